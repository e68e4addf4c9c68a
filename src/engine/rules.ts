// Contract schemas as antd form rules: the form shows, word for word, the message the server would
// answer for the same value (then translated like every server message).
import type { BaseRecord } from '@refinedev/core';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translateMessage } from '../i18n';
import type { FormDeclaration } from './types';

type GetFieldValue = (name: string | Array<string | number>) => unknown;

/** The first problem the schema finds with `value`, as the server words it; undefined when valid. */
export function schemaProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * An antd rule running a contract schema on one field. `toValue` turns what the form holds into what
 * the schema checks (major units into minor units, say), with the other fields at hand.
 */
export function zodRule(schema: z.ZodType, toValue?: (value: unknown, getFieldValue: GetFieldValue) => unknown): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const problem = schemaProblem(schema, toValue ? toValue(value, getFieldValue) : value);
      if (problem !== undefined) throw new Error(translateMessage(problem));
    },
  });
}

/** A field is marked required when its schema refuses an absent value. */
export function schemaRequires(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && !schema.safeParse(undefined).success;
}

/** "price_tiers.0.min_quantity" → ['price_tiers', 0, 'min_quantity'], with the form's own names for aliased fields. */
export function formNamePath(serverField: string, aliases: Readonly<Record<string, string>> = {}): Array<string | number> {
  return serverField.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : (aliases[part] ?? part)));
}

/**
 * The label key of a server field in a form declaration: its field's label, else the title of the
 * section that edits it (images, price tiers); undefined when the form has neither.
 */
export function fieldLabelKey(declaration: FormDeclaration<BaseRecord> | undefined, serverField: string): string | undefined {
  if (!declaration) return undefined;
  const top = String(formNamePath(serverField, declaration.fieldAliases)[0]);
  const field = declaration.sections.flatMap((section) => section.fields ?? []).find((f) => f.name === top);
  if (field) return field.labelKey;
  return declaration.sections.find((s) => s.key === top || s.key === serverField.split('.')[0])?.titleKey;
}
