// Times as people read them: dayjs dates in the user's language, relative while recent. (Money and
// numbers are in money.ts, which the public pages use without dayjs.)
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { intlLocale } from './money';

dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

// Hindi's and Chinese month and day names load with the language (theme.ts), not with every list.
const DAYJS_LOCALES: Record<string, string> = { en: 'en', hi: 'hi', zh: 'zh-cn' };
const dayjsLocale = (language: string): string => DAYJS_LOCALES[language] ?? 'en';

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

/**
 * The calendar day a UTC-midnight timestamp names (a payout run's day): read as that day wherever the
 * reader is, not as the evening before west of Greenwich.
 */
export function utcDayText(iso: string, language: string): string {
  return dateText(iso.slice(0, 10), language);
}
