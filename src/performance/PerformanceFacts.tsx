import type { PublicPerformance } from '../contract/performance';
import { useTranslation } from '../i18n';
import { performanceFactParts } from './facts';
import './performance.css';

/**
 * The supplier's performance facts in one line. Plain markup, no antd: it is on the public pages that
 * are rendered on the server.
 */
export function PerformanceFacts({ performance, className }: { performance: PublicPerformance; className?: string }) {
  const { t, i18n } = useTranslation();
  const parts = performanceFactParts(t, performance, i18n.resolvedLanguage ?? 'en');
  if (parts.length === 0) return null;
  return (
    <p className={className ? `performance-facts ${className}` : 'performance-facts'} data-testid="performance-facts">
      <span className="visually-hidden">{t('performanceFacts.label')}: </span>
      {parts.map((part, index) => (
        <span key={part.key} className={part.key === 'newSupplier' ? 'performance-fact is-new' : 'performance-fact'}>
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
