// A resource declared from its entity (src/contract/entity.ts): routes, sidebar entry, list columns,
// filters, show facts and the form all follow from the fields, labelled by one naming rule:
//   resources.<name>.title / .one / .add / .empty / .search / .deleteTitle / .deleteText
//   resources.<name>.fields.<field>        (a field's label: column, fact, form field)
//   resources.<name>.values.<field>.<value> (an enum's values)
// Its labels file (src/resources/<name>/labels.ts) holds exactly those keys. A declaration overrides only
// what differs: `list`, `show` and `form` are merged over what is derived.
import type { BaseRecord } from '@refinedev/core';
import { apiFieldsOf, type Entity, type EntityField } from '../../contract/entity';
import type { CellKind, ColumnDeclaration, FactDeclaration, FilterDeclaration, FormEntry, IconComponent, ListDeclaration, RecordAction, Resource, ShowDeclaration, ValueSet } from './types';
import { defineResource } from './types';

/** The namespace of a resource's labels. */
export const labelsOf = (entity: Entity) => `resources.${entity.name}`;
export const fieldLabelKeyOf = (entity: Entity, field: string) => `${labelsOf(entity)}.fields.${field}`;

/** An enum field's values, labelled resources.<name>.values.<field>.<value>. */
export function valueSetOf(entity: Entity, field: string): ValueSet {
  const spec = entity.fields[field];
  if (spec?.kind !== 'enum') throw new Error(`${entity.name}.${field} is not an enum field`);
  return { values: spec.values, labelPrefix: `${labelsOf(entity)}.values.${field}` };
}

/** Yes and No, as a filter's choices. */
const YES_NO: ValueSet = { values: ['true', 'false'], labelPrefix: 'yesNo' };

function cellOf(entity: Entity, name: string, spec: EntityField): { field: string; cell: CellKind<BaseRecord> } {
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
      return { field: name, cell: { kind: 'enum', values: valueSetOf(entity, name) } };
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

function columnsOf(entity: Entity): ColumnDeclaration<BaseRecord>[] {
  const columns: ColumnDeclaration<BaseRecord>[] = [];
  for (const [name, spec] of Object.entries(entity.fields)) {
    // Long texts belong on the record's page, not in a row.
    if (spec.kind === 'text') continue;
    const isTitle = name === entity.titleField;
    columns.push({
      key: name,
      titleKey: fieldLabelKeyOf(entity, name),
      ...cellOf(entity, name, spec),
      sortKey: sortKeyOf(name, spec),
      align: spec.kind === 'int' || spec.kind === 'money' ? 'right' : undefined,
      ...(isTitle ? { link: 'show' as const, card: 'title' as const } : {}),
    });
  }
  columns.push({ key: 'updated_at', titleKey: 'resources.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' });
  // The title first: the row's link and the phone card's heading.
  return columns.sort((a, b) => Number(b.key === entity.titleField) - Number(a.key === entity.titleField));
}

function filtersOf(entity: Entity): FilterDeclaration[] {
  const filters: FilterDeclaration[] = [];
  if (Object.values(entity.fields).some((spec) => spec.kind === 'string')) filters.push({ kind: 'search', placeholderKey: `${labelsOf(entity)}.search` });
  for (const [name, spec] of Object.entries(entity.fields)) {
    const labelKey = fieldLabelKeyOf(entity, name);
    if (spec.kind === 'enum') filters.push({ kind: 'select', field: name, labelKey, values: valueSetOf(entity, name) });
    else if (spec.kind === 'boolean') filters.push({ kind: 'select', field: name, labelKey, values: YES_NO, more: true });
    else if (spec.kind === 'country') filters.push({ kind: 'country', field: name, labelKey, more: true });
  }
  return filters;
}

function factsOf(entity: Entity): FactDeclaration<BaseRecord>[] {
  const facts: FactDeclaration<BaseRecord>[] = Object.entries(entity.fields)
    .filter(([name]) => name !== entity.titleField)
    .map(([name, spec]) => ({ key: name, labelKey: fieldLabelKeyOf(entity, name), ...cellOf(entity, name, spec) }));
  facts.push(
    { key: 'created_at', labelKey: 'resources.created', field: 'created_at', cell: { kind: 'dateTime' } },
    { key: 'updated_at', labelKey: 'resources.updated', field: 'updated_at', cell: { kind: 'dateTime' } },
  );
  return facts;
}

function recordActions(entity: Entity): RecordAction<BaseRecord>[] {
  return [
    { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
    {
      key: 'delete',
      kind: 'delete',
      labelKey: 'resources.delete',
      danger: true,
      confirm: { titleKey: `${labelsOf(entity)}.deleteTitle`, textKey: `${labelsOf(entity)}.deleteText`, confirmKey: 'resources.delete' },
    },
  ];
}

export interface EntityResourceOptions {
  icon: IconComponent;
  /** The sidebar section of the seller portal (src/shells/seller/navigation.ts). */
  section?: string;
  list?: Partial<ListDeclaration<BaseRecord>>;
  show?: Partial<ShowDeclaration<BaseRecord>>;
  /** The form, when it is not the derived one (src/resources/_generic/entity-form.ts). */
  form?: FormEntry<BaseRecord>;
}

/** Every API field of the entity, as the generic pages read them (a money field is two). */
export const apiFieldNames = (entity: Entity): string[] => Object.entries(entity.fields).flatMap(([name, spec]) => apiFieldsOf(name, spec));

export function defineEntityResource(entity: Entity, options: EntityResourceOptions): Resource {
  const base = `/${entity.name}`;
  const labels = labelsOf(entity);
  const actions = recordActions(entity);
  return defineResource<BaseRecord>({
    name: entity.name,
    entity,
    labelKey: `${labels}.title`,
    singularKey: `${labels}.one`,
    icon: options.icon,
    routes: { list: base, create: `${base}/create`, edit: `${base}/:id/edit`, show: `${base}/:id` },
    menu: { section: options.section, labelKey: `${labels}.title`, icon: options.icon, createTitleKey: `${labels}.add` },
    list: {
      columns: columnsOf(entity),
      filters: filtersOf(entity),
      defaultSort: { field: 'updated_at', order: 'desc' },
      rowActions: actions,
      emptyKey: `${labels}.empty`,
      createKey: `${labels}.add`,
      ...options.list,
    },
    show: { titleField: entity.titleField, facts: factsOf(entity), actions, ...options.show },
    form: options.form ?? { load: () => import('./entity-form').then((module) => module.entityForm(entity)) },
  });
}
