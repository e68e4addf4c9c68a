import { BarChartOutlined, ClockCircleOutlined, LoginOutlined, MessageOutlined, ShopOutlined, ShoppingCartOutlined, SolutionOutlined, UserOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { ShellBrand } from '../common/ShellBrand';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useMediaQuery } from '../../components/useMediaQuery';
import type { AccountProfile } from '../../contract/buyer';
import { api } from '../../providers/http';
import { sessionStore, useLoginState } from '../../providers/session';
import { visibleEntries } from '../common/sidebar-model';
import { SidebarFooter } from '../common/SidebarFooter';
import { SidebarNav } from '../common/SidebarNav';
import { UserMenu } from '../common/UserMenu';
import { useSidebarModelState } from '../common/useSidebarState';
import { useChatUnreadCount } from '../../chat/unread';
import { refreshBuyerCounts, resetBuyerCounts, useBuyerCounts } from './buyer-counts';
import { BuyerSearch } from './BuyerSearch';
import { BUYER_DRAWER_BELOW_PX, BUYER_NAV, buyerSidebar, buyerTitleKeyForPath, type BuyerSectionKey } from './navigation';
import { NotificationsMenu } from './NotificationsMenu';
import './buyer-shell.css';
import { LogoutDialog, NavDrawer, SidebarToggle, useNavDrawer } from '../common/ShellFrame';
import { ShellMain } from '../common/ShellMain';
import { CountBadge } from '../../components/CountBadge';
import { Tooltip } from '../../components/Tooltip';

const LARGE_SCREEN_QUERY = `(min-width: ${BUYER_DRAWER_BELOW_PX}px)`;
const MAIN_ID = 'buyer-main';
const SIDEBAR_ID = 'buyer-sidebar';
/** The counts are fetched again this often while the tab is visible, and whenever it comes back. */
export const COUNTS_REFRESH_MS = 60_000;
/** A pointer merely crossing the rail should not fling the menu open. */
const PEEK_DELAY_MS = 120;



/** A top-bar link with a count badge (cart lines, pending orders, unread messages). */
function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Tooltip title={label}>
      <Link to={to} className="header-icon-button" aria-label={count ? `${label} (${count})` : label}>
        <CountBadge count={count} className="seller-notification-badge">
          {icon}
        </CountBadge>
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

/** The status call carries no avatar; the account profile does, once per session. */
function useAvatar(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void api.get<AccountProfile>('/account/profile', { toast: false, retry: false, signal: controller.signal }).then((result) => {
      if (!result.success || controller.signal.aborted) return;
      const login = sessionStore.getState().login;
      if (login.profileimage === result.data.avatar_url) return;
      sessionStore.updateProfile({ profileimage: result.data.avatar_url, email: login.email, user_name: login.user_name, phone: login.phone, authLoading: login.authLoading });
    });
    return () => controller.abort();
  }, [signedIn]);
}

/** Hover (or keyboard focus) over the collapsed rail shows the whole menu over the page, without moving it. */
function usePeek(enabled: boolean) {
  const [peek, setPeek] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);
  return {
    peek: enabled && peek,
    handlers: {
      onMouseEnter: () => {
        clear();
        timer.current = setTimeout(() => setPeek(true), PEEK_DELAY_MS);
      },
      onMouseLeave: () => {
        clear();
        setPeek(false);
      },
      onFocus: () => setPeek(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setPeek(false);
      },
    },
  };
}

function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { token } = useLoginState();
  const signedIn = Boolean(token);
  const sidebar = useSidebarModelState(buyerSidebar);
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const drawer = useNavDrawer();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const titleId = useId();
  const { summary } = useBuyerCounts();
  useLiveCounts(signedIn);
  useAvatar(signedIn);
  const unreadMessages = useChatUnreadCount(signedIn);

  const collapsedRail = large && sidebar.collapsed;
  const { peek, handlers: peekHandlers } = usePeek(collapsedRail);
  const rail = collapsedRail && !peek;
  const entries = visibleEntries(BUYER_NAV, signedIn);
  const title = t(buyerTitleKeyForPath(pathname));
  const brandName = t('brand.name');

  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);

  const closeDrawer = drawer.close;
  const go = useCallback(
    (path: string, section?: BuyerSectionKey) => {
      navigate(sidebar.linkTo(path, section));
      closeDrawer();
    },
    [navigate, sidebar, closeDrawer],
  );

  const navLabel = t('buyerShell.navLabel');

  return (
    <div className={collapsedRail ? 'seller-shell buyer-shell is-rail' : 'seller-shell buyer-shell'}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>

      {large && (
        <div className={['buyer-sidebar-slot', collapsedRail && 'is-collapsed', peek && 'is-peek'].filter(Boolean).join(' ')} {...peekHandlers}>
          <aside id={SIDEBAR_ID} className={rail ? 'seller-sidebar buyer-sidebar is-rail' : 'seller-sidebar buyer-sidebar'} data-testid="buyer-sidebar">
            <ShellBrand to={sidebar.linkTo('/dashboard')} subKey="buyerShell.shellName" />
            <SidebarNav entries={entries} label={navLabel} state={sidebar} pathname={pathname} rail={rail} idPrefix="buyer-sidebar" />
            <SidebarFooter rail={rail} />
          </aside>
        </div>
      )}

      <div className="seller-body">
        <header className="seller-header">
          <SidebarToggle large={large} collapsed={sidebar.collapsed} onCollapsedChange={sidebar.setCollapsed} drawer={drawer} sidebarId={SIDEBAR_ID} />
          <div id={titleId} className="seller-header-title" data-testid="buyer-header-title">
            {title}
          </div>
          <BuyerSearch onSearch={(query) => navigate(`/Product${query ? `?q=${encodeURIComponent(query)}` : ''}`)} />
          <div className="seller-header-actions">
            {signedIn ? (
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
                    { key: 'account', label: t('buyerShell.accountSettings'), icon: <UserOutlined  aria-hidden />, onSelect: () => go('/account/profile', 'account') },
                    { key: 'business', label: t('buyerShell.businessProfile'), icon: <SolutionOutlined  aria-hidden />, onSelect: () => go('/business/profile') },
                    { key: 'analytics', label: t('buyerShell.viewAnalytics'), icon: <BarChartOutlined  aria-hidden />, onSelect: () => go('/analytics/sales') },
                  ]}
                  onLogout={() => setLogoutOpen(true)}
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
            )}
          </div>
        </header>

        <ShellMain id={MAIN_ID} titleId={titleId} home="/dashboard">
          <Outlet />
        </ShellMain>
      </div>

      {!large && (
        <NavDrawer drawer={drawer} sidebarId={SIDEBAR_ID} label={navLabel} brandSubKey="buyerShell.shellName">
          <SidebarNav entries={entries} label={navLabel} state={sidebar} pathname={pathname} rail={false} onNavigate={drawer.close} idPrefix="buyer-drawer" />
          <SidebarFooter rail={false} />
        </NavDrawer>
      )}

      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
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
