import { CheckOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../engine/states';
import { NotificationList } from './NotificationList';
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { markAllNotificationsRead, useNotificationFeed } from './store';
import './notifications.css';
import './notifications-page.css';

const SETTINGS_PATH = '/notifications/settings';

/**
 * /notifications (every notification, filters in the URL) and /notifications/settings ("Email me
 * about"), for sellers and buyers alike, inside their shell.
 */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const settings = pathname === SETTINGS_PATH;
  const { unread } = useNotificationFeed();
  const [marking, setMarking] = useState(false);

  return (
    <div className="resource-page notifications-page">
      <PageHeader
        title={t('notificationsArea.title')}
        extra={
          settings ? undefined : (
            <Button
              icon={<CheckOutlined aria-hidden />}
              disabled={!unread}
              loading={marking}
              onClick={async () => {
                setMarking(true);
                await markAllNotificationsRead();
                setMarking(false);
              }}
            >
              {t('notificationsArea.markAllRead')}
            </Button>
          )
        }
      >
        <p className="form-section-text">{unread ? t('notificationsArea.unreadCount', { count: unread }) : t('notificationsArea.allRead')}</p>
      </PageHeader>
      <Tabs
        className="notifications-tabs"
        activeKey={settings ? 'settings' : 'list'}
        onChange={(key) => navigate(key === 'settings' ? { pathname: SETTINGS_PATH, search } : { pathname: '/notifications', search })}
        aria-label={t('notificationsList.sections')}
        items={[
          { key: 'list', label: t('notificationsList.listTab') },
          { key: 'settings', label: t('notificationsList.settingsTab') },
        ]}
      />
      {settings ? <NotificationPreferencesForm /> : <NotificationList />}
    </div>
  );
}
