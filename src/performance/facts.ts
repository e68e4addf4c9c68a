// The supplier's performance facts as buyers read them in one line: "Replies within 3 h · 96% on time ·
// 4.6 ★ (38)", or "New supplier". Shared by catalogue cards, product pages and store pages.
import type { PublicPerformance } from '../contract/performance';
import type { TFunction } from '../i18n';

export interface FactPart {
  key: 'band' | 'replies' | 'onTime' | 'rating' | 'newSupplier';
  /** As shown. */
  text: string;
  /** As a screen reader should say it, when the shown text is terse ("4.6 ★ (38)"). */
  spoken?: string;
}

/**
 * The parts of the line, each fact only when the supplier has enough samples for it. A supplier without
 * a computed score, or with facts only buyers do not see here, gets no parts at all.
 */
export function performanceFactParts(t: TFunction, performance: PublicPerformance, language: string, options: { weakBand?: boolean } = {}): FactPart[] {
  if (!performance) return [];
  const parts: FactPart[] = [];
  // Where space is short (a catalogue card), the band shows only when it warns: below Good.
  if (options.weakBand && isWeakBand(performance.band)) parts.push({ key: 'band', text: t(`performanceFacts.band_${performance.band}`) });
  if (performance.reply_hours !== null)
    parts.push({ key: 'replies', text: t('performanceFacts.replies', { hours: new Intl.NumberFormat(language).format(performance.reply_hours) }) });
  if (performance.on_time_rate !== null) {
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(performance.on_time_rate);
    parts.push({ key: 'onTime', text: t('performanceFacts.onTime', { percent }) });
  }
  if (performance.rating !== null) {
    const rating = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(performance.rating);
    const count = new Intl.NumberFormat(language).format(performance.rating_count);
    parts.push({
      key: 'rating',
      text: t('performanceFacts.rating', { rating, reviews: count }),
      spoken: t('performanceFacts.ratingSpoken', { rating, count: performance.rating_count }),
    });
  }
  if (parts.length === 0 && performance.band === 'new') parts.push({ key: 'newSupplier', text: t('performanceFacts.newSupplier') });
  return parts;
}

/** The bands buyers are warned of: below Good. */
export const isWeakBand = (band: NonNullable<PublicPerformance>['band']): boolean => band === 'needs_attention' || band === 'at_risk';

/** The whole line as text. */
export const performanceFactsText = (t: TFunction, performance: PublicPerformance, language: string): string =>
  performanceFactParts(t, performance, language)
    .map((part) => part.text)
    .join(' · ');
