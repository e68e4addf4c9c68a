import { Alert, Button, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Session } from '../contract/auth';
import { translateMessage } from '../i18n';
import { api } from '../providers/http';
import { sessionStore } from '../providers/session';
import { AuthLayout } from './AuthLayout';
import { applyServerErrors, contractRule, revalidateFieldsWithErrors } from './forms';
import { PasswordInput } from './PasswordInput';

interface LoginValues {
  email: string;
  password: string;
}

const FIELDS = ['email', 'password'] as const;

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: pressing Enter twice before the re-render must not send two requests.
  const inFlight = useRef(false);

  const onFinish = async (values: LoginValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const result = await api.publicPost<Session>('auth/login', { email: values.email.trim(), password: values.password }, { toast: false });
    if (!result.success) {
      inFlight.current = false;
      setSubmitting(false);
      applyServerErrors(form, result.errors, FIELDS);
      setError(translateMessage(result.message));
      return;
    }
    // Both updates land in one render: the URL becomes '/' as the authenticated route set takes over.
    navigate('/', { replace: true });
    sessionStore.setSession(result.data.token, result.data.user);
  };

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
