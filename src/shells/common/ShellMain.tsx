import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { PageErrorBoundary } from '../../components/PageErrorBoundary';

function PageSkeleton() {
  return (
    <div className="seller-page-skeleton" aria-busy="true">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 6 }} />
    </div>
  );
}

/**
 * The main area of every shell: the page, a skeleton while its code loads, and an error boundary
 * that keeps the shell around a page that fails (the chunk's download included).
 */
export function ShellMain({ id, titleId, home, className = 'seller-main', children }: { id: string; titleId: string; home: string; className?: string; children: ReactNode }) {
  return (
    <main id={id} className={className} tabIndex={-1} aria-labelledby={titleId}>
      <PageErrorBoundary home={home}>
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </PageErrorBoundary>
    </main>
  );
}
