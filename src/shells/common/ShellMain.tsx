import { Suspense, type ReactNode } from 'react';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';
import { TextSkeleton } from '../../components/Skeleton';

/**
 * The main area of every shell: the page, a skeleton while its code loads, and an error boundary
 * that keeps the shell around a page that fails (the chunk's download included).
 */
export function ShellMain({
  id,
  titleId,
  home,
  className = 'portal-main',
  children,
}: {
  id: string;
  titleId: string;
  home: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main id={id} className={className} tabIndex={-1} aria-labelledby={titleId}>
      <PageErrorBoundary home={home}>
        <Suspense fallback={<TextSkeleton lines={6} title className="portal-page-skeleton" />}>{children}</Suspense>
      </PageErrorBoundary>
    </main>
  );
}
