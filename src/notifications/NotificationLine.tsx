import type { AppNotification } from '../contract/notifications';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { useTranslation } from '../i18n';

/** One notification: a dot while unread, the title, the text and when. */
export function NotificationLine({ notification }: { notification: AppNotification }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const unread = notification.read_at === null;
  return (
    <span className={unread ? 'app-notification is-unread' : 'app-notification'}>
      <span className="app-notification-dot" aria-hidden="true" />
      <span className="app-notification-text">
        <span className="app-notification-title">
          {notification.title}
          {unread && <span className="visually-hidden">{` (${t('notificationsArea.unread')})`}</span>}
        </span>
        {notification.body && <span className="app-notification-body">{notification.body}</span>}
        <time className="app-notification-time" dateTime={notification.created_at} title={exactTimeText(notification.created_at, language)}>
          {relativeTimeText(notification.created_at, language)}
        </time>
      </span>
    </span>
  );
}
