import { CheckCircleOutlined, CheckOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CurrentUser } from '../contract/auth';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { sessionStore, useLoginState } from '../providers/session';
import { toast } from '../providers/toast';
import { AuthLayout } from './AuthLayout';
import { logOut } from './logout';
import { StatusCard } from './StatusCard';
import './auth.css';

const RECHECK_INTERVAL_MS = 10_000;
/** How long the button keeps saying 'Email Sent!' before another link may be asked for. */
const SENT_STATE_MS = 60_000;

/**
 * Re-reads the user while the page is open: every 10 s and whenever the tab regains focus, so a link
 * opened on another device is picked up without a reload.
 */
function useEmailVerificationWatch(enabled: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let checking = false;
    // A check asked for while one is on its way (the tab regains focus just after the link was opened
    // elsewhere) runs once that one is back: the answer on its way may predate the verification.
    let askedAgain = false;
    const check = async () => {
      if (stopped || document.visibilityState === 'hidden') return;
      if (checking) {
        askedAgain = true;
        return;
      }
      checking = true;
      const result = await api.get<CurrentUser>('/seller/get-status', { toast: false });
      checking = false;
      if (stopped) return;
      if (result.success) {
        sessionStore.setUser(result.data);
        if (result.data.is_email_verified) return toast.success(t('toasts.emailVerified'));
      }
      if (askedAgain) {
        askedAgain = false;
        void check();
      }
    };
    const timer = window.setInterval(() => void check(), RECHECK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, t]);
}

export function SignedInVerifyEmail() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userDetails, email } = useLoginState();
  const address = userDetails?.email ?? email ?? '';
  const verified = userDetails?.is_email_verified === true;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  useEmailVerificationWatch(!verified);

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(() => setSent(false), SENT_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const resend = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError(null);
    const result = await api.post<null>('auth/resend-verification', undefined, { toast: false });
    inFlight.current = false;
    setSending(false);
    if (result.success) setSent(true);
    else setError(translateMessage(result.message));
  };

  if (verified) {
    return (
      <StatusCard tone="success" icon={<CheckCircleOutlined aria-hidden />} title={t('verifyEmail.verified')}>
        <p className="email-chip">{address}</p>
        <Button type="primary" size="large" block onClick={() => navigate('/', { replace: true })}>
          {t('common.continue')}
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<MailOutlined aria-hidden />} title={t('verifyEmail.title')}>
      <p className="muted">{t('verifyEmail.sentTo')}</p>
      <p className="email-chip">{address}</p>
      <p className="auth-card-subtitle">{t('verifyEmail.instructions')}</p>
      {error && <Alert type="error" showIcon message={error} className="form-alert" />}
      {/* After sending, the same button says 'Email Sent!' for a while; it stays readable, unlike a disabled one. */}
      <Button
        type="primary"
        size="large"
        block
        loading={sending}
        aria-disabled={sent}
        className={sent ? 'sent-button' : undefined}
        icon={sent ? <CheckOutlined aria-hidden /> : undefined}
        onClick={() => {
          if (!sent) void resend();
        }}
      >
        {sent ? t('verifyEmail.sent') : t('verifyEmail.resend')}
      </Button>
      <p className="muted spaced-top">{t('verifyEmail.autoCheck')}</p>
      <p className="auth-alternative">
        {t('verifyEmail.wrongAddress')}{' '}
        <Button type="link" onClick={() => void logOut(navigate)} className="inline-link">
          {t('common.logOut')}
        </Button>
      </p>
    </StatusCard>
  );
}

/** Signed out (public /verify_email): explain what to do; a new link needs a signed-in account. */
function SignedOutVerifyEmail() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <StatusCard icon={<MailOutlined aria-hidden />} title={t('verifyEmail.title')}>
      <p className="auth-card-subtitle">{t('verifyEmail.signedOutText')}</p>
      {email && <p className="email-chip">{t('verifyEmail.signedOutTo', { email })}</p>}
      <Link className="link-button is-block" to="/login">
        {t('common.signIn')}
      </Link>
    </StatusCard>
  );
}

/** 'Verify Your Email': the /verify_email page and the gate's first step for sellers. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token } = useLoginState();
  return (
    <AuthLayout title={t('verifyEmail.title')} showBrand={false}>
      {token ? <SignedInVerifyEmail /> : <SignedOutVerifyEmail />}
    </AuthLayout>
  );
}
