// Products as the seller portal shows and edits them: value sets, the conversion between the API's
// integer minor units and the form's major units, and the payload the form sends.
import { CURRENCY_CODES, PRODUCT_STATUSES, publishProblems, specificationProblems, STOCK_STATES, tierProblems, UNITS } from '../../contract/catalog-constants';
import type { Product, ProductCreateFields, ProductFields } from '../../contract/catalog';
import { toMajor, toMinor } from '../../components/money';
import type { ValueSet } from '../../engine/types';

export const PRODUCT_STATUS: ValueSet = { values: PRODUCT_STATUSES, labelPrefix: 'productStatus', tones: { draft: 'default', published: 'success' } };
export const STOCK_STATE: ValueSet = { values: STOCK_STATES, labelPrefix: 'stockState', tones: { in_stock: 'green', low_stock: 'gold', out_of_stock: 'red' } };
export const UNIT: ValueSet = { values: UNITS, labelPrefix: 'units' };
export const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

/** A price tier as the form holds it: the price in major units. */
export interface TierRow {
  min_quantity?: number | null;
  price?: number | null;
}

export interface SpecificationRow {
  key?: string;
  value?: string;
}

/** The product form's values. */
export interface ProductFormValues {
  name?: string;
  sku?: string;
  category_id?: string | null;
  description?: string;
  currency?: string;
  price?: number | null;
  moq?: number | null;
  unit?: string | null;
  price_tiers?: TierRow[];
  lead_time_days?: number | null;
  specifications?: SpecificationRow[];
  /** A new product's units on hand (create only). */
  opening_stock?: number | null;
}

export const PRODUCT_DEFAULTS: ProductFormValues = { currency: 'USD', moq: 1, price_tiers: [], specifications: [] };

export function productToForm(product: Product): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku,
    category_id: product.category_id,
    description: product.description,
    currency: product.currency,
    price: product.price_minor === null ? null : toMajor(product.price_minor, product.currency),
    moq: product.moq,
    unit: product.unit,
    price_tiers: product.price_tiers.map((tier) => ({ min_quantity: tier.min_quantity, price: toMajor(tier.price_minor, product.currency) })),
    lead_time_days: product.lead_time_days,
    specifications: product.specifications.map((spec) => ({ ...spec })),
  };
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The form's values as the API takes them: money in minor units of the chosen currency. Every tier
 * and specification row is sent, blank or not, so that a problem the server finds in row 2 is
 * shown on row 2 of the form. A new product (`create`) also sends its opening stock when one is given.
 */
export function productPayload(values: ProductFormValues, { create = false }: { create?: boolean } = {}): Partial<ProductCreateFields> {
  const currency = values.currency ?? 'USD';
  const price = numberOrNull(values.price);
  const lead = numberOrNull(values.lead_time_days);
  const moq = numberOrNull(values.moq);
  return {
    name: text(values.name),
    sku: text(values.sku),
    category_id: values.category_id || null,
    description: text(values.description),
    currency: currency as ProductFields['currency'],
    price_minor: price === null ? null : toMinor(price, currency),
    ...(moq === null ? {} : { moq }),
    ...(values.unit ? { unit: values.unit as ProductFields['unit'] } : {}),
    price_tiers: (values.price_tiers ?? []).map((tier) => ({
      min_quantity: numberOrNull(tier?.min_quantity) ?? 0,
      price_minor: toMinor(numberOrNull(tier?.price) ?? 0, currency),
    })),
    lead_time_days: lead,
    specifications: (values.specifications ?? []).map((spec) => ({ key: text(spec?.key), value: text(spec?.value) })),
    ...(create && numberOrNull(values.opening_stock) !== null ? { opening_stock: numberOrNull(values.opening_stock)! } : {}),
  };
}

/** Tier order and duplicate specifications, by server field name: shown live while editing. */
export function productCrossProblems(payload: Partial<ProductFields>): Record<string, string> {
  return { ...tierProblems(payload), ...specificationProblems(payload.specifications) };
}

/** What publishing still needs, by server field name. */
export function missingToPublish(payload: Partial<ProductFields>, product: Product | undefined): Record<string, string> {
  return publishProblems({ ...payload, image_count: product?.images.length ?? 0 });
}

/** The lowest price a buyer can reach: the last tier's, else the base price. */
export function priceRange(product: Pick<Product, 'price_minor' | 'price_tiers'>): { from: number; to: number } | null {
  if (product.price_minor === null) return null;
  const prices = [product.price_minor, ...product.price_tiers.map((tier) => tier.price_minor)];
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

/** The form's price in minor units, for the schema (which checks minor units, as the server does). */
export const priceToMinor = (value: unknown, getFieldValue: (name: string) => unknown): unknown =>
  typeof value === 'number' ? toMinor(value, String(getFieldValue('currency') ?? 'USD')) : value;
