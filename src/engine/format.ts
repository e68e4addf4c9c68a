// Money and times as the seller reads them: Intl currency formats in the record's currency from
// integer minor units, and dayjs dates in the user's language, relative while recent.
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { CURRENCIES, type Currency } from '../contract/catalog-constants';
import { intlLocale } from '../components/money';

export { formatMoney, formatNumber, intlLocale } from '../components/money';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

// Hindi's and Chinese month and day names load with the language (theme.ts), not with every list.
const DAYJS_LOCALES: Record<string, string> = { en: 'en', hi: 'hi', zh: 'zh-cn' };
const dayjsLocale = (language: string): string => DAYJS_LOCALES[language] ?? 'en';

/** Digits after the decimal point of a currency (JPY has none); unknown currencies get 2. */
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

/** Within this many days a time reads "3 hours ago"; older ones show the date. */
const RECENT_DAYS = 7;

export function relativeTimeText(iso: string, language: string, now: number = Date.now()): string {
  const time = dayjs(iso).locale(dayjsLocale(language));
  if (Math.abs(now - time.valueOf()) < RECENT_DAYS * 86_400_000) return time.from(now);
  // Older: the date, without the year while it is this year's (short enough for a table column).
  const thisYear = time.year() === dayjs(now).year();
  return new Intl.DateTimeFormat(intlLocale(language), thisYear ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' }).format(time.toDate());
}

export function exactTimeText(iso: string, language: string): string {
  return dayjs(iso).locale(dayjsLocale(language)).format('LLL');
}

export function dateText(iso: string, language: string): string {
  return dayjs(iso).locale(dayjsLocale(language)).format('ll');
}
