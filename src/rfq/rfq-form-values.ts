// The RFQ form's values: their shape, the defaults the form opens with, the API's body made from them,
// and the form field a server field's error belongs on.
import dayjs, { type Dayjs } from 'dayjs';
import { daysAheadUtc, QUOTES_WANTED_DEFAULT, type RfqCreateInput } from '../contract/rfq';
import { toMinor } from '../components/money';
import { namePath } from './name-path';

export interface LineValues {
  product_id?: string | null;
  name?: string;
  quantity?: number | null;
  unit?: string;
  target?: number | null;
  specifications?: string;
}

export interface RfqFormValues {
  title?: string;
  category_id?: string | null;
  lines: LineValues[];
  delivery_country?: string;
  delivery_city?: string;
  incoterm?: string;
  required_by?: Dayjs | null;
  valid_until?: Dayjs | null;
  quotes_wanted?: number | null;
  currency: string;
  payment_terms?: string;
  note?: string;
  visibility: 'open' | 'invited';
  invited_seller_ids: string[];
}

export const EMPTY_LINE: LineValues = { name: '', quantity: null, unit: 'piece', target: null, specifications: '' };

export function defaultRfqValues(): RfqFormValues {
  return {
    lines: [{ ...EMPTY_LINE }],
    incoterm: 'FOB',
    required_by: dayjs(daysAheadUtc(30)),
    valid_until: dayjs(daysAheadUtc(14)),
    quotes_wanted: QUOTES_WANTED_DEFAULT,
    currency: 'USD',
    visibility: 'open',
    invited_seller_ids: [],
  };
}

/** The API's body from the form (amounts into minor units of the chosen currency, dates as days). */
export function rfqPayload(values: RfqFormValues, status: 'draft' | 'open'): RfqCreateInput {
  return {
    title: values.title ?? '',
    category_id: values.category_id ?? '',
    lines: values.lines.map((line) => ({
      ...(line.product_id ? { product_id: line.product_id } : {}),
      name: line.name ?? '',
      quantity: line.quantity as number,
      unit: line.unit as RfqCreateInput['lines'][number]['unit'],
      target_unit_price_minor: line.target === null || line.target === undefined ? null : toMinor(line.target, values.currency),
      specifications: line.specifications ?? '',
    })),
    delivery_country: values.delivery_country ?? '',
    delivery_city: values.delivery_city ?? '',
    incoterm: values.incoterm as RfqCreateInput['incoterm'],
    required_by: values.required_by ? values.required_by.format('YYYY-MM-DD') : '',
    valid_until: values.valid_until ? values.valid_until.format('YYYY-MM-DD') : '',
    quotes_wanted: values.quotes_wanted ?? QUOTES_WANTED_DEFAULT,
    currency: values.currency as RfqCreateInput['currency'],
    payment_terms: values.payment_terms ?? '',
    note: values.note ?? '',
    visibility: values.visibility,
    invited_seller_ids: values.visibility === 'invited' ? values.invited_seller_ids : [],
    status,
  };
}

/** Server field → form field: `lines.0.target_unit_price_minor` → ['lines', 0, 'target']. */
export const rfqFieldPath = (field: string) => namePath(field).map((part) => (part === 'target_unit_price_minor' ? 'target' : part));

/** A date picker's days outside `min` to `max` days ahead (UTC), which it disables. */
export const rangeOf = (min: number, max: number) => (date: Dayjs) => {
  const day = date.format('YYYY-MM-DD');
  return day < daysAheadUtc(min) || day > daysAheadUtc(max);
};
