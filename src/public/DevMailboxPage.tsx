import { LinkOutlined, MailOutlined, MessageOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Pagination, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage, translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import NotFoundPage from './NotFoundPage';
import { PageFrame } from './PageFrame';
import './mailbox.css';
import './auth.css';

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

type MailboxState =
  | { status: 'loading' }
  | { status: 'ready'; items: OutboxMessage[]; total: number; loadedAt: number }
  | { status: 'error'; message: string }
  | { status: 'absent' };

const PAGE_SIZE = 20;

/**
 * Links in messages point at the app's configured address (for example http://localhost:3000), which
 * may differ from where this page runs; following the path keeps the visitor in this app.
 */
function toAppPath(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}

/** "5 minutes ago" (relative to when the list was loaded) in the visitor's language, exact time on hover. */
function RelativeTime({ iso, now }: { iso: string; now: number }) {
  const date = new Date(iso);
  const language = currentLanguage();
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ];
  const [unit, size] = units.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(Math.round(seconds / size), unit);
  const exact = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
  return (
    <time dateTime={iso} title={exact}>
      {relative}
    </time>
  );
}

/**
 * /dev/mailbox: the outbox of a development server (newest first). A production build shows the
 * page only when the server answers, which it never does in production.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<MailboxState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void api.publicGet<OutboxMessage[]>('/dev/outbox', { toast: false, query: { page, limit: PAGE_SIZE } }).then((result) => {
      if (cancelled) return;
      if (result.success) setState({ status: 'ready', items: result.data, total: result.total ?? result.data.length, loadedAt: Date.now() });
      else if (!import.meta.env.DEV) setState({ status: 'absent' });
      else setState({ status: 'error', message: translateMessage(result.message) });
    });
    return () => {
      cancelled = true;
    };
  }, [page, reloads]);

  // New mail usually arrives while the visitor is in another tab (signing up, asking for a code).
  useEffect(() => {
    const onFocus = () => setReloads((n) => n + 1);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, []);

  if (state.status === 'absent') return <NotFoundPage />;

  return (
    <PageFrame title={t('mailbox.title')}>
      <div className="container">
        <div className="mailbox-header">
          <div>
            <h1>{t('mailbox.title')}</h1>
            <p>{t('mailbox.subtitle')}</p>
          </div>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => setReloads((n) => n + 1)}>
            {t('mailbox.refresh')}
          </Button>
        </div>

        {state.status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            message={t('mailbox.loadFailed')}
            description={state.message}
            action={<Button onClick={() => setReloads((n) => n + 1)}>{t('common.tryAgain')}</Button>}
          />
        )}
        {state.status === 'ready' && state.items.length === 0 && <Empty description={t('mailbox.empty')} />}
        {state.status === 'ready' && state.items.length > 0 && (
          <>
            <ul className="mailbox-list">
              {state.items.map((message) => (
                <li key={message.id} className="mailbox-item">
                  <div className="mailbox-meta">
                    <Tag icon={message.channel === 'email' ? <MailOutlined aria-hidden /> : <MessageOutlined aria-hidden />}>
                      {message.channel === 'email' ? t('mailbox.email') : t('mailbox.sms')}
                    </Tag>
                    <span>
                      {t('mailbox.to')}: <strong>{message.to}</strong>
                    </span>
                    <RelativeTime iso={message.createdAt} now={state.loadedAt} />
                  </div>
                  {message.subject && <h2 className="mailbox-subject">{message.subject}</h2>}
                  {/* The text as sent; its links are listed below once each, as links into this app. */}
                  <pre className="mailbox-text">{message.text}</pre>
                  {message.links.length > 0 && (
                    <ul className="mailbox-links" aria-label={t('mailbox.links')}>
                      {message.links.map((link) => {
                        const path = toAppPath(link);
                        return (
                          <li key={link}>
                            {path && (
                              <Link className="link-button is-secondary" to={path}>
                                <LinkOutlined aria-hidden /> {path}
                              </Link>
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
            {state.total > PAGE_SIZE && <Pagination current={page} pageSize={PAGE_SIZE} total={state.total} onChange={setPage} showSizeChanger={false} />}
          </>
        )}
        <div className="spaced-top" />
      </div>
    </PageFrame>
  );
}
