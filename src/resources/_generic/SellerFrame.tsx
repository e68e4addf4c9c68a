import { AppstoreOutlined, ContainerOutlined, DatabaseOutlined, TagsOutlined } from '@ant-design/icons';
import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import { Gate } from '../../onboarding/Gate';
import { useLoginState, type LoginState } from '../../providers/session';
import { ComingSoonPage } from '../../public/pages';
import { PageHeader } from './states';

// Each portal's frame is fetched with its first page.
const SellerShell = lazy(() => import('../../shells/seller/SellerShell'));
const BuyerShell = lazy(() => import('../../shells/buyer/BuyerShell'));

/** A seller past every onboarding step: the one who gets the seller portal (the API refuses the others). */
export function isOnboardedSeller(userDetails: LoginState['userDetails']): boolean {
  return Boolean(userDetails && userDetails.roles.includes('seller') && userDetails.is_email_verified && userDetails.is_verified && userDetails.business_details);
}

/**
 * A buyer who is not also a seller: spec 4 sends an account holding both roles through the seller's
 * onboarding gates first, so the buyer shell is for buyer-only accounts.
 */
export function isBuyerAccount(userDetails: LoginState['userDetails']): boolean {
  return Boolean(userDetails && userDetails.roles.includes('buyer') && !userDetails.roles.includes('seller'));
}

/**
 * The layout route of the signed-in pages (the role frame): the seller shell for an onboarded seller,
 * the buyer shell for a buyer, nothing around the page for anyone else (their pages bring their own frame).
 */
export function SellerFrame() {
  const { userDetails } = useLoginState();
  const { pathname } = useLocation();
  if (isOnboardedSeller(userDetails)) return <SellerShell />;
  // The catalogue brings the public frame for everyone but the seller (CatalogueFrame), as the buyer's
  // shop window: the shell's search box and shortcuts lead there, its top bar leads back.
  if (isBuyerAccount(userDetails) && !isCataloguePath(pathname)) return <BuyerShell />;
  return <Outlet />;
}

const CATALOGUE_PATTERNS = ['/Product', '/ProductDetails/:id', '/Public-dashboard', '/PublicProductDetails/:id'];
const isCataloguePath = (pathname: string): boolean => CATALOGUE_PATTERNS.some((pattern) => matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null);

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
              <Icon className="shortcut-icon" aria-hidden />
              <span className="shortcut-label">{t(labelKey)}</span>
              <span className="shortcut-text">{t(textKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
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
