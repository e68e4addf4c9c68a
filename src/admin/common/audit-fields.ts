// The label of a field an audit entry recorded, in the reader's language, found where the back office
// already names that field: the declaration of the resource the entry is about (its list columns,
// filters and record facts, which name every field of a resource declared from an entity), then its texts by
// the field's name (`<namespace>.<fieldInCamelCase>`). Only a field named nowhere shows its own name,
// in words.
import type { AuditEntry, AuditSubjectType } from '../../contract/admin';
import type { TFunction } from '../../i18n';
import type { EnglishGroup } from '../../i18n';
import type { Resource, ValueSet } from '../../engine/types';
import { declaredAdminResources } from '../declared-resources';

/** The back-office resource each kind of subject is listed under ('record': the entity named in the entry's note). */
const SUBJECT_RESOURCE: Partial<Record<AuditSubjectType, string>> = {
  seller: 'admin/sellers',
  user: 'admin/staff',
  document: 'admin/documents',
  category_request: 'admin/category-requests',
  category: 'admin/categories',
  product: 'admin/products',
  help_article: 'admin/help-articles',
  review: 'admin/reviews',
  rfq: 'admin/rfqs',
};

type Subject = Pick<AuditEntry, 'subject_type' | 'note'>;

/** The resource an entry is about, if the back office declares one. */
export function resourceOfSubject(entry: Subject): Resource | undefined {
  const name = entry.subject_type === 'record' ? `admin/${entry.note ?? ''}` : SUBJECT_RESOURCE[entry.subject_type as AuditSubjectType];
  return name ? declaredAdminResources().find((resource) => resource.name === name) : undefined;
}

export interface FieldNaming {
  /** Text keys to try, best first. */
  keys: string[];
  /** The field's closed values, when its column shows them as labels. */
  values?: ValueSet;
}

const camel = (field: string) => field.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const namespaceOfKey = (key: string) => key.slice(0, key.indexOf('.'));

/** The keys a declaration gives a field: its list columns, filters and record facts. */
function declaredKeys(resource: Resource, field: string): { keys: string[]; values?: ValueSet } {
  const keys: string[] = [];
  let values: ValueSet | undefined;
  for (const column of resource.list.columns) {
    if (column.field !== field && column.key !== field) continue;
    keys.push(column.titleKey);
    if (column.cell?.kind === 'enum') values ??= column.cell.values;
  }
  for (const filter of resource.list.filters ?? []) {
    if ('field' in filter && filter.field === field) {
      keys.push(filter.labelKey);
      if (filter.kind === 'select') values ??= filter.values;
    }
  }
  // A resource declared from an entity lists every field among its record facts, labelled by its labels.ts.
  for (const fact of resource.show?.facts ?? []) {
    if (fact.field === field || fact.key === field) keys.push(fact.labelKey);
  }
  return { keys, values };
}

/** The text namespaces a declaration's own texts are in (adminSellers for 'adminSellers.title', ...). */
function namespacesOf(resource: Resource): Set<string> {
  const keys = [resource.labelKey, resource.singularKey, resource.list.emptyKey, resource.menu?.labelKey];
  for (const filter of resource.list.filters ?? []) if (filter.kind === 'search') keys.push(filter.placeholderKey);
  return new Set(keys.filter((key): key is string => typeof key === 'string' && key.includes('.')).map(namespaceOfKey));
}

/**
 * Where the back office names a field of the resource: its declaration, then its namespaces' texts by the
 * field's name, then any other back-office declaration that lists a field of that name.
 */
export function namingOf(resource: Resource | undefined, field: string): FieldNaming {
  if (!resource) return { keys: [] };
  const own = declaredKeys(resource, field);
  const byName = [...namespacesOf(resource)].map((ns) => `${ns}.${camel(field)}`);
  const elsewhere = declaredAdminResources()
    .filter((other) => other !== resource)
    .flatMap((other) => declaredKeys(other, field).keys);
  return { keys: [...own.keys, ...byName, ...elsewhere], values: own.values };
}

/** 'verification_note' as "Verification note": the last resort, for a field no text names. */
export const fieldInWords = (field: string): string => {
  const words = field.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const NONE = '\u0000';

/** The first of the keys with a text, else the field in words. */
export function labelFromKeys(t: TFunction, keys: readonly string[], field: string): string {
  for (const key of keys) {
    const text = t(key, { defaultValue: NONE });
    if (text !== NONE) return text;
  }
  return fieldInWords(field);
}

/** A field's label for an entry, in the reader's language. */
export function auditFieldLabel(t: TFunction, entry: Subject, field: string): string {
  return labelFromKeys(t, namingOf(resourceOfSubject(entry), field).keys, field);
}

/** A recorded value as its label (an enum value shown by its tag's text); other values unchanged. */
export function auditValueLabel(t: TFunction, entry: Subject, field: string, value: string): string {
  const set = namingOf(resourceOfSubject(entry), field).values;
  if (!set || !set.values.includes(value)) return value;
  return t(`${set.labelPrefix}.${value}`, { defaultValue: value });
}

/** The English text groups the back office's resources name: their field labels may be in any of them. */
export function auditTextGroups(): EnglishGroup[] {
  return [...new Set(declaredAdminResources().flatMap((resource) => resource.texts ?? []))];
}
