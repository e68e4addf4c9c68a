import { BellOutlined, CheckOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dropdown, type DropdownItem } from '../../components/Dropdown';
import type { AppNotification } from '../../contract/buyer';
import { exactTimeText, relativeTimeText } from '../../resources/_generic/format';
import { markAllNotificationsRead, markNotificationRead } from './buyer-counts';

export interface NotificationsMenuProps {
  latest: readonly AppNotification[];
  unread: number;
  /** Opens a path inside the shell (keeps the sidebar parameters). */
  go: (path: string) => void;
}

/** One notification as a menu item: a dot while unread, the title, the text and when. */
function NotificationLine({ notification }: { notification: AppNotification }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const unread = notification.read_at === null;
  return (
    <span className={unread ? 'buyer-notification is-unread' : 'buyer-notification'}>
      <span className="buyer-notification-dot" aria-hidden="true" />
      <span className="buyer-notification-text">
        <span className="buyer-notification-title">
          {notification.title}
          {unread && <span className="visually-hidden">{` (${t('buyerShell.unread')})`}</span>}
        </span>
        {notification.body && <span className="buyer-notification-body">{notification.body}</span>}
        <time className="buyer-notification-time" dateTime={notification.created_at} title={exactTimeText(notification.created_at, language)}>
          {relativeTimeText(notification.created_at, language)}
        </time>
      </span>
    </span>
  );
}

/**
 * The top bar's notifications dropdown (spec "Buyer shell"): the newest notifications with the unread
 * ones marked, 'Mark all read' and 'View all notifications' (to /notifications). A menu button, so it
 * opens by press, long press and keyboard like every dropdown (spec 4).
 */
export function NotificationsMenu({ latest, unread, go }: NotificationsMenuProps) {
  const { t } = useTranslation();
  const items: DropdownItem[] = [
    ...latest.map(
      (notification): DropdownItem => ({
        key: `notification:${notification.id}`,
        label: <NotificationLine notification={notification} />,
        onSelect: () => {
          if (notification.read_at === null) void markNotificationRead(notification.id);
          go(notification.link ?? '/notifications');
        },
      }),
    ),
    ...(latest.length ? [{ key: 'divider', type: 'divider' } as const] : []),
    { key: 'mark-all-read', label: t('buyerShell.markAllRead'), icon: <CheckOutlined />, disabled: unread === 0, onSelect: () => void markAllNotificationsRead() },
    { key: 'view-all', label: t('buyerShell.viewAllNotifications'), icon: <UnorderedListOutlined />, onSelect: () => go('/notifications') },
  ];
  return (
    <Dropdown
      items={items}
      className="buyer-notifications-menu"
      triggerClassName="header-icon-button"
      triggerLabel={unread ? t('buyerShell.notificationsUnread', { count: unread }) : t('buyerShell.notificationsTitle')}
      menuLabel={t('buyerShell.notificationsTitle')}
      header={
        <div className="buyer-notifications-head">
          <strong>{t('buyerShell.notificationsTitle')}</strong>
          <span>{unread ? t('buyerShell.unreadCount', { count: unread }) : t('buyerShell.allRead')}</span>
          {latest.length === 0 && <p className="buyer-notifications-empty">{t('buyerShell.noNotifications')}</p>}
        </div>
      }
    >
      <Badge count={unread} size="small" overflowCount={99} className="seller-notification-badge">
        <BellOutlined aria-hidden />
      </Badge>
    </Dropdown>
  );
}
