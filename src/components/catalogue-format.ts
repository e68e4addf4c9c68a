import type { TFunction } from '../i18n';
import { formatMoney, formatNumber } from './money';
import type { CatalogueProduct } from '../contract/public-catalog';

/** "US$3.90 – US$4.50", or one price when the range is a single price. */
export function priceRangeText(minMinor: number, maxMinor: number, currency: string, language: string): string {
  const low = formatMoney(minMinor, currency, language);
  return minMinor === maxMinor ? low : `${low} – ${formatMoney(maxMinor, currency, language)}`;
}

/** "100 pieces", "2,000 m²"; a unit the app does not know is shown as it is. */
export function quantityText(t: TFunction, count: number, unit: string | null, language: string): string {
  const formatted = formatNumber(count, language);
  if (!unit) return formatted;
  return t(`unitCount.${unit}`, { count, formatted, defaultValue: `${formatted} ${unit}` });
}

/**
 * Why the product cannot be ordered for now: fewer units available than its minimum order ("Only 40
 * pieces available, below the minimum order of 100 pieces"), or none at all. Null when it can be.
 */
export function stockShortfallText(t: TFunction, product: Pick<CatalogueProduct, 'available_below_moq' | 'moq' | 'unit'>, language: string): string | null {
  const available = product.available_below_moq;
  if (available === null) return null;
  if (available <= 0) return t('catalogue.outOfStock');
  return t('catalogue.stockBelowMoq', {
    available: quantityText(t, available, product.unit, language),
    moq: quantityText(t, product.moq, product.unit, language),
  });
}

export function unitName(t: TFunction, unit: string | null): string {
  return unit ? t(`units.${unit}`, { defaultValue: unit }).toLowerCase() : '';
}
