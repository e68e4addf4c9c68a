import { Form, Switch } from 'antd';
import { useTranslation } from '../i18n';
import { NOTIFICATION_GROUPS, type NotificationPreferences } from '../contract/notifications';
import { FormSection, SettingsForm } from '../engine/SettingsForm';
import { useApiData } from '../engine/useApiData';
import { api } from '../providers/http';
import { ErrorState, PageSkeleton } from '../engine/states';

/** "Email me about": one switch per group of notifications, saved together for any signed-in account. */
export function NotificationPreferencesForm() {
  const { t } = useTranslation('notifications');
  const { data, error, reload, setData } = useApiData<NotificationPreferences>('/notifications/preferences');
  const [form] = Form.useForm<NotificationPreferences>();

  if (!data)
    return error ? <ErrorState title={t('notificationSettings.loadFailed')} error={{ message: error, statusCode: 500 }} onRetry={reload} /> : <PageSkeleton />;
  return (
    <SettingsForm<NotificationPreferences, NotificationPreferences>
      form={form}
      initialValues={data}
      submit={(values) => api.put<NotificationPreferences>('/notifications/preferences', { ...data, ...values }, { toast: false })}
      onSaved={setData}
      saveLabel={t('notificationSettings.save')}
    >
      <FormSection title={t('notificationSettings.title')} text={t('notificationSettings.text')}>
        <ul className="notification-preferences">
          {NOTIFICATION_GROUPS.map((group) => (
            <li key={group} className="notification-preference">
              <Form.Item name={group} valuePropName="checked" noStyle>
                <Switch id={`notification-email-${group}`} aria-describedby={`notification-email-${group}-hint`} />
              </Form.Item>
              <label htmlFor={`notification-email-${group}`} className="notification-preference-text">
                <span className="notification-preference-label">{t(`notificationGroups.${group}`)}</span>
                <span id={`notification-email-${group}-hint`} className="notification-preference-hint">
                  {t(`notificationGroupHints.${group}`)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </FormSection>
    </SettingsForm>
  );
}
