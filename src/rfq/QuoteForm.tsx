// The supplier's quote, new or revised: per item of the request a unit price or price tiers, the
// minimum order, lead time and whether a sample is available (and at what price); for the whole quote
// the currency, Incoterm, shipping cost, validity, payment terms and a note. Amounts are typed in major
// units; the contract's rules (src/contract/rfq.ts) check the payload before it is sent, and the
// server's answer lands on the same fields: the form then says so above it and takes the supplier to the
// first field in error (in the order the form shows them). The live total counts a line's volume prices
// only while they follow the rules (each from a larger quantity than the one before and above the MOQ,
// each cheaper than the one before): a tier in error, and those after it, are left out.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, DatePicker, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState } from 'react';
import { quantityText } from '../components/catalogue-format';
import { CURRENCY_CODES } from '../contract/catalog';
import {
  INCOTERMS,
  RFQ_NOTE_MAX,
  RFQ_TERMS_MAX,
  VALID_DAYS_MAX,
  VALID_DAYS_MIN,
  daysAheadUtc,
  quoteInputSchema,
  type QuoteInput,
  type QuoteVersion,
  type RfqLine,
  type SupplierQuote,
} from '../contract/rfq';
import { translateMessage, useTranslation } from '../i18n';
import type { ApiResult } from '../providers/http';
import { toast } from '../providers/toast';
import { toMajor, toMinor } from '../components/money';
import { FeeHint } from '../finance/FeeHint';
import { namePath } from './name-path';
import { Money, useLanguage } from './rfq-display';

interface LineValues {
  include: boolean;
  rfq_line_id: string;
  unit_price?: number | null;
  tiers?: Array<{ min_quantity?: number | null; price?: number | null }>;
  moq?: number | null;
  lead_time_days?: number | null;
  sample_available?: boolean;
  sample_price?: number | null;
}

export interface QuoteFormValues {
  currency: string;
  incoterm: string;
  shipping?: number | null;
  valid_until?: Dayjs | null;
  payment_terms?: string;
  note?: string;
  lines: LineValues[];
}

/** What the form starts from: the latest version when revising, else the request's own terms. */
export function initialQuoteValues(rfq: { lines: RfqLine[]; currency: string; incoterm: string }, latest?: QuoteVersion): QuoteFormValues {
  const currency = latest?.currency ?? rfq.currency;
  const byLine = new Map(latest?.lines.map((line) => [line.rfq_line_id, line]));
  return {
    currency,
    incoterm: latest?.incoterm ?? rfq.incoterm,
    shipping: latest ? toMajor(latest.shipping_cost_minor, currency) : 0,
    valid_until: latest && dayjs(latest.valid_until).isAfter(dayjs().add(1, 'day')) ? dayjs(latest.valid_until.slice(0, 10)) : dayjs(daysAheadUtc(30)),
    payment_terms: latest?.payment_terms ?? '',
    note: latest?.note ?? '',
    lines: rfq.lines.map((line) => {
      const quoted = byLine.get(line.id);
      return {
        include: latest ? quoted !== undefined : true,
        rfq_line_id: line.id,
        unit_price: quoted ? toMajor(quoted.unit_price_minor, currency) : null,
        tiers: (quoted?.price_tiers ?? []).map((tier) => ({ min_quantity: tier.min_quantity, price: toMajor(tier.price_minor, currency) })),
        moq: quoted?.moq ?? null,
        lead_time_days: quoted?.lead_time_days ?? null,
        sample_available: quoted?.sample_available ?? false,
        sample_price: quoted?.sample_price_minor == null ? null : toMajor(quoted.sample_price_minor, currency),
      };
    }),
  };
}

type TierValues = NonNullable<LineValues['tiers']>[number];

/**
 * The unit price a line's total uses for `quantity`: the highest volume price it reaches among the tiers
 * that follow the rules, read in order and stopping at the first that does not (a tier with a gap, one
 * not above the MOQ or the tier before, one not cheaper than the price before). Null without a valid unit price.
 */
export function liveUnitPrice(line: Pick<LineValues, 'unit_price' | 'moq' | 'tiers'>, quantity: number): number | null {
  if (line.unit_price == null || !(line.unit_price > 0)) return null;
  let price = line.unit_price;
  let lastQuantity = line.moq ?? 0;
  let lastPrice = line.unit_price;
  for (const tier of (line.tiers ?? []) as Array<TierValues | undefined>) {
    const from = tier?.min_quantity;
    const tierPrice = tier?.price;
    if (from == null || tierPrice == null || !(from > lastQuantity) || !(tierPrice > 0) || !(tierPrice < lastPrice)) break;
    if (quantity >= from) price = tierPrice;
    lastQuantity = from;
    lastPrice = tierPrice;
  }
  return price;
}

/** The form's order of fields, to find the first in error: items top to bottom, each in its order, then the terms. */
const LINE_FIELD_ORDER = ['include', 'unit_price', 'moq', 'lead_time_days', 'sample_available', 'sample_price', 'tiers'];
const TERMS_ORDER = ['currency', 'incoterm', 'shipping', 'valid_until', 'payment_terms', 'note'];
function fieldRank(path: Array<string | number>): number[] {
  if (path[0] === 'lines' && typeof path[1] === 'number') {
    const field = LINE_FIELD_ORDER.indexOf(String(path[2] ?? ''));
    return [0, path[1], field < 0 ? LINE_FIELD_ORDER.length : field, typeof path[3] === 'number' ? path[3] : 0, path[4] === 'price' ? 1 : 0];
  }
  const term = TERMS_ORDER.indexOf(String(path[0]));
  return [1, term < 0 ? TERMS_ORDER.length : term];
}
const earlier = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};

const minorOrUndefined = (value: number | null | undefined, currency: string) => (value === null || value === undefined ? undefined : toMinor(value, currency));

/**
 * The API's body from the form, and for each payload line the form line it came from (lines not
 * quoted are left out), so that an error on `lines.0` lands on the right row.
 */
export function quotePayload(values: QuoteFormValues): { payload: QuoteInput; formIndex: number[] } {
  const currency = values.currency;
  const formIndex: number[] = [];
  const lines = values.lines.flatMap((line, index) => {
    if (!line.include) return [];
    formIndex.push(index);
    return [
      {
        rfq_line_id: line.rfq_line_id,
        unit_price_minor: minorOrUndefined(line.unit_price, currency) as number,
        price_tiers: (line.tiers ?? []).map((tier) => ({
          min_quantity: tier.min_quantity as number,
          price_minor: minorOrUndefined(tier.price, currency) as number,
        })),
        moq: line.moq as number,
        lead_time_days: line.lead_time_days as number,
        sample_available: Boolean(line.sample_available),
        sample_price_minor: line.sample_available ? (minorOrUndefined(line.sample_price, currency) ?? null) : null,
      },
    ];
  });
  return {
    payload: {
      currency: currency as QuoteInput['currency'],
      incoterm: values.incoterm as QuoteInput['incoterm'],
      shipping_cost_minor: minorOrUndefined(values.shipping, currency) ?? 0,
      valid_until: values.valid_until ? values.valid_until.format('YYYY-MM-DD') : '',
      payment_terms: values.payment_terms ?? '',
      note: values.note ?? '',
      lines,
    },
    formIndex,
  };
}

/** Server (or contract) field names → the form's: `lines.0.unit_price_minor` → ['lines', 2, 'unit_price']. */
export function quoteFieldPath(field: string, formIndex: number[]): Array<string | number> {
  const rename: Record<string, string> = {
    unit_price_minor: 'unit_price',
    shipping_cost_minor: 'shipping',
    sample_price_minor: 'sample_price',
    price_tiers: 'tiers',
    price_minor: 'price',
  };
  const path = namePath(field).map((part) => (typeof part === 'string' ? (rename[part] ?? part) : part));
  if (path[0] === 'lines' && typeof path[1] === 'number') path[1] = formIndex[path[1]] ?? path[1];
  return path;
}

export interface QuoteFormProps {
  lines: RfqLine[];
  /** The request's category: each unit price shows the marketplace fee it would pay there. */
  categoryId?: string;
  initial: QuoteFormValues;
  submitLabelKey: string;
  onSubmit: (input: QuoteInput) => Promise<ApiResult<SupplierQuote>>;
  onDone: (quote: SupplierQuote) => void;
  onCancel?: () => void;
}

export function QuoteForm({ lines, categoryId, initial, submitLabelKey, onSubmit, onDone, onCancel }: QuoteFormProps) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const [form] = Form.useForm<QuoteFormValues>();
  // Field ids are `<form name>_<path>`: a name of its own per form, so the first field in error is found by id.
  const formName = `quote${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const currency = Form.useWatch('currency', form) ?? initial.currency;
  const watched = Form.useWatch('lines', form) ?? initial.lines;
  const shipping = Form.useWatch('shipping', form) ?? 0;
  const total = useMemo(() => {
    let sum = toMinor(shipping ?? 0, currency);
    watched.forEach((line, index) => {
      if (!line?.include) return;
      const quantity = lines[index]?.quantity ?? 0;
      const price = liveUnitPrice(line, quantity);
      if (price !== null) sum += toMinor(price, currency) * quantity;
    });
    return sum;
  }, [watched, shipping, currency, lines]);

  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as QuoteFormValues;
    const { payload, formIndex } = quotePayload(values);
    const parsed = quoteInputSchema.safeParse(payload);
    const fieldErrors = (errors: Record<string, string>) => {
      const placed = Object.entries(errors).map(([field, message]) => ({ name: quoteFieldPath(field, formIndex), errors: [translateMessage(message)] }));
      form.setFields(placed as never);
      const unplaced = Object.entries(errors).filter(
        ([field]) =>
          !['lines.', 'currency', 'incoterm', 'shipping', 'valid_until', 'payment_terms', 'note'].some((prefix) => field.startsWith(prefix)) ||
          field === 'lines',
      );
      // Say so above the form, and take the supplier to the first field in error as the form orders them.
      setProblem(unplaced.length > 0 ? translateMessage(unplaced[0][1]) : t('rfqQuote.fixFields', { count: placed.length }));
      let first: Array<string | number> | null = null;
      for (const { name } of placed) if (!first || earlier(fieldRank(name), fieldRank(first))) first = name;
      const target = first && document.getElementById([formName, ...first].join('_'));
      if (target) {
        target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        target.focus({ preventScroll: true });
      } else document.getElementById(`${formName}-problem`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    };
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'lines'] ??= issue.message;
      fieldErrors(errors);
      return;
    }
    setBusy(true);
    try {
      const result = await onSubmit(payload);
      if (!result.success) {
        if (result.errors) fieldErrors(result.errors);
        if (!result.errors || Object.keys(result.errors).length === 0) setProblem(translateMessage(result.message));
        return;
      }
      toast.success(translateMessage(result.message));
      onDone(result.data);
    } finally {
      setBusy(false);
    }
  };

  const disabledDate = (date: Dayjs) => {
    const day = date.format('YYYY-MM-DD');
    return day < daysAheadUtc(VALID_DAYS_MIN) || day > daysAheadUtc(VALID_DAYS_MAX);
  };

  return (
    <Form form={form} name={formName} layout="vertical" initialValues={initial} requiredMark className="rfq-quote-form" onFinish={() => void submit()}>
      {problem && <Alert id={`${formName}-problem`} type="error" showIcon message={problem} className="rfq-form-alert" role="alert" />}
      <h3>{t('rfqQuote.itemsTitle')}</h3>
      <Form.List name="lines">
        {(fields) =>
          fields.map((field, index) => {
            const line = lines[index];
            const included = watched[index]?.include !== false;
            const sample = Boolean(watched[index]?.sample_available);
            return (
              <fieldset key={field.key} className="rfq-quote-line">
                <legend>
                  <Form.Item name={[field.name, 'include']} valuePropName="checked" noStyle>
                    <Checkbox>
                      <strong>{line?.name}</strong> —{' '}
                      {t('rfq.requestedQuantity', { quantity: quantityText(t, line?.quantity ?? 0, line?.unit ?? null, language) })}
                    </Checkbox>
                  </Form.Item>
                </legend>
                {line?.specifications && <p className="rfq-muted">{line.specifications}</p>}
                {included && (
                  <div className="rfq-quote-grid">
                    <Form.Item
                      name={[field.name, 'unit_price']}
                      label={t('rfqQuote.unitPrice', { currency })}
                      required
                      extra={<FeeHint categoryId={categoryId} priceMinor={minorOrUndefined(watched[index]?.unit_price, currency)} currency={currency} />}
                    >
                      <InputNumber min={0} step={0.01} className="rfq-number" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'moq']} label={t('rfqQuote.moq')} required>
                      <InputNumber min={1} precision={0} className="rfq-number" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'lead_time_days']} label={t('rfqQuote.leadTime')} required>
                      <InputNumber min={0} max={365} precision={0} className="rfq-number" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'sample_available']} label={t('rfqQuote.sampleAvailable')} valuePropName="checked">
                      <Switch />
                    </Form.Item>
                    {sample && (
                      <Form.Item name={[field.name, 'sample_price']} label={t('rfqQuote.samplePrice', { currency })}>
                        <InputNumber min={0} step={0.01} className="rfq-number" />
                      </Form.Item>
                    )}
                    <Form.List name={[field.name, 'tiers']}>
                      {(tiers, { add, remove }) => (
                        <div className="rfq-tiers">
                          <span className="rfq-tiers-label">{t('rfqQuote.tiers')}</span>
                          {tiers.map((tier) => (
                            <Space key={tier.key} align="baseline" wrap>
                              <Form.Item name={[tier.name, 'min_quantity']} label={t('rfqQuote.tierFrom')}>
                                <InputNumber min={1} precision={0} className="rfq-number" />
                              </Form.Item>
                              <Form.Item name={[tier.name, 'price']} label={t('rfqQuote.tierPrice', { currency })}>
                                <InputNumber min={0} step={0.01} className="rfq-number" />
                              </Form.Item>
                              <Button
                                type="text"
                                icon={<DeleteOutlined aria-hidden />}
                                aria-label={t('rfqQuote.removeTier')}
                                onClick={() => remove(tier.name)}
                              />
                            </Space>
                          ))}
                          {tiers.length < 10 && (
                            <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={() => add({ min_quantity: null, price: null })}>
                              {t('rfqQuote.addTier')}
                            </Button>
                          )}
                        </div>
                      )}
                    </Form.List>
                  </div>
                )}
              </fieldset>
            );
          })
        }
      </Form.List>
      <h3>{t('rfqQuote.termsTitle')}</h3>
      <div className="rfq-form-grid">
        <Form.Item name="currency" label={t('rfq.currency')} required>
          <Select options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))} />
        </Form.Item>
        <Form.Item name="incoterm" label={t('rfq.incoterm')} required>
          <Select options={INCOTERMS.map((code) => ({ value: code, label: t(`incoterms.${code}`) }))} />
        </Form.Item>
        <Form.Item name="shipping" label={t('rfqQuote.shipping', { currency })}>
          <InputNumber min={0} step={0.01} className="rfq-number" />
        </Form.Item>
        <Form.Item name="valid_until" label={t('rfq.validUntil')} extra={t('rfq.validUntilHelp', { min: VALID_DAYS_MIN, max: VALID_DAYS_MAX })} required>
          <DatePicker disabledDate={disabledDate} className="rfq-number" />
        </Form.Item>
        <Form.Item name="payment_terms" label={t('rfq.paymentTerms')}>
          <Input maxLength={RFQ_TERMS_MAX} />
        </Form.Item>
        <Form.Item name="note" label={t('rfq.note')} className="is-wide">
          <Input.TextArea rows={3} maxLength={RFQ_NOTE_MAX} showCount />
        </Form.Item>
      </div>
      <div className="rfq-form-footer">
        <span>
          {t('rfqQuote.totalAtRequested')} <Money minor={total} currency={currency} />
        </span>
        <Space wrap>
          {onCancel && <Button onClick={onCancel}>{t('rfq.cancelAction')}</Button>}
          <Button type="primary" htmlType="submit" loading={busy}>
            {t(submitLabelKey)}
          </Button>
        </Space>
      </div>
    </Form>
  );
}
