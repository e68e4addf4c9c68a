import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { useLoginState } from '../providers/session';
import { AuthLayout } from './AuthLayout';
import { StatusCard } from './StatusCard';
import './auth.css';

type Outcome = { kind: 'success'; email: string } | { kind: 'used' | 'expired' | 'invalid' | 'error'; message: string };

/**
 * One activation call per token for the life of the page, so React StrictMode's second effect run
 * (and any re-render) reuses it instead of "using" the link twice and showing 'already used'.
 */
const activations = new Map<string, Promise<Outcome>>();

function activateOnce(token: string, signedIn: boolean): Promise<Outcome> {
  let pending = activations.get(token);
  if (!pending) {
    pending = api.publicPost<{ email: string }>('auth/activate', { token }, { toast: false }).then(async (result): Promise<Outcome> => {
      if (result.success) {
        if (signedIn) {
          // Signed in on this device: refresh the user so the gate moves past the email step.
          const { loadCurrentUser } = await import('../providers/auth-provider');
          await loadCurrentUser();
        }
        return { kind: 'success', email: result.data.email };
      }
      const kind = result.status === 409 ? 'used' : result.status === 410 ? 'expired' : result.status === 400 ? 'invalid' : 'error';
      return { kind, message: translateMessage(result.message) };
    });
    activations.set(token, pending);
  }
  return pending;
}

export default function ActivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token: activationToken = '' } = useParams();
  const { token } = useLoginState();
  const signedIn = Boolean(token);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Read once: signing in or out while on this page does not re-run the activation.
  const signedInAtStart = useRef(signedIn);

  useEffect(() => {
    let cancelled = false;
    void activateOnce(activationToken, signedInAtStart.current).then((result) => {
      if (!cancelled) setOutcome(result);
    });
    return () => {
      cancelled = true;
    };
  }, [activationToken, attempt]);

  const retry = () => {
    activations.delete(activationToken);
    setOutcome(null);
    setAttempt((n) => n + 1);
  };

  const signInOrContinue = signedIn ? (
    <Button type="primary" size="large" block onClick={() => navigate('/', { replace: true })}>
      {t('activate.continue')}
    </Button>
  ) : (
    <Link className="link-button is-block" to="/login">
      {t('activate.signIn')}
    </Link>
  );

  const newLink = signedIn ? (
    <Link className="link-button is-block" to="/verify_email">
      {t('activate.newLink')}
    </Link>
  ) : (
    <Link className="link-button is-block" to="/login">
      {t('activate.signInForNewLink')}
    </Link>
  );

  const titles: Record<Outcome['kind'], string> = {
    success: t('activate.successTitle'),
    used: t('activate.usedTitle'),
    expired: t('activate.expiredTitle'),
    invalid: t('activate.invalidTitle'),
    error: t('activate.errorTitle'),
  };
  const pageTitle = outcome === null ? t('activate.checking') : titles[outcome.kind];

  let content;
  if (outcome === null) {
    content = (
      <div className="auth-status" role="status" aria-busy="true">
        <Spin size="large" />
        <p className="auth-card-subtitle spaced-top">{t('activate.checking')}</p>
      </div>
    );
  } else if (outcome.kind === 'success') {
    content = (
      <StatusCard tone="success" icon={<CheckCircleOutlined aria-hidden />} title={titles.success}>
        <p className="auth-card-subtitle">{t('activate.successText', { email: outcome.email })}</p>
        {signInOrContinue}
      </StatusCard>
    );
  } else if (outcome.kind === 'used') {
    content = (
      <StatusCard icon={<CheckCircleOutlined aria-hidden />} title={titles.used}>
        <p className="auth-card-subtitle">{outcome.message}</p>
        {signInOrContinue}
      </StatusCard>
    );
  } else if (outcome.kind === 'expired') {
    content = (
      <StatusCard tone="warning" icon={<ClockCircleOutlined aria-hidden />} title={titles.expired}>
        <p className="auth-card-subtitle">{outcome.message}</p>
        {newLink}
      </StatusCard>
    );
  } else if (outcome.kind === 'invalid') {
    content = (
      <StatusCard tone="error" icon={<CloseCircleOutlined aria-hidden />} title={titles.invalid}>
        <p className="auth-card-subtitle">{outcome.message}</p>
        {newLink}
      </StatusCard>
    );
  } else {
    content = (
      <StatusCard tone="error" icon={<ExclamationCircleOutlined aria-hidden />} title={titles.error}>
        <p className="auth-card-subtitle">{outcome.message}</p>
        <Button type="primary" size="large" block onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </StatusCard>
    );
  }

  return (
    <AuthLayout title={pageTitle} showBrand={false}>
      <div aria-live="polite">{content}</div>
    </AuthLayout>
  );
}
