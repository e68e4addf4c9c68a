import type { ReactNode } from 'react';
import './count-badge.css';

export interface CountBadgeProps {
  /** Nothing is shown at 0 (or without a count). */
  count: number | null | undefined;
  /** Above this the pill says "99+". */
  overflowCount?: number;
  className?: string;
  'data-testid'?: string;
  /** What the count sits on, usually an icon. */
  children: ReactNode;
}

/** The pill's text: the count, or `${overflowCount}+` above it; null when there is nothing to show. */
export function countBadgeText(count: number | null | undefined, overflowCount = 99): string | null {
  if (!count || !(count > 0)) return null;
  return count > overflowCount ? `${overflowCount}+` : String(count);
}

/**
 * A count in a small red pill at the top-right corner of its child (antd's small Badge). The pill is
 * hidden from assistive technology ("99+" read alone means little): the control around it says the count
 * in its own text, best in a visually hidden span rather than an aria-label, whose words would then
 * have to contain the pill's (WCAG 2.5.3, label in name).
 */
export function CountBadge({ count, overflowCount = 99, className, 'data-testid': testId, children }: CountBadgeProps) {
  const text = countBadgeText(count, overflowCount);
  return (
    <span className={className ? `count-badge ${className}` : 'count-badge'} data-testid={testId}>
      {children}
      {text && (
        <span className={text.length > 1 ? 'count-badge-count is-wide' : 'count-badge-count'} aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}
