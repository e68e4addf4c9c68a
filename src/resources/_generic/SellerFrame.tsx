import { AppstoreOutlined, ContainerOutlined, DatabaseOutlined, TagsOutlined } from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Gate } from '../../onboarding/Gate';
import { useLoginState, type LoginState } from '../../providers/session';
import { ComingSoonPage } from '../../public/pages';
import { PageHeader } from './states';

// The seller portal's frame is fetched with the first seller page.
const SellerShell = lazy(() => import('../../shells/seller/SellerShell'));

/** A seller past every onboarding step: the one who gets the seller portal (the API refuses the others). */
export function isOnboardedSeller(userDetails: LoginState['userDetails']): boolean {
  return Boolean(userDetails && userDetails.roles.includes('seller') && userDetails.is_email_verified && userDetails.is_verified && userDetails.business_details);
}

/**
 * The layout route of the signed-in pages: the seller shell for an onboarded seller, nothing around
 * the page for anyone else (their pages bring their own frame).
 */
export function SellerFrame() {
  const { userDetails } = useLoginState();
  return isOnboardedSeller(userDetails) ? <SellerShell /> : <Outlet />;
}

const SHORTCUTS: ReadonlyArray<{ to: string; labelKey: string; textKey: string; icon: ComponentType<{ className?: string }> }> = [
  { to: '/ProductList', labelKey: 'products.title', textKey: 'sellerPortal.productsText', icon: AppstoreOutlined },
  { to: '/Inventory', labelKey: 'inventory.title', textKey: 'sellerPortal.inventoryText', icon: DatabaseOutlined },
  { to: '/Order', labelKey: 'orders.title', textKey: 'sellerPortal.ordersText', icon: ContainerOutlined },
  { to: '/category-request', labelKey: 'categoryRequests.title', textKey: 'sellerPortal.categoryRequestsText', icon: TagsOutlined },
];

/** '/' and '/dashboard': the seller's start page in the shell; everyone else gets the gate (onboarding, buyer or back-office start). */
export function SellerHome() {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  if (!isOnboardedSeller(userDetails)) return <Gate />;
  return (
    <div className="resource-page">
      <PageHeader title={t('sellerPortal.welcome', { name: userDetails?.name ?? '' })}>
        <p className="form-section-text">{t('sellerPortal.welcomeText')}</p>
      </PageHeader>
      <ul className="shortcut-grid">
        {SHORTCUTS.map(({ to, labelKey, textKey, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="resource-card shortcut">
              <Icon className="shortcut-icon" />
              <span className="shortcut-label">{t(labelKey)}</span>
              <span className="shortcut-text">{t(textKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A page not built yet: inside the shell for a seller, the public stand-in for anyone else. */
export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  if (!isOnboardedSeller(userDetails)) return <ComingSoonPage titleKey={titleKey} />;
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
