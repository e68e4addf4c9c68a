import { CloseOutlined, CommentOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { RefineKbarProvider } from '@refinedev/kbar';
import { Badge, Drawer, Tooltip } from 'antd';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellBrand } from '../common/ShellBrand';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMediaQuery } from '../../components/useMediaQuery';
import { useChatUnreadCount } from '../../chat/unread';
import { logOut } from '../../public/logout';
import { HeaderSearch } from './HeaderSearch';
import { CommandPalette } from './CommandPalette';
import { SidebarFooter } from '../common/SidebarFooter';
import { SidebarNav } from '../common/SidebarNav';
import { NotificationsMenu } from '../common/NotificationsMenu';
import { SELLER_NAV, SIDEBAR_DRAWER_BELOW_PX, titleKeyForPath } from './navigation';
import { UserMenu } from './UserMenu';
import { useSidebarState } from './useSidebarState';
import { ShellMain } from '../common/ShellMain';

const LARGE_SCREEN_QUERY = `(min-width: ${SIDEBAR_DRAWER_BELOW_PX}px)`;
const MAIN_ID = 'seller-main';
const SIDEBAR_ID = 'seller-sidebar';



function ShellLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const unreadMessages = useChatUnreadCount();

  const rail = large && sidebar.collapsed;
  const title = t(titleKeyForPath(pathname));
  const brandName = t('brand.name');

  useEffect(() => {
    document.title = `${title} · ${brandName}`;
  }, [title, brandName]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Escape closes the drawer wherever focus is (antd only listens inside the panel).
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const toggleLabel = large ? (sidebar.collapsed ? t('sellerShell.expandSidebar') : t('sellerShell.collapseSidebar')) : t('sellerShell.openNavigation');
  const ToggleIcon = large ? (sidebar.collapsed ? MenuUnfoldOutlined : MenuFoldOutlined) : MenuOutlined;

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
          <Tooltip title={large ? toggleLabel : undefined} placement="bottomLeft">
            <button
              ref={menuButtonRef}
              type="button"
              className="header-icon-button seller-header-toggle"
              aria-label={toggleLabel}
              aria-expanded={large ? !sidebar.collapsed : drawerOpen}
              aria-controls={large ? SIDEBAR_ID : undefined}
              onClick={() => (large ? sidebar.setCollapsed(!sidebar.collapsed) : setDrawerOpen(true))}
            >
              <ToggleIcon aria-hidden />
            </button>
          </Tooltip>
          <div id={titleId} className="seller-header-title" data-testid="seller-header-title">
            {title}
          </div>
          <HeaderSearch linkTo={sidebar.linkTo} onNavigate={closeDrawer} />
          <div className="seller-header-actions">
            <Tooltip title={t('sellerNav.chat')}>
              <Link
                to={sidebar.linkTo('/chat')}
                className="header-icon-button seller-header-chat"
                aria-label={unreadMessages ? `${t('sellerNav.chat')} (${unreadMessages})` : t('sellerNav.chat')}
              >
                <Badge count={unreadMessages} size="small" overflowCount={99} className="seller-notification-badge">
                  <CommentOutlined aria-hidden />
                </Badge>
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
        <Drawer
          open={drawerOpen}
          placement="left"
          width="16rem"
          onClose={closeDrawer}
          title={null}
          closable={false}
          rootClassName="seller-drawer"
          aria-label={t('sellerShell.navLabel')}
          afterOpenChange={(open) => {
            // Back to the button that opened it, unless a link took focus elsewhere.
            if (!open && (document.activeElement === document.body || document.activeElement === null)) menuButtonRef.current?.focus();
          }}
        >
          <div className="seller-drawer-head">
            <ShellBrand subKey="sellerShell.portalName" />
            <button type="button" className="header-icon-button" aria-label={t('sellerShell.closeNavigation')} onClick={closeDrawer}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <SidebarNav entries={SELLER_NAV} label={t('sellerShell.navLabel')} state={sidebar} pathname={pathname} rail={false} onNavigate={closeDrawer} idPrefix="drawer" />
          <SidebarFooter rail={false} />
        </Drawer>
      )}

      <CommandPalette linkTo={sidebar.linkTo} onNavigate={closeDrawer} />

      <ConfirmDialog
        open={logoutOpen}
        title={t('sellerShell.logoutTitle')}
        description={t('sellerShell.logoutText')}
        onConfirm={() => logOut(navigate)}
        onClose={() => setLogoutOpen(false)}
      />
    </div>
  );
}

/**
 * The seller portal's frame (spec "Seller portal shell"): sidebar (a drawer below 992 px, a 4rem rail
 * when collapsed on larger screens), a sticky header with the page title, search, command palette,
 * notifications and the user menu, and the page in <Outlet/>. Use it as a layout route.
 */
export function SellerShell() {
  return (
    <RefineKbarProvider>
      <ShellLayout />
    </RefineKbarProvider>
  );
}

export default SellerShell;
