import { CheckOutlined } from '@ant-design/icons';
import { Button, Pagination, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AppNotification } from '../../contract/buyer';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../../resources/_generic/states';
import { markAllNotificationsRead, markNotificationRead, useBuyerCounts } from '../../shells/buyer/buyer-counts';
import { exactTimeText, relativeTimeText } from '../format';
import { useApiList } from '../useApiList';
import '../buyer-pages.css';

const PAGE_SIZE = 20;

function NotificationText({ notification, language }: { notification: AppNotification; language: string }) {
  return (
    <span className="buyer-notification-text">
      <span className="buyer-notification-title">{notification.title}</span>
      {notification.body && <span className="buyer-notification-body">{notification.body}</span>}
      <time className="buyer-notification-time" dateTime={notification.created_at} title={exactTimeText(notification.created_at, language)}>
        {relativeTimeText(notification.created_at, language)}
      </time>
    </span>
  );
}

/** /notifications: every notification, newest first, all or unread only (in the URL), read one or all. */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === 'true';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { rows, total, error, loading, reload } = useApiList<AppNotification>('/notifications', { page, limit: PAGE_SIZE, unread: unreadOnly ? 'true' : undefined });
  const unread = useBuyerCounts().summary?.unread_notifications ?? 0;
  const [marking, setMarking] = useState(false);

  const setQuery = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const readOne = async (notification: AppNotification) => {
    await markNotificationRead(notification.id);
    reload();
  };

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader
        title={t('buyerShell.notificationsTitle')}
        extra={
          <Button
            icon={<CheckOutlined aria-hidden />}
            disabled={unread === 0}
            loading={marking}
            onClick={async () => {
              setMarking(true);
              await markAllNotificationsRead();
              setMarking(false);
              reload();
            }}
          >
            {t('buyerShell.markAllRead')}
          </Button>
        }
      >
        <p className="form-section-text">{unread ? t('buyerShell.unreadCount', { count: unread }) : t('buyerShell.allRead')}</p>
      </PageHeader>
      <section className="resource-card">
        <Segmented
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(value) => setQuery({ unread: value === 'unread' ? 'true' : null, page: null })}
          options={[
            { value: 'all', label: t('buyerNotifications.all') },
            { value: 'unread', label: t('buyerNotifications.unread') },
          ]}
          aria-label={t('buyerNotifications.filter')}
        />
        {error && !rows ? (
          <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
        ) : !rows ? (
          <TableSkeleton rows={4} />
        ) : rows.length === 0 ? (
          <EmptyState text={unreadOnly ? t('buyerNotifications.noneUnread') : t('buyerShell.noNotifications')} />
        ) : (
          <ul className="buyer-notification-list" aria-busy={loading}>
            {rows.map((notification) => {
              const isUnread = notification.read_at === null;
              const className = isUnread ? 'buyer-notification is-unread' : 'buyer-notification';
              const body = (
                <>
                  <span className="buyer-notification-dot" aria-hidden="true" />
                  <NotificationText notification={notification} language={language} />
                </>
              );
              return (
                <li key={notification.id} className="buyer-notification-row">
                  {notification.link ? (
                    <Link to={notification.link} className={className} onClick={() => isUnread && void markNotificationRead(notification.id)}>
                      {body}
                    </Link>
                  ) : (
                    <span className={className}>{body}</span>
                  )}
                  {isUnread && (
                    <Button size="small" type="text" onClick={() => void readOne(notification)} aria-label={t('buyerNotifications.markReadNamed', { title: notification.title })}>
                      {t('buyerNotifications.markRead')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {total > PAGE_SIZE && (
          <Pagination
            className="buyer-pagination"
            current={page}
            pageSize={PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            onChange={(next) => setQuery({ page: next === 1 ? null : String(next) })}
            showTotal={(count) => t('buyerNotifications.total', { count })}
          />
        )}
      </section>
    </div>
  );
}
