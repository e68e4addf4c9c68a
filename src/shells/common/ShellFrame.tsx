// The parts every shell's frame shares (seller, buyer, back office): the header's sidebar toggle, the
// phone's navigation drawer and the logout confirmation. Each shell keeps only its own navigation,
// title and header buttons.
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { lazy, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MountWhenOpened } from '../../components/MountWhenOpened';
import { Tooltip } from '../../components/Tooltip';
import { logOut } from '../../public/logout';

export interface NavDrawerState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** The id of the header button that opens the drawer: focus returns there when it closes. */
const toggleIdOf = (sidebarId: string) => `${sidebarId}-toggle`;

/** The phone's navigation drawer: open state, and Escape closing it wherever focus is (antd only listens inside the panel). */
export function useNavDrawer(): NavDrawerState {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return { open, show, close };
}

/** The header's first button: collapses the sidebar to a rail on large screens, opens the drawer on small ones. */
export function SidebarToggle({
  large,
  collapsed,
  onCollapsedChange,
  drawer,
  sidebarId,
}: {
  large: boolean;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  drawer: NavDrawerState;
  sidebarId: string;
}) {
  const { t } = useTranslation();
  const label = large ? (collapsed ? t('sellerShell.expandSidebar') : t('sellerShell.collapseSidebar')) : t('sellerShell.openNavigation');
  const Icon = large ? (collapsed ? MenuUnfoldOutlined : MenuFoldOutlined) : MenuOutlined;
  return (
    <Tooltip title={large ? label : undefined} placement="bottom">
      <button
        id={toggleIdOf(sidebarId)}
        type="button"
        className="header-icon-button portal-header-toggle"
        aria-label={label}
        aria-expanded={large ? !collapsed : drawer.open}
        aria-controls={large ? sidebarId : undefined}
        onClick={() => (large ? onCollapsedChange(!collapsed) : drawer.show())}
      >
        <Icon aria-hidden />
      </button>
    </Tooltip>
  );
}

const NavDrawerPanel = lazy(() => import('./NavDrawerPanel'));

/** The navigation as a drawer from the left on small screens, with the brand and a close button. */
export function NavDrawer({
  drawer,
  sidebarId,
  label,
  brandSubKey,
  children,
}: {
  drawer: NavDrawerState;
  sidebarId: string;
  label: string;
  brandSubKey: string;
  children: ReactNode;
}) {
  return (
    <MountWhenOpened open={drawer.open}>
      <NavDrawerPanel open={drawer.open} onClose={drawer.close} toggleId={toggleIdOf(sidebarId)} label={label} brandSubKey={brandSubKey}>
        {children}
      </NavDrawerPanel>
    </MountWhenOpened>
  );
}

/** Spec 9's logout confirmation, the same in every shell. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={t('sellerShell.logoutTitle')}
      description={t('sellerShell.logoutText')}
      onConfirm={() => logOut(navigate)}
      onClose={onClose}
    />
  );
}
