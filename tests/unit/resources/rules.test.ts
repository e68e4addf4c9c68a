import type { FormInstance, FormRule } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { productFieldsSchema, productMessages } from '../../../src/contract/catalog';
import { categoryRequestMessages, categoryRequestSchema } from '../../../src/contract/operations';
import { initI18n } from '../../../src/i18n';
import { formNamePath, schemaProblem, schemaRequires, zodRule } from '../../../src/engine/rules';
import { priceToMinor } from '../../../src/resources/products/model';

beforeAll(() => initI18n());

/** Runs an antd rule the way Form.Item does; resolves to the error message, or undefined when valid. */
async function runRule(rule: FormRule, value: unknown, fields: Record<string, unknown> = {}): Promise<string | undefined> {
  const form = { getFieldValue: (name: string) => fields[name] } as unknown as FormInstance;
  const resolved = typeof rule === 'function' ? rule(form) : rule;
  try {
    await resolved.validator?.(resolved, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the server answers for the same value: the schema's first issue on that field. */
function serverMessage(body: Record<string, unknown>, field: string): string | undefined {
  const result = productFieldsSchema.safeParse(body);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('contract schemas as antd rules', () => {
  const { name, sku, moq, lead_time_days, price_minor } = productFieldsSchema.shape;

  it('shows exactly the message the server answers', async () => {
    expect(await runRule(zodRule(name), '')).toBe(productMessages.nameRequired);
    expect(serverMessage({ name: '', sku: 'A1' }, 'name')).toBe(productMessages.nameRequired);

    expect(await runRule(zodRule(sku), 'has space')).toBe(productMessages.skuFormat);
    expect(serverMessage({ name: 'Mug', sku: 'has space' }, 'sku')).toBe(productMessages.skuFormat);

    expect(await runRule(zodRule(moq), 0)).toBe(productMessages.moqRequired);
    expect(await runRule(zodRule(lead_time_days), 400)).toBe(productMessages.leadTimeRequired);
    expect(await runRule(zodRule(categoryRequestSchema.shape.reason), 'too short')).toBe(categoryRequestMessages.reasonRequired);
  });

  it('accepts what the server accepts', async () => {
    expect(await runRule(zodRule(name), 'Steel mug')).toBeUndefined();
    expect(await runRule(zodRule(sku), 'MUG-01_a.b')).toBeUndefined();
    expect(await runRule(zodRule(lead_time_days), null)).toBeUndefined();
  });

  it('checks money in minor units, converted from what the form holds with its currency', async () => {
    const rule = zodRule(price_minor, priceToMinor);
    expect(await runRule(rule, 12.5, { currency: 'USD' })).toBeUndefined();
    // 0.004 USD rounds to 0 cents: refused as the server would refuse 0.
    expect(await runRule(rule, 0.004, { currency: 'USD' })).toBe(productMessages.priceRequired);
    expect(await runRule(rule, 0, { currency: 'JPY' })).toBe(productMessages.priceRequired);
    expect(schemaProblem(price_minor, 12.5)).toBe(productMessages.priceRequired);
  });

  it('marks a field required when its schema refuses an absent value', () => {
    expect(schemaRequires(name)).toBe(true);
    expect(schemaRequires(sku)).toBe(true);
    expect(schemaRequires(productFieldsSchema.shape.description)).toBe(false);
    expect(schemaRequires(undefined)).toBe(false);
  });

  it('maps server field paths onto form names, with aliases', () => {
    expect(formNamePath('price_tiers.1.price_minor', { price_minor: 'price' })).toEqual(['price_tiers', 1, 'price']);
    expect(formNamePath('price_minor', { price_minor: 'price' })).toEqual(['price']);
    expect(formNamePath('specifications.0.key')).toEqual(['specifications', 0, 'key']);
  });
});
