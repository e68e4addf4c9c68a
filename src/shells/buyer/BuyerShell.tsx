import {
  AuditOutlined,
  BarChartOutlined,
  ClockCircleOutlined,
  LoginOutlined,
  MessageOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AccountProfile } from '../../contract/buyer';
import { api } from '../../providers/http';
import { sessionStore, useLoginState } from '../../providers/session';
import { visibleEntries } from '../common/sidebar-model';
import { PortalShell } from '../common/PortalShell';
import { UserMenu } from '../common/UserMenu';
import { useSidebarModelState } from '../common/useSidebarState';
import { useChatUnreadCount } from '../../chat/unread';
import { refreshBuyerCounts, resetBuyerCounts, useBuyerCounts } from '../../providers/buyer-counts';
import { holdsPermission, refreshCompany, resetCompany, useCompany } from '../../company/company-store';
import { isBuyerAccount } from '../../providers/roles';
import { BuyerSearch } from './BuyerSearch';
import { BUYER_DRAWER_BELOW_PX, BUYER_NAV, buyerSidebar, buyerTitleKeyForPath, type BuyerSectionKey } from './navigation';
import { NotificationsMenu } from './NotificationsMenu';
import './buyer-shell.css';
import { CountBadge } from '../../components/CountBadge';
import { Tooltip } from '../../components/Tooltip';

/** The counts are fetched again this often while the tab is visible, and whenever it comes back. */
export const COUNTS_REFRESH_MS = 60_000;

/** A top-bar link with a count badge (cart lines, pending orders, unread messages). */
function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <Link to={to} className="header-icon-button">
        <CountBadge count={count} className="portal-notification-badge">
          {icon}
        </CountBadge>
        <span className="visually-hidden">{count ? `${label} (${count})` : label}</span>
      </Link>
    </Tooltip>
  );
}

/** The counts and the bell's list, kept fresh while the shell is open. */
function useLiveCounts(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    void refreshBuyerCounts();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshBuyerCounts();
    }, COUNTS_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshBuyerCounts();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      resetBuyerCounts();
    };
  }, [signedIn]);
}

/**
 * A buyer's company (my role's permissions for the sidebar, the approvals count for the top bar): read at
 * sign-in and with the counts; nobody else asks.
 */
function useCompanyState(buyer: boolean) {
  useEffect(() => {
    if (!buyer) return;
    void refreshCompany();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshCompany();
    }, COUNTS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      resetCompany();
    };
  }, [buyer]);
  return useCompany();
}

/** The status call carries no avatar; the account profile does, once per session. */
function useAvatar(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void api.get<AccountProfile>('/account/profile', { toast: false, retry: false, signal: controller.signal }).then((result) => {
      if (!result.success || controller.signal.aborted) return;
      const login = sessionStore.getState().login;
      if (login.profileimage === result.data.avatar_url) return;
      sessionStore.updateProfile({
        profileimage: result.data.avatar_url,
        email: login.email,
        user_name: login.user_name,
        phone: login.phone,
        authLoading: login.authLoading,
      });
    });
    return () => controller.abort();
  }, [signedIn]);
}

function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token, userDetails } = useLoginState();
  const signedIn = Boolean(token);
  const company = useCompanyState(signedIn && isBuyerAccount(userDetails));
  const sidebar = useSidebarModelState(buyerSidebar);
  const { summary } = useBuyerCounts();
  useLiveCounts(signedIn);
  useAvatar(signedIn);
  const unreadMessages = useChatUnreadCount(signedIn);
  const title = t(buyerTitleKeyForPath(pathname));

  return (
    <PortalShell
      portal="buyer"
      brand={{ to: sidebar.linkTo('/dashboard'), subKey: 'buyerShell.shellName' }}
      nav={{
        entries: visibleEntries(BUYER_NAV, signedIn, (permission) => holdsPermission(permission, company)),
        label: t('buyerShell.navLabel'),
        state: sidebar,
      }}
      drawerBelowPx={BUYER_DRAWER_BELOW_PX}
      title={title}
      documentTitle={`${title} · ${t('brand.name')}`}
      home="/dashboard"
      peekOnHover
      search={() => <BuyerSearch onSearch={(query) => navigate(`/Product${query ? `?q=${encodeURIComponent(query)}` : ''}`)} />}
      actions={({ drawer, openLogout }) => {
        const go = (path: string, section?: BuyerSectionKey) => {
          navigate(sidebar.linkTo(path, section));
          drawer.close();
        };
        return signedIn ? (
          <>
            <CountLink to={sidebar.linkTo('/cart')} label={t('buyerShell.cart')} count={summary?.cart_lines ?? 0} icon={<ShoppingCartOutlined aria-hidden />} />
            <span className="buyer-header-count">
              <CountLink
                to={sidebar.linkTo('/orders/pending', 'orders')}
                label={t('buyerShell.pendingOrders')}
                count={summary?.pending_orders ?? 0}
                icon={<ClockCircleOutlined aria-hidden />}
              />
            </span>
            {holdsPermission('approvals.decide', company) && (
              <span className="buyer-header-count">
                <CountLink
                  to={sidebar.linkTo('/company/approvals', 'company')}
                  label={t('buyerShell.approvals')}
                  count={company.awaitingApprovals}
                  icon={<AuditOutlined aria-hidden />}
                />
              </span>
            )}
            <span className="buyer-header-count">
              <CountLink
                to={sidebar.linkTo('/messages/all', 'messages')}
                label={t('buyerShell.messages')}
                count={unreadMessages}
                icon={<MessageOutlined aria-hidden />}
              />
            </span>
            <NotificationsMenu go={(path) => go(path)} />
            <UserMenu
              items={[
                {
                  key: 'account',
                  label: t('buyerShell.accountSettings'),
                  icon: <UserOutlined aria-hidden />,
                  onSelect: () => go('/account/profile', 'account'),
                },
                { key: 'business', label: t('buyerShell.businessProfile'), icon: <SolutionOutlined aria-hidden />, onSelect: () => go('/business/profile') },
                { key: 'analytics', label: t('buyerShell.viewAnalytics'), icon: <BarChartOutlined aria-hidden />, onSelect: () => go('/analytics/sales') },
              ]}
              onLogout={openLogout}
            />
          </>
        ) : (
          <>
            <Link to="/Product" className="header-icon-button" aria-label={t('buyerShell.catalogue')}>
              <ShopOutlined aria-hidden />
            </Link>
            <Link to="/login" className="buyer-sign-in">
              <LoginOutlined aria-hidden /> {t('buyerShell.signIn')}
            </Link>
          </>
        );
      }}
    />
  );
}

/**
 * The buyer's frame (spec "Buyer shell"): a side menu that is a rail until hovered (or expanded through
 * `sidebarCollapsed=false`), a drawer below 992 px; a top bar with the page title, product search, the
 * cart, pending-orders, messages and notifications buttons with their real counts, and the user menu; the page
 * in <Outlet/>. Use it as a layout route.
 */
export function BuyerShell() {
  return <ShellLayout />;
}

export default BuyerShell;
