import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Session } from '../contract/auth';
import { api } from '../providers/http';
import { sessionStore } from '../providers/session';
import { AuthLayout } from './AuthLayout';
import { contractRule, revalidateFieldsWithErrors, useServerSubmit } from './forms';
import { PasswordInput } from './PasswordInput';
import { returnPathFrom } from './sign-in-return';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const { submitting, error, submit } = useServerSubmit(form, FIELDS);

  const onFinish = (values: LoginValues) =>
    submit(
      () => api.publicPost<Session>('auth/login', { email: values.email.trim(), password: values.password }, { toast: false }),
      (session) => {
        // Both updates land in one render: the URL changes as the authenticated route set takes over.
        navigate(returnPathFrom(location.search), { replace: true });
        sessionStore.setSession(session.token, session.user);
      },
    );

  return (
    <AuthLayout title={t('login.title')}>
      <h1 className="auth-card-title">{t('login.title')}</h1>
      <p className="auth-card-subtitle">{t('login.subtitle')}</p>
      {error && <Alert type="error" showIcon message={t('login.failed')} description={error} className="form-alert" />}
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        onValuesChange={revalidateFieldsWithErrors(form)}
        onFinish={onFinish}
        noValidate
      >
        <Form.Item name="email" label={t('login.email')} rules={[contractRule((c) => c.loginSchema.shape.email)]}>
          <Input type="email" inputMode="email" autoComplete="username" autoCapitalize="none" spellCheck={false} size="large" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[contractRule((c) => c.loginSchema.shape.password)]}>
          <PasswordInput autoComplete="current-password" size="large" />
        </Form.Item>
        <div className="auth-row-end">
          <Link to="/recovery-login">{t('login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form>
      <p className="auth-alternative">
        {t('login.noAccount')} <Link to="/signup">{t('login.createAccount')}</Link>
      </p>
    </AuthLayout>
  );
}
