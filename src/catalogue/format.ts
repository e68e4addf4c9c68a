import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '../components/money';
import { COUNTRIES } from '../contract/constants';

export { formatMoney, formatNumber, minorDigitsOf } from '../components/money';

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

export function unitName(t: TFunction, unit: string | null): string {
  return unit ? t(`units.${unit}`, { defaultValue: unit }).toLowerCase() : '';
}

/** The onboarding form's countries are stored in English: shown in the reader's language. "Other" says nothing, so it is not shown. */
export function countryName(t: TFunction, country: string | null): string | null {
  if (!country || country === 'Other') return null;
  if (!(COUNTRIES as readonly string[]).includes(country)) return country;
  const key = country
    .split(/\s+/)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join('');
  return t(`countries.${key}`, { defaultValue: country });
}
