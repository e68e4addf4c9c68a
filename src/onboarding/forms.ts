import type { FormRule } from 'antd';
import type { z } from 'zod';
import { translateMessage } from '../i18n';

/**
 * An antd rule that runs one field of a contract schema, so the form shows exactly the message the
 * server returns for the same value.
 */
export function schemaRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(translateMessage(result.error.issues[0]?.message ?? ''));
    },
  };
}
