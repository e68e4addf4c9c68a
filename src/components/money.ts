// Money and numbers in the reader's language, with Intl alone (no dayjs, no zod): light enough for the
// public pages, and the one formatter the seller portal uses too.

import { CURRENCIES, type Currency } from '../contract/catalog-constants';

const INTL_LOCALES: Record<string, string> = { en: 'en-US', hi: 'hi-IN', zh: 'zh-CN' };
export const intlLocale = (language: string): string => INTL_LOCALES[language] ?? 'en-US';

/** Digits after the decimal point of a currency, as ISO 4217 (and Intl) know them: 2 for USD, 0 for JPY. */
export function minorDigitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in integer minor units, in its currency ("US$4.50", "¥1,300"). */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = minorDigitsOf(currency);
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      minor / 10 ** digits,
    );
  } catch {
    // Not an ISO code Intl knows: the amount with the code after it.
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language)).format(value);
}

/** Digits after the decimal point of one of the app's currencies (JPY has none); unknown currencies get 2. */
export function minorDigits(currency: string | null | undefined): number {
  return currency && currency in CURRENCIES ? CURRENCIES[currency as Currency] : 2;
}

export function toMajor(minor: number, currency: string | null | undefined): number {
  return minor / 10 ** minorDigits(currency);
}

/** Major units as typed (12.5) into integer minor units (1250); rounding absorbs float noise such as 0.1 + 0.2. */
export function toMinor(major: number, currency: string | null | undefined): number {
  return Math.round(major * 10 ** minorDigits(currency));
}
