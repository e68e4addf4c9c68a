import { GlobalOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMediaQuery } from '../components/useMediaQuery';
import { currentLanguage, LANGUAGES, type Language, useTranslation } from '../i18n';
import { useLoginState } from '../providers/session';
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
import { LogoutDialog, NavDrawer, SidebarToggle, useNavDrawer } from '../shells/common/ShellFrame';
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
  const { userDetails } = useLoginState();
  const role = staffRoleOf(userDetails);
  const sidebar = useSidebarModelState(adminSidebar);
  const large = useMediaQuery(LARGE_SCREEN_QUERY);
  const drawer = useNavDrawer();
  const [logoutOpen, setLogoutOpen] = useState(false);
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
          <SidebarToggle large={large} collapsed={sidebar.collapsed} onCollapsedChange={sidebar.setCollapsed} drawer={drawer} sidebarId={SIDEBAR_ID} />
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
        <NavDrawer drawer={drawer} sidebarId={SIDEBAR_ID} label={navLabel} brandSubKey="adminShell.name">
          <SidebarNav entries={entries} label={navLabel} state={sidebar} pathname={pathname} rail={false} onNavigate={drawer.close} idPrefix="admin-drawer" />
          <SidebarFooter rail={false} />
        </NavDrawer>
      )}

      <AdminDialogs />

      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </div>
  );
}
