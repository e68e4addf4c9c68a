import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useLoginState } from '../providers/session';
import { PageFrame } from '../public/PageFrame';
import { PleaseWait } from '../public/PleaseWait';
import { LogOutButton, OnboardingLayout, type OnboardingStep } from './OnboardingLayout';
import { Navigate } from 'react-router';
import { SkeletonBar, TextSkeleton } from '../components/Skeleton';
import './onboarding.css';
import '../public/auth.css';

/** A centred card in the public frame, for the signed-in start pages below. */
function GateCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageFrame title={title}>
      <div className="container">
        <section className="auth-card centered-card">
          <h1 className="auth-card-title">{title}</h1>
          {children}
        </section>
      </div>
    </PageFrame>
  );
}

/** The onboarding screens are fetched when their step is reached. */
const SignedInVerifyEmail = lazy(() => import('../public/VerifyEmailPage').then((m) => ({ default: m.SignedInVerifyEmail })));
const MobileVerificationPage = lazy(() => import('./MobileVerificationPage'));
const BusinessDetailsPage = lazy(() => import('./BusinessDetailsPage'));
/** The buyer's start page, inside the buyer shell that the signed-in layout gives a buyer. */
const BuyerDashboard = lazy(() => import('../buyer/BuyerDashboard'));

/** While a step's code downloads: a skeleton shaped like a heading, a paragraph and a form. */
function StepSkeleton() {
  return (
    <TextSkeleton lines={2} title>
      <SkeletonBar className="is-field step-skeleton-field" />
      <SkeletonBar className="is-field step-skeleton-field" />
    </TextSkeleton>
  );
}

function OnboardingStepScreen({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation('account');
  const title = step === 1 ? t('verifyEmail.title') : step === 2 ? t('onboarding.mobileTitle') : t('onboarding.businessTitle');
  return (
    <OnboardingLayout step={step} title={title} wide={step === 3}>
      <Suspense fallback={<StepSkeleton />}>
        {step === 1 && <SignedInVerifyEmail />}
        {step === 2 && <MobileVerificationPage />}
        {step === 3 && <BusinessDetailsPage />}
      </Suspense>
    </OnboardingLayout>
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

/**
 * Spec 4 "Gating by role", for '/' and '/dashboard': Please Wait while auth loads; a seller passes the
 * email, mobile and business-details gates in order; a buyer gets the buyer shell; an admin the back
 * office; any other role keeps waiting.
 */
export function Gate() {
  const { authLoading, userDetails } = useLoginState();
  if (authLoading || !userDetails) return <PleaseWait />;

  const { roles, name } = userDetails;
  if (roles.includes('seller')) {
    if (!userDetails.is_email_verified) return <OnboardingStepScreen step={1} />;
    if (!userDetails.is_verified) return <OnboardingStepScreen step={2} />;
    if (!userDetails.business_details) return <OnboardingStepScreen step={3} />;
    return <SellerHome name={name} />;
  }
  if (roles.includes('buyer')) return <BuyerDashboard />;
  if (roles.includes('admin')) return <Navigate to="/admin" replace />;
  return <PleaseWait />;
}

export default Gate;
