import { GlobalOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useId, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router';
import { currentLanguage, LANGUAGES, type Language, useTranslation } from '../i18n';
import { useLoginState } from '../providers/session';
import { PortalShell } from '../shells/common/PortalShell';
import { UserMenu } from '../shells/common/UserMenu';
import { useSidebarModelState } from '../shells/common/useSidebarState';
import { staffCan, staffRoleOf } from './access';
import { AdminDialogs } from './common/AdminDialogs';
import { ForbiddenPage } from './common/states';
import { ADMIN_DRAWER_BELOW_PX, adminNavFor, adminNavItemForPath, adminSidebar } from './navigation';
import './admin.css';

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
  const entries = useMemo(() => adminNavFor(role), [role]);

  const current = adminNavItemForPath(pathname);
  const allowed = current ? staffCan(role, current.area) : true;
  const title = t(current?.labelKey ?? 'adminShell.name');

  return (
    <PortalShell
      portal="admin"
      brand={{ to: sidebar.linkTo('/admin'), subKey: 'adminShell.name' }}
      nav={{ entries, label: t('adminShell.navLabel'), state: sidebar }}
      drawerBelowPx={ADMIN_DRAWER_BELOW_PX}
      title={title}
      documentTitle={`${title} · ${t('adminShell.name')} · ${t('brand.name')}`}
      home="/admin"
      actions={({ openLogout }) => (
        <>
          {role && (
            <Tag className="admin-role-tag" color={role === 'administrator' ? 'purple' : 'blue'}>
              {t(`adminStaffRole.${role}`)}
            </Tag>
          )}
          <HeaderLanguage />
          <UserMenu items={[]} onLogout={openLogout} />
        </>
      )}
      overlays={() => <AdminDialogs />}
    >
      {allowed ? <Outlet /> : <ForbiddenPage />}
    </PortalShell>
  );
}
