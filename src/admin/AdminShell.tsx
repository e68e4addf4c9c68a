import { CloseOutlined, GlobalOutlined, MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Drawer, Tag, Tooltip } from 'antd';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useMediaQuery } from '../components/useMediaQuery';
import { currentLanguage, LANGUAGES, type Language } from '../i18n';
import { useLoginState } from '../providers/session';
import { logOut } from '../public/logout';
import { ShellBrand } from '../shells/common/ShellBrand';
import { SidebarFooter } from '../shells/common/SidebarFooter';
import { SidebarNav } from '../shells/common/SidebarNav';
import { UserMenu } from '../shells/common/UserMenu';
import { useSidebarModelState } from '../shells/common/useSidebarState';
import { staffCan, staffRoleOf } from './access';
import { AdminDialogs } from './parts/AdminDialogs';
import { ForbiddenPage } from './parts/states';
import { ADMIN_DRAWER_BELOW_PX, adminNavFor, adminNavItemForPath, adminSidebar } from './navigation';
import './admin.css';
import { ShellMain } from '../shells/common/ShellMain';

const LARGE_SCREEN_QUERY = `(min-width: ${ADMIN_DRAWER_BELOW_PX}px)`;
const MAIN_ID = 'admin-main';
const SIDEBAR_ID = 'admin-sidebar';


/** A compact language switch for the header (the sidebar's footer has one too, hidden in the rail). */
function HeaderLanguage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="admin-language">
      <label className="visually-hidden" htmlFor={id}>
        {t('common.language')}
      </label>
      <GlobalOutlined aria-hidden className="admin-language-icon" />
      <select id={id} className="footer-select" value={currentLanguage()} onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The back office's frame: the staff menu (only what the role may open), a sticky header with the
 * page's area, the role, the language and the user menu with the 'Logout' confirmation; a drawer below
 * 992 px, a rail when collapsed above. A page of an area the role may not open shows 403.
 */
export default function AdminShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userDetails } = useLoginState();
  const role = staffRoleOf(userDetails);
  const sidebar = useSidebarModelState(adminSidebar);
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const entries = useMemo(() => adminNavFor(role), [role]);

  const current = adminNavItemForPath(pathname);
  const allowed = current ? staffCan(role, current.area) : true;
  const rail = large && sidebar.collapsed;
  const title = t(current?.labelKey ?? 'adminShell.name');
  const brandName = t('brand.name');

  useEffect(() => {
    document.title = `${title} · ${t('adminShell.name')} · ${brandName}`;
  }, [title, brandName, t]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
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
  const navLabel = t('adminShell.navLabel');

  return (
    <div className={rail ? 'seller-shell admin-shell is-rail' : 'seller-shell admin-shell'}>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>

      {large && (
        <aside id={SIDEBAR_ID} className={rail ? 'seller-sidebar is-rail' : 'seller-sidebar'}>
          <ShellBrand to={sidebar.linkTo('/admin')} subKey="adminShell.name" />
          <SidebarNav entries={entries} label={navLabel} state={sidebar} pathname={pathname} rail={rail} idPrefix="admin-sidebar" />
          <SidebarFooter rail={rail} />
        </aside>
      )}

      <div className="seller-body">
        <header className="seller-header admin-header">
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
          <div id={titleId} className="seller-header-title" data-testid="admin-header-title">
            {title}
          </div>
          <div className="seller-header-actions">
            {role && (
              <Tag className="admin-role-tag" color={role === 'administrator' ? 'purple' : 'blue'}>
                {t(`adminStaffRole.${role}`)}
              </Tag>
            )}
            <HeaderLanguage />
            <UserMenu items={[]} onLogout={() => setLogoutOpen(true)} />
          </div>
        </header>

        <ShellMain id={MAIN_ID} titleId={titleId} home="/admin" className="seller-main admin-main">
          {allowed ? <Outlet /> : <ForbiddenPage />}
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
          aria-label={navLabel}
          afterOpenChange={(open) => {
            if (!open && (document.activeElement === document.body || document.activeElement === null)) menuButtonRef.current?.focus();
          }}
        >
          <div className="seller-drawer-head">
            <ShellBrand subKey="adminShell.name" />
            <button type="button" className="header-icon-button" aria-label={t('sellerShell.closeNavigation')} onClick={closeDrawer}>
              <CloseOutlined aria-hidden />
            </button>
          </div>
          <SidebarNav entries={entries} label={navLabel} state={sidebar} pathname={pathname} rail={false} onNavigate={closeDrawer} idPrefix="admin-drawer" />
          <SidebarFooter rail={false} />
        </Drawer>
      )}

      <AdminDialogs />

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
