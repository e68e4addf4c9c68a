// The phone's navigation drawer itself (antd's Drawer): its code loads when the drawer first opens
// (ShellFrame's NavDrawer), not with every signed-in page.
import { CloseOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { ShellBrand } from './ShellBrand';

export interface NavDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  /** The header button that opened it: focus returns there when it closes. */
  toggleId: string;
  label: string;
  brandSubKey: string;
  children: ReactNode;
}

export default function NavDrawerPanel({ open, onClose, toggleId, label, brandSubKey, children }: NavDrawerPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      placement="left"
      width="16rem"
      onClose={onClose}
      title={null}
      closable={false}
      rootClassName="portal-drawer"
      aria-label={label}
      afterOpenChange={(opened) => {
        // Back to the button that opened it, unless a link took focus elsewhere.
        if (!opened && (document.activeElement === document.body || document.activeElement === null)) document.getElementById(toggleId)?.focus();
      }}
    >
      <div className="portal-drawer-head">
        <ShellBrand subKey={brandSubKey} />
        <button type="button" className="header-icon-button" aria-label={t('sellerShell.closeNavigation')} onClick={onClose}>
          <CloseOutlined aria-hidden />
        </button>
      </div>
      {children}
    </Drawer>
  );
}
