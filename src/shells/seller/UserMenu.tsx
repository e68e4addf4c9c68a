import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n';
import { UserMenu as CommonUserMenu } from '../common/UserMenu';

export { AVATAR_FALLBACK, initialOf } from '../common/UserMenu';

export interface UserMenuProps {
  onAccount: () => void;
  onLogout: () => void;
}

/** The seller's user menu (spec "Seller portal shell"): 'Account' (to /profile) and 'Log out'. */
export function UserMenu({ onAccount, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  return (
    <CommonUserMenu
      items={[{ key: 'account', label: t('sellerShell.account'), icon: <UserOutlined aria-hidden />, onSelect: onAccount }]}
      onLogout={onLogout}
    />
  );
}
