// A resource declared from its entity (src/contract/entity.ts): routes, sidebar entry, list columns,
// filters, show facts and the form all follow from the fields, labelled by one naming rule:
//   resources.<name>.title / .one / .add / .empty / .search / .deleteTitle / .deleteText
//   resources.<name>.fields.<field>        (a field's label: column, fact, form field)
//   resources.<name>.values.<field>.<value> (an enum's values)
// Its labels file (src/resources/<name>/labels.ts) holds exactly those keys. A declaration overrides only
// what differs: `list`, `show` and `form` are merged over what is derived.
import type { BaseRecord } from '@refinedev/core';
import { apiFieldsOf, type Entity, type EntityField } from '../contract/entity';
import type {
  AccessDeclaration,
  CellKind,
  ColumnDeclaration,
  FactDeclaration,
  FilterDeclaration,
  FormEntry,
  IconComponent,
  ListDeclaration,
  RecordAction,
  Resource,
  ShowDeclaration,
  ValueSet,
} from './types';
import { defineResource } from './types';

/**
 * A declared resource's labels (src/declared-labels.ts): resources.<name> for src/resources/<name>/labels.ts in
 * the seller portal, resources.admin-<name> for src/admin/resources/<name>/labels.ts in the back office.
 */
export interface Labelled {
  entity: Entity;
  /** resources.<folder> */
  ns: string;
}
export const labelNamespaceOf = (entity: Entity, portal: Portal) => `resources.${portal === 'admin' ? `admin-${entity.name}` : entity.name}`;
export const fieldLabelKeyOf = ({ ns }: Labelled, field: string) => `${ns}.fields.${field}`;

/** An enum field's values, labelled resources.<folder>.values.<field>.<value>. */
export function valueSetOf({ entity, ns }: Labelled, field: string): ValueSet {
  const spec = entity.fields[field];
  if (spec?.kind !== 'enum') throw new Error(`${entity.name}.${field} is not an enum field`);
  return { values: spec.values, labelPrefix: `${ns}.values.${field}` };
}

export type Portal = 'seller' | 'admin';

/** Yes and No, as a filter's choices. */
const YES_NO: ValueSet = { values: ['true', 'false'], labelPrefix: 'yesNo' };

function cellOf(l: Labelled, name: string, spec: EntityField): { field: string; cell: CellKind<BaseRecord> } {
  switch (spec.kind) {
    case 'int':
      return { field: name, cell: { kind: 'number', ...(spec.unit ? { unit: spec.unit } : {}) } };
    case 'money':
      return { field: `${name}_minor`, cell: { kind: 'money', currencyField: `${name}_currency` } };
    case 'boolean':
      return { field: name, cell: { kind: 'boolean' } };
    case 'date':
      return { field: name, cell: { kind: 'date' } };
    case 'country':
      return { field: name, cell: { kind: 'country' } };
    case 'enum':
      return { field: name, cell: { kind: 'enum', values: valueSetOf(l, name) } };
    case 'strings':
      return { field: name, cell: { kind: 'list' } };
    case 'string':
    case 'text':
      return { field: name, cell: { kind: 'text' } };
  }
}

/** The API's sort name of a field, when the list can sort by it. */
const sortKeyOf = (name: string, spec: EntityField): string | undefined =>
  spec.kind === 'money' ? `${name}_minor` : spec.kind === 'strings' || spec.kind === 'text' ? undefined : name;

function columnsOf(l: Labelled): ColumnDeclaration<BaseRecord>[] {
  const { entity } = l;
  const columns: ColumnDeclaration<BaseRecord>[] = [];
  for (const [name, spec] of Object.entries(entity.fields)) {
    // Long texts belong on the record's page, not in a row.
    if (spec.kind === 'text') continue;
    const isTitle = name === entity.titleField;
    columns.push({
      key: name,
      titleKey: fieldLabelKeyOf(l, name),
      ...cellOf(l, name, spec),
      sortKey: sortKeyOf(name, spec),
      align: spec.kind === 'int' || spec.kind === 'money' ? 'right' : undefined,
      ...(isTitle ? { link: 'show' as const, card: 'title' as const } : {}),
    });
  }
  columns.push({ key: 'updated_at', titleKey: 'resources.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' });
  // The title first: the row's link and the phone card's heading.
  return columns.sort((a, b) => Number(b.key === entity.titleField) - Number(a.key === entity.titleField));
}

function filtersOf(l: Labelled): FilterDeclaration[] {
  const { entity } = l;
  const filters: FilterDeclaration[] = [];
  if (Object.values(entity.fields).some((spec) => spec.kind === 'string')) filters.push({ kind: 'search', placeholderKey: `${l.ns}.search` });
  for (const [name, spec] of Object.entries(entity.fields)) {
    const labelKey = fieldLabelKeyOf(l, name);
    if (spec.kind === 'enum') filters.push({ kind: 'select', field: name, labelKey, values: valueSetOf(l, name) });
    else if (spec.kind === 'boolean') filters.push({ kind: 'select', field: name, labelKey, values: YES_NO, more: true });
    else if (spec.kind === 'country') filters.push({ kind: 'country', field: name, labelKey, more: true });
  }
  return filters;
}

function factsOf(l: Labelled): FactDeclaration<BaseRecord>[] {
  const facts: FactDeclaration<BaseRecord>[] = Object.entries(l.entity.fields)
    .filter(([name]) => name !== l.entity.titleField)
    .map(([name, spec]) => ({ key: name, labelKey: fieldLabelKeyOf(l, name), ...cellOf(l, name, spec) }));
  facts.push(
    { key: 'created_at', labelKey: 'resources.created', field: 'created_at', cell: { kind: 'dateTime' } },
    { key: 'updated_at', labelKey: 'resources.updated', field: 'updated_at', cell: { kind: 'dateTime' } },
  );
  return facts;
}

function recordActions({ ns }: Labelled): RecordAction<BaseRecord>[] {
  return [
    { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
    {
      key: 'delete',
      kind: 'delete',
      labelKey: 'resources.delete',
      danger: true,
      confirm: { titleKey: `${ns}.deleteTitle`, textKey: `${ns}.deleteText`, confirmKey: 'resources.delete' },
    },
  ];
}

export interface EntityResourceOptions {
  icon: IconComponent;
  /** The seller portal (the default): a seller's own records; or the back office: the marketplace's, kept by staff. */
  portal?: Portal;
  /** The sidebar section of the seller portal (src/shells/seller/navigation.ts). */
  section?: string;
  /** Back office: the staff area that reads it, and the one that changes it (the same by default), as on the server. */
  access?: AccessDeclaration;
  list?: Partial<ListDeclaration<BaseRecord>>;
  show?: Partial<ShowDeclaration<BaseRecord>>;
  /** The form, when it is not the derived one (src/engine/entity-form.ts). */
  form?: FormEntry<BaseRecord>;
}

/** Every API field of the entity, as the generic pages read them (a money field is two). */
export const apiFieldNames = (entity: Entity): string[] => Object.entries(entity.fields).flatMap(([name, spec]) => apiFieldsOf(name, spec));

export function defineEntityResource(entity: Entity, options: EntityResourceOptions): Resource {
  const portal = options.portal ?? 'seller';
  if (portal === 'admin' && !options.access) throw new Error(`${entity.name}: a back-office resource names its staff access area`);
  const labelled: Labelled = { entity, ns: labelNamespaceOf(entity, portal) };
  const { ns } = labelled;
  const base = portal === 'admin' ? `/admin/${entity.name}` : `/${entity.name}`;
  const actions = recordActions(labelled);
  return defineResource<BaseRecord>({
    name: portal === 'admin' ? `admin/${entity.name}` : entity.name,
    entity,
    labels: ns,
    labelKey: `${ns}.title`,
    singularKey: `${ns}.one`,
    icon: options.icon,
    routes: { list: base, create: `${base}/create`, edit: `${base}/:id/edit`, show: `${base}/:id` },
    menu: { section: options.section, labelKey: `${ns}.title`, icon: options.icon, createTitleKey: `${ns}.add` },
    ...(options.access ? { access: options.access } : {}),
    list: {
      columns: columnsOf(labelled),
      filters: filtersOf(labelled),
      defaultSort: { field: 'updated_at', order: 'desc' },
      rowActions: actions,
      emptyKey: `${ns}.empty`,
      createKey: `${ns}.add`,
      ...options.list,
    },
    show: { titleField: entity.titleField, facts: factsOf(labelled), actions, ...options.show },
    form: options.form ?? { load: () => import('./entity-form').then((module) => module.entityForm(labelled)) },
  });
}
