import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loadCurrentUser } from '../providers/auth-provider';
import { useLoginState } from '../providers/session';
import { logOut } from '../public/logout';
import { PageFrame } from '../public/PageFrame';
import { SetNewPasswordPage, VerifyEmailPage } from '../public/pages';
import { PleaseWait } from '../public/PleaseWait';

/** The token whose user was last fetched: one status call per token, whatever StrictMode does. */
let bootstrappedToken: string | null = null;

/**
 * The auth bootstrap (spec 4): with a token, fetch the user's status once. Success stores the user and
 * ends authLoading; failure clears the stored session, which brings back the public routes.
 */
export function useAuthBootstrap(token: string | null) {
  useEffect(() => {
    if (!token || bootstrappedToken === token) return;
    bootstrappedToken = token;
    void loadCurrentUser();
  }, [token]);
}

/** After recovery sign-in nothing else opens until a new password is set. */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { userDetails } = useLoginState();
  if (userDetails?.must_change_password) return <SetNewPasswordPage />;
  return <>{children}</>;
}

function LogOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<LogoutOutlined />} onClick={() => void logOut(navigate)}>
      {t('common.logOut')}
    </Button>
  );
}

/** A centred card in the public frame; the placeholders below share it. */
function GateCard({ eyebrow, title, children }: { eyebrow?: string; title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      <div className="container">
        <section className="auth-card centered-card">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="auth-card-title">{title}</h1>
          {children}
        </section>
      </div>
    </PageFrame>
  );
}

function OnboardingStepPlaceholder({ step, title, text }: { step: number; title: string; text: string }) {
  const { t } = useTranslation();
  return (
    <GateCard eyebrow={t('onboarding.stepOf', { step })} title={title}>
      <p className="auth-card-subtitle">{text}</p>
      <Alert type="info" showIcon message={t('onboarding.nextUp')} className="form-alert" />
      <LogOutButton />
    </GateCard>
  );
}

function SellerHome({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <GateCard title={t('sellerHome.welcome', { name })}>
      <p className="auth-card-subtitle">{t('sellerHome.text')}</p>
      <LogOutButton />
    </GateCard>
  );
}

function BuyerHome({ name, emailVerified }: { name: string; emailVerified: boolean }) {
  const { t } = useTranslation();
  return (
    <GateCard title={t('buyerHome.welcome', { name })}>
      <p className="auth-card-subtitle">{t('buyerHome.text')}</p>
      {!emailVerified && (
        <Alert
          type="warning"
          showIcon
          message={t('buyerHome.verifyEmail')}
          action={<Link to="/verify_email">{t('buyerHome.verifyEmailAction')}</Link>}
          className="form-alert"
        />
      )}
      <LogOutButton />
    </GateCard>
  );
}

function BackOfficeStart({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <GateCard title={t('admin.title')}>
      <p className="auth-card-subtitle">{t('admin.text', { email })}</p>
      <LogOutButton />
    </GateCard>
  );
}

/**
 * Spec 4 "Gating by role", for '/' and '/dashboard': Please Wait while auth loads; a seller passes the
 * email, mobile and business-details gates in order; a buyer gets the buyer shell; an admin the back
 * office; any other role keeps waiting.
 */
export function Gate() {
  const { t } = useTranslation();
  const { authLoading, userDetails } = useLoginState();
  if (authLoading || !userDetails) return <PleaseWait />;

  const { roles, name } = userDetails;
  if (roles.includes('seller')) {
    if (!userDetails.is_email_verified) return <VerifyEmailPage />;
    if (!userDetails.is_verified) return <OnboardingStepPlaceholder step={2} title={t('onboarding.mobileTitle')} text={t('onboarding.mobileText')} />;
    if (!userDetails.business_details) return <OnboardingStepPlaceholder step={3} title={t('onboarding.businessTitle')} text={t('onboarding.businessText')} />;
    return <SellerHome name={name} />;
  }
  if (roles.includes('buyer')) return <BuyerHome name={name} emailVerified={userDetails.is_email_verified} />;
  if (roles.includes('admin')) return <BackOfficeStart email={userDetails.email} />;
  return <PleaseWait />;
}

export default Gate;
