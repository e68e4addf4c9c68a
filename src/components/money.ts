// Money and numbers in the reader's language, with Intl alone (no dayjs, no zod): light enough for the
// public pages, and the one formatter the seller portal uses too.

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
