import { ArrowLeftOutlined, ExclamationCircleFilled, FileSearchOutlined, InboxOutlined, ReloadOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { Button } from '../components/Button';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Remote } from '../ssr/useRemote';
import { translateMessage, useTranslation } from '../i18n';
import { SkeletonBar, TextSkeleton } from '../components/Skeleton';
import './states.css';
import './page.css';

export function PageHeader({
  title,
  back,
  extra,
  children,
}: {
  title: ReactNode;
  back?: { to: string; label: string };
  extra?: ReactNode;
  children?: ReactNode;
}) {
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

/** What would be here, and the action that fills it (antd's Empty without its illustration code). */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="resource-empty empty-state">
      <InboxOutlined className="empty-state-icon" aria-hidden />
      <p className="empty-state-text">{text}</p>
      {action && <div className="empty-state-action">{action}</div>}
    </div>
  );
}

/** Rows of grey bars where the table will be: a square (a picture) and a line each. */
export function TableSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="table-skeleton app-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('resources.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="skeleton-row" aria-hidden="true">
          <SkeletonBar className="is-square" />
          <SkeletonBar className="is-line" />
        </div>
      ))}
    </div>
  );
}

/** A title and eight lines of text where a form or a record will be. */
export function PageSkeleton() {
  return <TextSkeleton lines={8} title className="resource-card page-skeleton" />;
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
