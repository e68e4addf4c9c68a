import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { useTranslation } from '../../i18n';
import { Dropdown, type DropdownItem } from '../../components/Dropdown';
import { useLoginState } from '../../providers/session';

/** Spec: the avatar's fallback when there is no name to take a letter from. */
export const AVATAR_FALLBACK = 'U';

/** The first letter of the name, upper-cased; whole characters, so a name outside Latin script works too. */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : AVATAR_FALLBACK;
}

export interface UserMenuProps {
  /** The shell's own items, above 'Log out'. */
  items: readonly DropdownItem[];
  onLogout: () => void;
}

/**
 * The header's user menu (spec "Seller portal shell", "Buyer shell"): the user's name (fallback
 * 'User Name'), email and avatar (the profile image, else the name's first letter, else 'U'); the
 * shell's items, then Log out.
 */
export function UserMenu({ items, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { user_name, email, profileimage } = useLoginState();
  const name = user_name?.trim() || t('sellerShell.userNameFallback');
  const avatar = (size: number) => (
    <Avatar size={size} src={profileimage || undefined} alt="" className="seller-user-avatar" aria-hidden="true">
      {initialOf(user_name)}
    </Avatar>
  );

  return (
    <Dropdown
      className="seller-user-menu"
      triggerClassName="seller-user-trigger"
      triggerLabel={t('sellerShell.userMenu', { name })}
      menuLabel={t('sellerShell.userMenuItems')}
      header={
        <div className="seller-user-card">
          {avatar(40)}
          <div className="seller-user-card-text">
            <strong className="seller-user-card-name">{name}</strong>
            {email && <span className="seller-user-card-email">{email}</span>}
          </div>
        </div>
      }
      items={[...items, { key: 'divider', type: 'divider' }, { key: 'logout', label: t('sellerShell.logOut'), icon: <LogoutOutlined  aria-hidden />, danger: true, onSelect: onLogout }]}
    >
      {avatar(32)}
      <span className="seller-user-name">{name}</span>
      <DownOutlined aria-hidden className="seller-user-chevron" />
    </Dropdown>
  );
}
