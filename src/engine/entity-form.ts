// The form of a declared entity (src/engine/entity.ts), loaded with the first create or edit:
// one field per API field, its control by the field's kind, its checks the server's own schema.
import type { BaseRecord } from '@refinedev/core';
import type { EntityField } from '../contract/entity';
import { fieldSchemaOf } from '../contract/entity-schemas';
import { fieldLabelKeyOf, valueSetOf, type Labelled } from './entity';
import type { FieldDeclaration, FormDeclaration, WidgetDeclaration } from './types';

function widgetOf(l: Labelled, name: string, spec: EntityField): WidgetDeclaration {
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
      return { kind: 'select', values: valueSetOf(l, name), allowClear: spec.optional };
    case 'strings':
      return { kind: 'tags', max: spec.max };
  }
}

function fieldsOf(l: Labelled, name: string, spec: EntityField): FieldDeclaration[] {
  const { entity } = l;
  const labelKey = fieldLabelKeyOf(l, name);
  const declared = (apiField: string, widget: WidgetDeclaration, extra: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
    name: apiField,
    labelKey,
    widget,
    schema: fieldSchemaOf(entity, apiField),
    ...extra,
  });
  if (spec.kind === 'money') {
    return [
      declared(`${name}_minor`, widgetOf(l, name, spec), { dependencies: [`${name}_currency`] }),
      declared(`${name}_currency`, { kind: 'currency' }, { labelKey: 'resources.currency' }),
    ];
  }
  // A switch and a list always hold a value (off, empty): never marked required.
  const extra: Partial<FieldDeclaration> = {
    ...(spec.kind === 'text' || spec.kind === 'strings' ? { wide: true } : {}),
    ...(spec.kind === 'boolean' || spec.kind === 'strings' ? { required: false } : {}),
  };
  return [declared(name, widgetOf(l, name, spec), extra)];
}

/** New records start with booleans off, lists empty and money in US dollars; every other field blank. */
function defaultsOf({ entity }: Labelled): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(entity.fields)) {
    if (spec.kind === 'boolean') defaults[name] = false;
    else if (spec.kind === 'strings') defaults[name] = [];
    else if (spec.kind === 'money') defaults[`${name}_currency`] = 'USD';
  }
  return defaults;
}

export function entityForm(labelled: Labelled): FormDeclaration<BaseRecord> {
  return {
    sections: [
      {
        key: 'details',
        titleKey: 'resources.details',
        fields: Object.entries(labelled.entity.fields).flatMap(([name, spec]) => fieldsOf(labelled, name, spec)),
      },
    ],
    defaults: defaultsOf(labelled),
    afterCreate: 'show',
    afterEdit: 'show',
  };
}
