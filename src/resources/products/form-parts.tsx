import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber, Input } from 'antd';
import { useEffect, useMemo } from 'react';
import { priceTierSchema, specificationProblems, specificationSchema, tierProblems, type Product } from '../../contract/catalog';
import { translateMessage, useTranslation } from '../../i18n';
import { minorDigits, toMinor } from '../../components/money';
import { zodRule } from '../../engine/rules';
import { FeeHint } from '../../finance/FeeHint';
import type { FieldWidgetProps, FormContextValue } from '../../engine/types';
import type { SpecificationRow, TierRow } from './model';
import './products.css';

const MAX_TIERS = 10;
const MAX_SPECIFICATIONS = 50;

/**
 * A price in major units with the precision of the currency chosen in the same form, and under it the
 * marketplace fee that price would pay in the chosen category.
 */
export function MoneyInput({ id, value, onChange }: FieldWidgetProps) {
  const currency = Form.useWatch<string | undefined>('currency') ?? 'USD';
  const categoryId = Form.useWatch<string | null | undefined>('category_id');
  const digits = minorDigits(currency);
  return (
    <>
      <InputNumber<number>
        id={id}
        className="input-full"
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange?.(next)}
        min={0}
        precision={digits}
        step={1 / 10 ** digits}
        prefix={<span className="input-affix">{currency}</span>}
        inputMode="decimal"
      />
      <FeeHint categoryId={categoryId} priceMinor={typeof value === 'number' ? toMinor(value, currency) : null} currency={currency} />
    </>
  );
}

interface PricingValues {
  currency?: string;
  price?: number | null;
  moq?: number | null;
  tiers: TierRow[];
}

/** tierProblems over what the form holds right now, by form row. */
function liveTierProblems({ currency, price, moq, tiers }: PricingValues): Record<string, string> {
  return tierProblems({
    moq: typeof moq === 'number' ? moq : undefined,
    price_minor: typeof price === 'number' ? toMinor(price, currency) : null,
    price_tiers: tiers.map((tier) => ({
      min_quantity: typeof tier?.min_quantity === 'number' ? tier.min_quantity : 0,
      price_minor: typeof tier?.price === 'number' ? toMinor(tier.price, currency) : 0,
    })),
  });
}

/**
 * Volume price tiers: rows of "from this quantity, this unit price". Each must start above the one
 * before (and above the MOQ) and be cheaper; the contract's tierProblems says so live, in the words
 * the server would use.
 */
export function TiersEditor({ form }: FormContextValue<Product>) {
  const { t } = useTranslation();
  const currency = Form.useWatch<string | undefined>('currency', form) ?? 'USD';
  const price = Form.useWatch<number | null | undefined>('price', form);
  const moq = Form.useWatch<number | null | undefined>('moq', form);
  const tiers = Form.useWatch<TierRow[] | undefined>('price_tiers', form);
  const rows = useMemo(() => tiers ?? [], [tiers]);
  const digits = minorDigits(currency);

  // Re-check the rows already filled in whenever the base price, MOQ or another row changes.
  useEffect(() => {
    const filled = rows.flatMap((row, index) => [
      ...(typeof row?.min_quantity === 'number' ? [['price_tiers', index, 'min_quantity']] : []),
      ...(typeof row?.price === 'number' ? [['price_tiers', index, 'price']] : []),
    ]);
    if (filled.length > 0) form.validateFields(filled, { recursive: false }).catch(() => undefined);
  }, [form, rows, price, moq, currency]);

  const liveRule = (index: number, field: 'min_quantity' | 'price_minor') => ({
    validator: async () => {
      const problem = liveTierProblems({
        currency: form.getFieldValue('currency'),
        price: form.getFieldValue('price'),
        moq: form.getFieldValue('moq'),
        tiers: form.getFieldValue('price_tiers') ?? [],
      })[`price_tiers.${index}.${field}`];
      if (problem) throw new Error(translateMessage(problem));
    },
  });

  return (
    <Form.List name="price_tiers">
      {(fields, { add, remove }) => (
        <div className="tiers">
          <p className="form-section-text">{t('products.tiersHelp')}</p>
          {fields.length > 0 && (
            <ol className="tier-rows">
              {fields.map((field, index) => (
                <li key={field.key} className="tier-row">
                  <span className="tier-number" aria-hidden>
                    {index + 1}
                  </span>
                  <Form.Item
                    name={[field.name, 'min_quantity']}
                    label={t('products.tierQuantity', { number: index + 1 })}
                    rules={[zodRule(priceTierSchema.shape.min_quantity), liveRule(index, 'min_quantity')]}
                    className="tier-field"
                  >
                    <InputNumber<number> className="input-full" min={1} precision={0} inputMode="numeric" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'price']}
                    label={t('products.tierPrice', { number: index + 1 })}
                    rules={[
                      zodRule(priceTierSchema.shape.price_minor, (value) => (typeof value === 'number' ? toMinor(value, currency) : value)),
                      liveRule(index, 'price_minor'),
                    ]}
                    className="tier-field"
                  >
                    <InputNumber<number>
                      className="input-full"
                      min={0}
                      precision={digits}
                      step={1 / 10 ** digits}
                      prefix={<span className="input-affix">{currency}</span>}
                      inputMode="decimal"
                    />
                  </Form.Item>
                  <Button
                    className="tier-remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('products.removeTier', { number: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </li>
              ))}
            </ol>
          )}
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ min_quantity: null, price: null })} disabled={fields.length >= MAX_TIERS}>
            {t('products.addTier')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

/** Key/value rows ("Material: stainless steel"); a key listed twice is flagged as the server would. */
export function SpecificationsEditor({ form }: FormContextValue<Product>) {
  const { t } = useTranslation();
  const specs = Form.useWatch<SpecificationRow[] | undefined>('specifications', form);
  const rows = useMemo(() => specs ?? [], [specs]);

  useEffect(() => {
    const filled = rows.flatMap((row, index) => (row?.key ? [['specifications', index, 'key']] : []));
    if (filled.length > 0) form.validateFields(filled, { recursive: false }).catch(() => undefined);
  }, [form, rows]);

  const duplicateRule = (index: number) => ({
    validator: async () => {
      const current = (form.getFieldValue('specifications') ?? []) as SpecificationRow[];
      const problem = specificationProblems(current.map((row) => ({ key: row?.key ?? '', value: row?.value ?? '' })))[`specifications.${index}.key`];
      if (problem) throw new Error(translateMessage(problem));
    },
  });

  return (
    <Form.List name="specifications">
      {(fields, { add, remove }) => (
        <div className="specs">
          {fields.length > 0 && (
            <ol className="spec-rows">
              {fields.map((field, index) => (
                <li key={field.key} className="spec-row">
                  <Form.Item
                    name={[field.name, 'key']}
                    label={t('products.specKey', { number: index + 1 })}
                    rules={[zodRule(specificationSchema.shape.key), duplicateRule(index)]}
                    className="spec-field"
                  >
                    <Input placeholder={t('products.specKeyPlaceholder')} maxLength={80} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'value']}
                    label={t('products.specValue', { number: index + 1 })}
                    rules={[zodRule(specificationSchema.shape.value)]}
                    className="spec-field"
                  >
                    <Input placeholder={t('products.specValuePlaceholder')} maxLength={300} />
                  </Form.Item>
                  <Button
                    className="tier-remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('products.removeSpec', { number: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                </li>
              ))}
            </ol>
          )}
          {fields.length === 0 && <p className="form-section-text">{t('products.specsEmpty')}</p>}
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ key: '', value: '' })} disabled={fields.length >= MAX_SPECIFICATIONS}>
            {t('products.addSpec')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
