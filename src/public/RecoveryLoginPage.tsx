import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Session } from '../contract/auth';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { sessionStore } from '../providers/session';
import { toast } from '../providers/toast';
import { AuthLayout } from './AuthLayout';
import { applyServerErrors, contractRule, revalidateFieldsWithErrors } from './forms';
import { RecoverySteps } from './RecoverySteps';
import './auth.css';

const RESEND_COOLDOWN_SECONDS = 30;

/** Seconds left before another code may be requested; ticks once a second while positive. */
function useCooldown(): [number, () => void] {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const start = () => {
    const startedAt = Date.now();
    setNow(startedAt);
    setUntil(startedAt + RESEND_COOLDOWN_SECONDS * 1000);
  };
  return [left, start];
}

/**
 * Recovery sign-in. Step 1 asks for the account email or a verified recovery contact and sends a code;
 * step 2 signs in with the 6-digit code. Step 3 (a new password) follows in the signed-in app, because
 * a recovery session may only set a password (see SetNewPasswordPage).
 */
export default function RecoveryLoginPage() {
  const { t } = useTranslation();
  const [identifierForm] = Form.useForm<{ identifier: string }>();
  const [codeForm] = Form.useForm<{ code: string }>();
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cooldown, startCooldown] = useCooldown();
  const inFlight = useRef(false);

  const sendCode = async (value: string, isResend: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    const result = await api.publicPost<null>('auth/recovery/send-code', { identifier: value }, { toast: false });
    inFlight.current = false;
    setSending(false);
    if (!result.success) {
      if (!isResend) applyServerErrors(identifierForm, result.errors, ['identifier']);
      setError(translateMessage(result.message));
      return;
    }
    setIdentifier(value);
    startCooldown();
    if (isResend) toast.success(t('recovery.codeResent'));
  };

  const verify = async ({ code }: { code: string }) => {
    if (inFlight.current || !identifier) return;
    inFlight.current = true;
    setVerifying(true);
    setError(null);
    const result = await api.publicPost<Session>('auth/recovery/login', { identifier, code }, { toast: false });
    if (!result.success) {
      inFlight.current = false;
      setVerifying(false);
      // The code is the only thing to correct here, so the message goes next to it.
      const placed = applyServerErrors(codeForm, result.errors, ['code']);
      if (!placed) codeForm.setFields([{ name: 'code', errors: [translateMessage(result.message)] }]);
      return;
    }
    // The user comes back with must_change_password: the signed-in app opens the new-password step.
    sessionStore.setSession(result.data.token, result.data.user);
  };

  const changeIdentifier = () => {
    setIdentifier(null);
    setError(null);
    codeForm.resetFields();
  };

  return (
    <AuthLayout title={t('recovery.title')}>
      <RecoverySteps current={identifier ? 2 : 1} />
      <h1 className="auth-card-title">{t('recovery.title')}</h1>
      <p className="auth-card-subtitle">{t('recovery.subtitle')}</p>
      {error && <Alert type="error" showIcon message={t('recovery.sendFailed')} description={error} className="form-alert" />}

      {identifier === null ? (
        <Form<{ identifier: string }>
          form={identifierForm}
          name="recovery"
          layout="vertical"
          requiredMark={false}
          validateTrigger="onBlur"
          onValuesChange={revalidateFieldsWithErrors(identifierForm)}
          onFinish={({ identifier: value }) => sendCode(value.trim(), false)}
          noValidate
        >
          <Form.Item
            name="identifier"
            label={t('recovery.identifier')}
            extra={t('recovery.identifierHint')}
            rules={[contractRule((c) => c.recoverySendSchema.shape.identifier)]}
          >
            <Input autoComplete="username" autoCapitalize="none" spellCheck={false} size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={sending}>
            {t('recovery.sendCode')}
          </Button>
        </Form>
      ) : (
        <>
          <Alert type="info" showIcon message={t('recovery.codeSentTo', { identifier })} className="form-alert" role="status" />
          <Form<{ code: string }>
            form={codeForm}
            name="recovery-code"
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            onValuesChange={revalidateFieldsWithErrors(codeForm)}
            onFinish={verify}
            noValidate
          >
            <Form.Item
              name="code"
              label={t('recovery.code')}
              extra={t('recovery.codeHint')}
              rules={[contractRule((c) => c.recoveryLoginSchema.shape.code)]}
              normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
            >
              <Input className="code-input" inputMode="numeric" autoComplete="one-time-code" maxLength={6} size="large" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={verifying}>
              {t('recovery.verify')}
            </Button>
          </Form>
          <div className="auth-links">
            {cooldown > 0 ? (
              <span className="cooldown-note">{t('recovery.resendIn', { seconds: cooldown })}</span>
            ) : (
              <Button type="link" size="small" loading={sending} onClick={() => sendCode(identifier, true)}>
                {t('recovery.resend')}
              </Button>
            )}
            <Button type="link" size="small" onClick={changeIdentifier}>
              {t('recovery.changeIdentifier')}
            </Button>
          </div>
        </>
      )}
      <p className="auth-alternative">
        <Link to="/login">{t('common.backToSignIn')}</Link>
      </p>
    </AuthLayout>
  );
}
