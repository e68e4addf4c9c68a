import type { PublicPerformance } from '../contract/performance';
import { useTranslation } from '../i18n';
import { performanceFactParts } from './facts';
import './performance.css';

/**
 * The supplier's performance facts in one line. Plain markup, no antd: it is on the public pages that
 * are rendered on the server.
 */
export function PerformanceFacts({ performance, className, weakBand }: { performance: PublicPerformance; className?: string; weakBand?: boolean }) {
  const { t, i18n } = useTranslation();
  const parts = performanceFactParts(t, performance, i18n.resolvedLanguage ?? 'en', { weakBand });
  if (parts.length === 0) return null;
  return (
    <p className={className ? `performance-facts ${className}` : 'performance-facts'} data-testid="performance-facts">
      <span className="visually-hidden">{t('performanceFacts.label')}: </span>
      {parts.map((part, index) => (
        <span
          key={part.key}
          className={`performance-fact${part.key === 'newSupplier' ? ' is-new' : ''}${part.key === 'band' ? ` performance-band is-${performance?.band}` : ''}`}
        >
          {index > 0 && (
            <span className="performance-fact-separator" aria-hidden>
              {' · '}
            </span>
          )}
          {part.spoken ? (
            <>
              <span aria-hidden>{part.text}</span>
              <span className="visually-hidden">{part.spoken}</span>
            </>
          ) : (
            part.text
          )}
        </span>
      ))}
    </p>
  );
}

/**
 * Under a product's title: the product's own rating (its reviews) and the supplier's score band, always
 * (a card shows the band only below Good). Plain markup: the product page is rendered on the server.
 */
export function PerformanceHeadline({ rating, performance }: { rating: { average: number | null; count: number }; performance: PublicPerformance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const stars =
    rating.count > 0 && rating.average !== null
      ? new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating.average)
      : null;
  if (!stars && !performance) return null;
  return (
    <p className="performance-headline" data-testid="performance-headline">
      {stars && (
        <span className="performance-headline-rating">
          <span aria-hidden>{t('performanceFacts.rating', { rating: stars, reviews: new Intl.NumberFormat(language).format(rating.count) })}</span>
          <span className="visually-hidden">{t('performanceFacts.ratingSpoken', { rating: stars, count: rating.count })}</span>
        </span>
      )}
      {performance && (
        <span className={`performance-band is-${performance.band}`}>
          <span className="visually-hidden">{t('performanceFacts.bandLabel')}: </span>
          {t(`performanceFacts.band_${performance.band}`)}
        </span>
      )}
    </p>
  );
}
