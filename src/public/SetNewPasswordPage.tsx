import { Alert, Button, Form } from 'antd';
import { useNavigate } from 'react-router';
import type { Session } from '../contract/auth';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { sessionStore, useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { AuthLayout } from './AuthLayout';
import { contractRule, revalidateFieldsWithErrors, useServerSubmit } from './forms';
import { logOut } from './logout';
import { PasswordInput } from './PasswordInput';
import { RecoverySteps } from './RecoverySteps';
import './auth.css';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

/**
 * Step 3 of recovery sign-in, shown before anything else while the user must change the password.
 * No current password is asked: the recovery session proves who the user is.
 */
export default function SetNewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email } = useLoginState();
  const [form] = Form.useForm<NewPasswordValues>();
  const { submitting, failed, error, submit } = useServerSubmit(form, ['password']);

  const onFinish = ({ password }: NewPasswordValues) =>
    submit(
      () => api.post<Session>('auth/set-password', { password }, { toast: false }),
      (session, message) => {
        // The server revoked every other session and answered with a fresh token.
        toast.success(translateMessage(message));
        navigate('/', { replace: true });
        sessionStore.setSession(session.token, session.user);
      },
    );

  return (
    <AuthLayout title={t('setPassword.title')}>
      <RecoverySteps current={3} />
      <h1 className="auth-card-title">{t('setPassword.title')}</h1>
      <p className="auth-card-subtitle">{t('setPassword.subtitle')}</p>
      {failed && <Alert type="error" showIcon message={t('setPassword.failed')} description={error ?? undefined} className="form-alert" />}
      <Form<NewPasswordValues>
        form={form}
        name="set-password"
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onValuesChange={revalidateFieldsWithErrors(form)}
        onFinish={onFinish}
        noValidate
      >
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input type="text" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <Form.Item
          name="password"
          label={t('setPassword.password')}
          extra={t('setPassword.passwordHint')}
          rules={[contractRule((c) => c.setPasswordSchema.shape.password)]}
        >
          <PasswordInput autoComplete="new-password" size="large" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('setPassword.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('setPassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('setPassword.mismatch'));
              },
            }),
          ]}
        >
          <PasswordInput autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('setPassword.submit')}
        </Button>
      </Form>
      <p className="auth-alternative">
        <Button type="link" onClick={() => void logOut(navigate)}>
          {t('common.logOut')}
        </Button>
      </p>
    </AuthLayout>
  );
}
