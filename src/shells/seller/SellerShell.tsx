import { CommentOutlined } from '@ant-design/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { ShellBrand } from '../common/ShellBrand';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { CountBadge } from '../../components/CountBadge';
import { Tooltip } from '../../components/Tooltip';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useChatUnreadCount } from '../../chat/unread';
import { HeaderSearch } from './HeaderSearch';
import { LazyCommandPalette } from './LazyCommandPalette';
import { SidebarFooter } from '../common/SidebarFooter';
import { SidebarNav } from '../common/SidebarNav';
import { NotificationsMenu } from '../common/NotificationsMenu';
import { SELLER_NAV, SIDEBAR_DRAWER_BELOW_PX, titleKeyForPath } from './navigation';
import { UserMenu } from './UserMenu';
import { useSidebarState } from './useSidebarState';
import { LogoutDialog, NavDrawer, SidebarToggle, useNavDrawer } from '../common/ShellFrame';
import { ShellMain } from '../common/ShellMain';

const LARGE_SCREEN_QUERY = `(min-width: ${SIDEBAR_DRAWER_BELOW_PX}px)`;
const MAIN_ID = 'seller-main';
const SIDEBAR_ID = 'seller-sidebar';

/**
 * The seller portal's frame (spec "Seller portal shell"): sidebar (a drawer below 992 px, a 4rem rail
 * when collapsed on larger screens), a sticky header with the page title, search, command palette,
 * notifications and the user menu, and the page in <Outlet/>. Use it as a layout route.
 */
export function SellerShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const drawer = useNavDrawer();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const titleId = useId();
  const unreadMessages = useChatUnreadCount();

  const rail = large && sidebar.collapsed;
  const title = t(titleKeyForPath(pathname));
  const brandName = t('brand.name');

  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);




  return (
    <div className={rail ? 'seller-shell is-rail' : 'seller-shell'}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>

      {large && (
        <aside id={SIDEBAR_ID} className={rail ? 'seller-sidebar is-rail' : 'seller-sidebar'}>
          <ShellBrand to={sidebar.linkTo('/dashboard')} subKey="sellerShell.portalName" />
          <SidebarNav entries={SELLER_NAV} label={t('sellerShell.navLabel')} state={sidebar} pathname={pathname} rail={rail} idPrefix="sidebar" />
          <SidebarFooter rail={rail} />
        </aside>
      )}

      <div className="seller-body">
        <header className="seller-header">
          <SidebarToggle large={large} collapsed={sidebar.collapsed} onCollapsedChange={sidebar.setCollapsed} drawer={drawer} sidebarId={SIDEBAR_ID} />
          <div id={titleId} className="seller-header-title" data-testid="seller-header-title">
            {title}
          </div>
          <HeaderSearch linkTo={sidebar.linkTo} onNavigate={drawer.close} />
          <div className="seller-header-actions">
            <Tooltip title={t('sellerNav.chat')}>
              <Link
                to={sidebar.linkTo('/chat')}
                className="header-icon-button seller-header-chat"
                aria-label={unreadMessages ? `${t('sellerNav.chat')} (${unreadMessages})` : t('sellerNav.chat')}
              >
                <CountBadge count={unreadMessages} overflowCount={99} className="seller-notification-badge">
                  <CommentOutlined aria-hidden />
                </CountBadge>
              </Link>
            </Tooltip>
            <NotificationsMenu go={(path) => navigate(sidebar.linkTo(path))} />
            <UserMenu onAccount={() => navigate(sidebar.linkTo('/profile', 'profile'))} onLogout={() => setLogoutOpen(true)} />
          </div>
        </header>

        <ShellMain id={MAIN_ID} titleId={titleId} home="/dashboard">
          <Outlet />
        </ShellMain>
      </div>

      {!large && (
        <NavDrawer drawer={drawer} sidebarId={SIDEBAR_ID} label={t('sellerShell.navLabel')} brandSubKey="sellerShell.portalName">
          <SidebarNav entries={SELLER_NAV} label={t('sellerShell.navLabel')} state={sidebar} pathname={pathname} rail={false} onNavigate={drawer.close} idPrefix="drawer" />
          <SidebarFooter rail={false} />
        </NavDrawer>
      )}

      <LazyCommandPalette linkTo={sidebar.linkTo} onNavigate={drawer.close} />

      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}

export default SellerShell;
