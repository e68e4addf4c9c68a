import { CheckOutlined } from '@ant-design/icons';
import { Button, Pagination, Segmented, Select, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATION_GROUPS, notificationGroupOf, type AppNotification, type NotificationGroup } from '../contract/notifications';
import { useApiList } from '../engine/useApiList';
import { EmptyState, ErrorState, TableSkeleton } from '../engine/states';
import { NotificationLine } from './NotificationLine';
import { markNotificationRead, useNotificationFeed } from './store';

export const PAGE_SIZE = 20;

const isGroup = (value: string | null): value is NotificationGroup => NOTIFICATION_GROUPS.includes(value as NotificationGroup);

/**
 * Every notification of the signed-in user, newest first, paginated on the server; all or unread and one
 * group of kinds (both in the URL, with the page). Each row links to its subject and marks itself read.
 * A live notification or a read elsewhere reloads the page shown.
 */
export function NotificationList() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('unread') === 'true';
  const kindParam = params.get('kind');
  const kind = isGroup(kindParam) ? kindParam : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { rows, total, error, loading, reload } = useApiList<AppNotification>('/notifications', {
    page,
    limit: PAGE_SIZE,
    unread: unreadOnly ? 'true' : undefined,
    kind,
  });
  const { version } = useNotificationFeed();
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    reload();
  }, [version, reload]);

  const setQuery = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const emptyText = unreadOnly ? t('notificationsList.noneUnread') : kind ? t('notificationsList.noneOfKind') : t('notificationsArea.empty');

  return (
    <section className="resource-card notification-list-card">
      <div className="notification-filters">
        <Segmented
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(value) => setQuery({ unread: value === 'unread' ? 'true' : null, page: null })}
          options={[
            { value: 'all', label: t('notificationsList.all') },
            { value: 'unread', label: t('notificationsList.unread') },
          ]}
          aria-label={t('notificationsList.filter')}
        />
        <Select<NotificationGroup | 'any'>
          className="notification-kind-select"
          value={kind ?? 'any'}
          onChange={(value) => setQuery({ kind: value === 'any' ? null : value, page: null })}
          aria-label={t('notificationsList.kind')}
          options={[
            { value: 'any', label: t('notificationsList.anyKind') },
            ...NOTIFICATION_GROUPS.map((group) => ({ value: group, label: t(`notificationGroups.${group}`) })),
          ]}
        />
      </div>
      {error && !rows ? (
        <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
      ) : !rows ? (
        <TableSkeleton rows={4} />
      ) : rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <ul className="notification-list" aria-busy={loading}>
          {rows.map((notification) => {
            const isUnread = notification.read_at === null;
            return (
              <li key={notification.id} className="notification-row">
                {notification.link ? (
                  <Link to={notification.link} className="notification-row-link" onClick={() => isUnread && void markNotificationRead(notification.id)}>
                    <NotificationLine notification={notification} />
                  </Link>
                ) : (
                  <span className="notification-row-link">
                    <NotificationLine notification={notification} />
                  </span>
                )}
                <Tag className="notification-kind">{t(`notificationGroups.${notificationGroupOf(notification.kind)}`)}</Tag>
                {isUnread && (
                  <Button
                    size="small"
                    type="text"
                    icon={<CheckOutlined aria-hidden />}
                    onClick={() => void markNotificationRead(notification.id)}
                    aria-label={t('notificationsList.markReadNamed', { title: notification.title })}
                  >
                    {t('notificationsList.markRead')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {total > PAGE_SIZE && (
        <Pagination
          className="notification-pagination"
          current={page}
          pageSize={PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(next) => setQuery({ page: next === 1 ? null : String(next) })}
          showTotal={(count) => t('notificationsList.total', { count })}
        />
      )}
    </section>
  );
}
