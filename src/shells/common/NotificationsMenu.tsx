import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import UnorderedListOutlined from '@ant-design/icons-svg/es/asn/UnorderedListOutlined';
import { Icon } from '../../components/Icon';
import { useTranslation } from '../../i18n';
import { CountBadge } from '../../components/CountBadge';
import { Dropdown, type DropdownItem } from '../../components/Dropdown';
import { markAllNotificationsRead, markNotificationRead, useLiveNotifications, useNotificationFeed } from '../../notifications/store';
import { NotificationLine } from '../../notifications/NotificationLine';
import '../../notifications/notifications.css';

export interface NotificationsMenuProps {
  /** Opens a path inside the shell (keeps the sidebar parameters). */
  go: (path: string) => void;
}

/**
 * The top bar's notifications button of both shells: the live unread count on the bell, and a dropdown
 * with the newest notifications, 'Mark all read' and 'View all notifications' (to /notifications). It
 * keeps the feed live while mounted (one per shell). A menu button, so it opens by press, long press
 * and keyboard like every dropdown (spec 4).
 */
export function NotificationsMenu({ go }: NotificationsMenuProps) {
  const { t } = useTranslation();
  useLiveNotifications();
  const { unread: count, latest } = useNotificationFeed();
  const unread = count ?? 0;
  const items: DropdownItem[] = [
    ...latest.map((notification): DropdownItem => ({
      key: `notification:${notification.id}`,
      label: <NotificationLine notification={notification} />,
      onSelect: () => {
        if (notification.read_at === null) void markNotificationRead(notification.id);
        go(notification.link ?? '/notifications');
      },
    })),
    ...(latest.length ? [{ key: 'divider', type: 'divider' } as const] : []),
    {
      key: 'mark-all-read',
      label: t('notificationsArea.markAllRead'),
      icon: <Icon svg={CheckOutlined} aria-hidden />,
      disabled: unread === 0,
      onSelect: () => void markAllNotificationsRead(),
    },
    { key: 'view-all', label: t('notificationsArea.viewAll'), icon: <Icon svg={UnorderedListOutlined} aria-hidden />, onSelect: () => go('/notifications') },
  ];
  return (
    <Dropdown
      items={items}
      className="notifications-menu"
      triggerClassName="header-icon-button"
      menuLabel={t('notificationsArea.title')}
      header={
        <div className="notifications-menu-head">
          <strong>{t('notificationsArea.title')}</strong>
          <span>{unread ? t('notificationsArea.unreadCount', { count: unread }) : t('notificationsArea.allRead')}</span>
          {latest.length === 0 && <p className="notifications-menu-empty">{t('notificationsArea.empty')}</p>}
        </div>
      }
    >
      <CountBadge count={unread} overflowCount={99} className="portal-notification-badge" data-testid="notification-badge">
        <Icon svg={BellOutlined} aria-hidden />
      </CountBadge>
      {/* Its name as text, not an aria-label: the name then holds whatever the button shows (label in name). */}
      <span className="visually-hidden">{unread ? t('notificationsArea.bellUnread', { count: unread }) : t('notificationsArea.title')}</span>
    </Dropdown>
  );
}
