// The form of a declared entity (src/resources/_generic/entity.ts), loaded with the first create or edit:
// one field per API field, its control by the field's kind, its checks the server's own schema.
import type { BaseRecord } from '@refinedev/core';
import type { Entity, EntityField } from '../../contract/entity';
import { fieldSchemaOf } from '../../contract/entity-schemas';
import { fieldLabelKeyOf, valueSetOf } from './entity';
import type { FieldDeclaration, FormDeclaration, WidgetDeclaration } from './types';

function widgetOf(entity: Entity, name: string, spec: EntityField): WidgetDeclaration {
  switch (spec.kind) {
    case 'string':
      return { kind: 'text' };
    case 'text':
      return { kind: 'textarea', maxLength: spec.max };
    case 'int':
      return { kind: 'number', min: spec.min, max: spec.max, ...(spec.unit ? { unit: spec.unit } : {}) };
    case 'money':
      return { kind: 'money', currencyField: `${name}_currency` };
    case 'boolean':
      return { kind: 'switch' };
    case 'date':
      return { kind: 'date' };
    case 'country':
      return { kind: 'country' };
    case 'enum':
      return { kind: 'select', values: valueSetOf(entity, name), allowClear: spec.optional };
    case 'strings':
      return { kind: 'tags', max: spec.max };
  }
}

function fieldsOf(entity: Entity, name: string, spec: EntityField): FieldDeclaration[] {
  const labelKey = fieldLabelKeyOf(entity, name);
  const declared = (apiField: string, widget: WidgetDeclaration, extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
    name: apiField,
    labelKey,
    widget,
    schema: fieldSchemaOf(entity, apiField),
    ...extra,
  });
  if (spec.kind === 'money') {
    return [
      declared(`${name}_minor`, widgetOf(entity, name, spec), { dependencies: [`${name}_currency`] }),
      declared(`${name}_currency`, { kind: 'currency' }, { labelKey: 'resources.currency' }),
    ];
  }
  // A switch and a list always hold a value (off, empty): never marked required.
  const extra: Partial<FieldDeclaration> = { ...(spec.kind === 'text' || spec.kind === 'strings' ? { wide: true } : {}), ...(spec.kind === 'boolean' || spec.kind === 'strings' ? { required: false } : {}) };
  return [declared(name, widgetOf(entity, name, spec), extra)];
}

/** New records start with booleans off, lists empty and money in US dollars; every other field blank. */
function defaultsOf(entity: Entity): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(entity.fields)) {
    if (spec.kind === 'boolean') defaults[name] = false;
    else if (spec.kind === 'strings') defaults[name] = [];
    else if (spec.kind === 'money') defaults[`${name}_currency`] = 'USD';
  }
  return defaults;
}

export function entityForm(entity: Entity): FormDeclaration<BaseRecord> {
  return {
    sections: [{ key: 'details', titleKey: 'resources.details', fields: Object.entries(entity.fields).flatMap(([name, spec]) => fieldsOf(entity, name, spec)) }],
    defaults: defaultsOf(entity),
    afterCreate: 'show',
    afterEdit: 'show',
  };
}
