import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import './skeleton.css';

/** One shimmering grey bar; `is-title`, `is-line`, `is-square` and `is-field` shape it (skeleton.css). */
export function SkeletonBar({ className }: { className?: string }) {
  return <span className={['skeleton-bar', className].filter(Boolean).join(' ')} />;
}

/**
 * Grey lines where text will be, optionally under a title bar, then any other bars (`children`): busy to
 * assistive technology, which hears "Loading…". `app-skeleton` is what the end-to-end tests wait to see gone.
 */
export function TextSkeleton({ lines, title = false, className, children }: { lines: number; title?: boolean; className?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={['app-skeleton', className].filter(Boolean).join(' ')} aria-busy="true">
      <span className="visually-hidden">{t('resources.loading')}</span>
      <div className="skeleton-lines" aria-hidden="true">
        {title && <SkeletonBar className="is-title" />}
        {Array.from({ length: lines }, (_, index) => (
          <SkeletonBar key={index} className="is-line" />
        ))}
      </div>
      {children && <div aria-hidden="true">{children}</div>}
    </div>
  );
}
