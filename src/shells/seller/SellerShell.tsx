import { CommentOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { CountBadge } from '../../components/CountBadge';
import { Tooltip } from '../../components/Tooltip';
import { useChatUnreadCount } from '../../chat/unread';
import { HeaderSearch } from './HeaderSearch';
import { LazyCommandPalette } from './LazyCommandPalette';
import { NotificationsMenu } from '../common/NotificationsMenu';
import { PortalShell } from '../common/PortalShell';
import { SELLER_NAV, SIDEBAR_DRAWER_BELOW_PX, titleKeyForPath } from './navigation';
import { UserMenu } from './UserMenu';
import { useSidebarState } from './useSidebarState';

/**
 * The seller portal's frame (spec "Seller portal shell"): sidebar (a drawer below 992 px, a 4rem rail
 * when collapsed on larger screens), a sticky header with the page title, search, command palette,
 * chat, notifications and the user menu, and the page in <Outlet/>. Use it as a layout route.
 */
export function SellerShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sidebar = useSidebarState();
  const unreadMessages = useChatUnreadCount();
  const title = t(titleKeyForPath(pathname));
  const chat = t('sellerNav.chat');

  return (
    <PortalShell
      portal="seller"
      brand={{ to: sidebar.linkTo('/dashboard'), subKey: 'sellerShell.portalName' }}
      nav={{ entries: SELLER_NAV, label: t('sellerShell.navLabel'), state: sidebar }}
      drawerBelowPx={SIDEBAR_DRAWER_BELOW_PX}
      title={title}
      documentTitle={`${title} · ${t('brand.name')}`}
      home="/dashboard"
      search={({ drawer }) => <HeaderSearch linkTo={sidebar.linkTo} onNavigate={drawer.close} />}
      actions={({ openLogout }) => (
        <>
          <Tooltip title={chat}>
            <Link to={sidebar.linkTo('/chat')} className="header-icon-button seller-header-chat">
              <CountBadge count={unreadMessages} overflowCount={99} className="portal-notification-badge">
                <CommentOutlined aria-hidden />
              </CountBadge>
              <span className="visually-hidden">{unreadMessages ? `${chat} (${unreadMessages})` : chat}</span>
            </Link>
          </Tooltip>
          <NotificationsMenu go={(path) => navigate(sidebar.linkTo(path))} />
          <UserMenu onAccount={() => navigate(sidebar.linkTo('/profile', 'profile'))} onLogout={openLogout} />
        </>
      )}
      overlays={({ drawer }) => <LazyCommandPalette linkTo={sidebar.linkTo} onNavigate={drawer.close} />}
    />
  );
}

export default SellerShell;
