import { LogoutOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { setPasswordSchema, type Session } from '../../contract/auth';
import { authMessages } from '../../contract/messages';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { purgeSession, sessionStore } from '../../providers/session';
import { zodRule } from '../../engine/rules';
import { PageHeader } from '../../engine/states';
import { FormSection, SettingsForm } from '../../engine/SettingsForm';
import '../buyer-pages.css';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

/**
 * /account/security: change the password (the contract's rules; the server ends every other session
 * and answers a fresh token for this one) and sign out of every device.
 */
export default function AccountSecurityPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [form] = Form.useForm<PasswordValues>();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const signOutEverywhere = async () => {
    const result = await api.post<null>('/auth/logout-all', undefined, { toast: true });
    if (!result.success) return;
    // This session was one of them: the stored state goes too.
    purgeSession();
    navigate('/', { replace: true });
  };

  return (
    <div className="resource-page buyer-settings-page">
      <PageHeader title={t('buyerAccount.securityTitle')}>
        <p className="form-section-text">{t('buyerAccount.securityIntro')}</p>
      </PageHeader>
      <SettingsForm<PasswordValues, Session>
        form={form}
        initialValues={{}}
        resetAfterSave
        submit={(values) => api.post<Session>('/auth/set-password', { currentPassword: values.currentPassword, password: values.password }, { toast: false })}
        onSaved={(session) => sessionStore.setSession(session.token, session.user)}
        saveLabel={t('buyerAccount.changePassword')}
      >
        <FormSection title={t('buyerAccount.passwordTitle')} text={t('buyerAccount.passwordText')}>
          <div className="form-grid">
            <Form.Item
              name="currentPassword"
              label={t('buyerAccount.currentPassword')}
              required
              rules={[{ required: true, message: translateMessage(authMessages.currentPasswordRequired) }]}
            >
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <div aria-hidden="true" className="form-grid-spacer" />
            <Form.Item
              name="password"
              label={t('buyerAccount.newPassword')}
              extra={t('setPassword.passwordHint')}
              required
              rules={[zodRule(setPasswordSchema.shape.password)]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="confirm"
              label={t('setPassword.confirm')}
              dependencies={['password']}
              required
              rules={[
                { required: true, message: t('setPassword.confirmRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: unknown) => {
                    if (value && value !== getFieldValue('password')) throw new Error(t('setPassword.mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </div>
        </FormSection>
      </SettingsForm>

      <FormSection title={t('buyerAccount.devicesTitle')} text={t('buyerAccount.devicesText')}>
        <Button danger icon={<LogoutOutlined aria-hidden />} onClick={() => setConfirmOpen(true)}>
          {t('buyerAccount.signOutEverywhere')}
        </Button>
      </FormSection>

      <ConfirmDialog
        open={confirmOpen}
        title={t('buyerAccount.signOutEverywhereTitle')}
        description={t('buyerAccount.signOutEverywhereText')}
        onConfirm={signOutEverywhere}
        onClose={() => setConfirmOpen(false)}
      />
    </div>
  );
}
