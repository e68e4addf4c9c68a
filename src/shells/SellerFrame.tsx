import { lazy, Suspense } from 'react';
import { useTranslation } from '../i18n';
import { Link, Outlet, useLocation } from 'react-router';
import { isBuyerAccount, isOnboardedSeller, shellFor } from '../providers/roles';
import { useLoginState } from '../providers/session';
import { ComingSoonPage } from '../routes/pages';
import { PleaseWait } from '../public/PleaseWait';
import { PageHeader } from '../engine/states';

// Each portal's frame is fetched with its first page.
const SellerShell = lazy(() => import('./seller/SellerShell'));
// The seller's home (action queue, figures, score), with the first visit to it.
const SellerHomePage = lazy(() => import('../seller-analytics/SellerHomePage'));
const BuyerShell = lazy(() => import('./buyer/BuyerShell'));
// The gate's screens (onboarding steps, the buyer's and the back office's start) with the first start page that needs them.
const Gate = lazy(() => import('../onboarding/Gate'));

export { isBuyerAccount, isOnboardedSeller };

/**
 * The layout route of the signed-in pages (the role frame): the shell that `shellFor` names, nothing
 * around the page otherwise (those pages bring their own frame).
 */
export function SellerFrame() {
  const { userDetails } = useLoginState();
  const { pathname } = useLocation();
  const shell = shellFor(userDetails, pathname);
  if (shell === 'seller') return <SellerShell />;
  if (shell === 'buyer') return <BuyerShell />;
  return <Outlet />;
}

/** '/' and '/dashboard': the seller's home in the shell; everyone else gets the gate (onboarding, buyer or back-office start). */
export function SellerHome() {
  const { userDetails } = useLoginState();
  if (!isOnboardedSeller(userDetails))
    return (
      <Suspense fallback={<PleaseWait />}>
        <Gate />
      </Suspense>
    );
  return <SellerHomePage />;
}

/** A page not built yet: inside the shell for a seller or a buyer, the public stand-in for anyone else. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  if (!isOnboardedSeller(userDetails) && !isBuyerAccount(userDetails)) return <ComingSoonPage titleKey={titleKey} />;
  return (
    <div className="resource-page">
      <PageHeader title={t(titleKey)} />
      <section className="resource-card">
        <p className="form-section-text">{t('comingSoon.text')}</p>
        <Link to="/dashboard">{t('common.backToDashboard')}</Link>
      </section>
    </div>
  );
}
