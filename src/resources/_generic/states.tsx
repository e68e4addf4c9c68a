import { ArrowLeftOutlined, ExclamationCircleFilled, FileSearchOutlined, ReloadOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Remote } from '../../catalogue/useRemote';
import { translateMessage, useTranslation } from '../../i18n';

export function PageHeader({ title, back, extra, children }: { title: ReactNode; back?: { to: string; label: string }; extra?: ReactNode; children?: ReactNode }) {
  return (
    <header className="resource-header">
      {back && (
        <Link to={back.to} className="resource-back">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      )}
      <div className="resource-header-row">
        <div className="resource-header-title">
          <h1>{title}</h1>
          {children}
        </div>
        {extra && <div className="resource-header-actions">{extra}</div>}
      </div>
    </header>
  );
}

/**
 * A page-sized state: an icon, a title, a line of text and what to do. antd's Result would do, but it
 * brings its three illustrations (about 10 KB gzipped) to every page that might show one.
 */
function StatePanel({ icon, tone, title, text, action }: { icon: ReactNode; tone: 'warning' | 'neutral'; title: string; text: string; action: ReactNode }) {
  return (
    <div className="state-panel">
      <div className={`state-panel-icon is-${tone}`} aria-hidden>
        {icon}
      </div>
      <h2 className="state-panel-title">{title}</h2>
      <p className="state-panel-text">{text}</p>
      <div className="state-panel-action">{action}</div>
    </div>
  );
}

/** What went wrong, in the server's words (translated), and a way to try again. */
export function ErrorState({ error, onRetry, title }: { error: HttpError | null | undefined; onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon={<ExclamationCircleFilled />}
      tone="warning"
      title={title ?? t('resources.loadFailed')}
      text={error?.message ? translateMessage(error.message) : t('resources.loadFailedText')}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      }
    />
  );
}

export function NotFoundState({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatePanel
      icon={<FileSearchOutlined />}
      tone="neutral"
      title={t('resources.notFound')}
      text={t('resources.notFoundText')}
      action={
        <Button type="primary" onClick={() => navigate(backTo)}>
          {backLabel}
        </Button>
      }
    />
  );
}

export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty className="resource-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      {action}
    </Empty>
  );
}

/** Rows of grey bars where the table will be. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className="table-skeleton" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} active avatar={{ shape: 'square', size: 40 }} title={false} paragraph={{ rows: 1, width: '100%' }} />
      ))}
    </div>
  );
}

export function PageSkeleton() {
  return (
    <div className="resource-card" aria-busy="true">
      <Skeleton active title={{ width: '35%' }} paragraph={{ rows: 8 }} />
    </div>
  );
}

/**
 * What a record page loaded with useRemote shows until its record is there: the skeleton under its
 * list's name, the list's not-found screen on a 404, or the error with Try again. Render it while
 * `remote.result?.success` is not true.
 */
export function RecordPageFallback({ remote, back }: { remote: Remote<unknown>; back: { to: string; label: string } }) {
  const { result, retry } = remote;
  if (!result) {
    return (
      <div className="resource-page">
        <PageHeader title={back.label} back={back} />
        <PageSkeleton />
      </div>
    );
  }
  if (!result.success && result.status === 404) return <NotFoundState backTo={back.to} backLabel={back.label} />;
  return <ErrorState error={result.success ? null : { message: result.message, statusCode: result.status }} onRetry={retry} />;
}
