import { DownOutlined, LogoutOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Dropdown, type DropdownItem } from '../../components/Dropdown';
import { useLoginState } from '../../providers/session';
import './user-menu.css';

export { AVATAR_FALLBACK, initialOf } from '../../components/avatar-initial';
import { initialOf } from '../../components/avatar-initial';

/**
 * A round avatar: the profile image, or the name's first letter when there is none or it fails to load.
 * Decorative: the menu button around it says whose menu it is.
 */
function UserAvatar({ size, src, name }: { size: number; src: string | null | undefined; name: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && src !== failed ? src : null;
  return (
    <span className="user-avatar portal-user-avatar" style={{ width: size, height: size }} aria-hidden="true">
      {image ? <img src={image} alt="" width={size} height={size} onError={() => setFailed(image)} /> : initialOf(name)}
    </span>
  );
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
  const avatar = (size: number) => <UserAvatar size={size} src={profileimage} name={user_name} />;

  return (
    <Dropdown
      className="portal-user-menu"
      triggerClassName="portal-user-trigger"
      menuLabel={t('sellerShell.userMenuItems')}
      header={
        <div className="portal-user-card">
          {avatar(40)}
          <div className="portal-user-card-text">
            <strong className="portal-user-card-name">{name}</strong>
            {email && <span className="portal-user-card-email">{email}</span>}
          </div>
        </div>
      }
      items={[
        ...items,
        { key: 'divider', type: 'divider' },
        { key: 'logout', label: t('sellerShell.logOut'), icon: <LogoutOutlined aria-hidden />, danger: true, onSelect: onLogout },
      ]}
    >
      {avatar(32)}
      {/* The name shows; the button is named by the whole phrase, which holds it, as text rather than an
          aria-label (whose words would have to hold the avatar's initial too: label in name). */}
      <span className="portal-user-name" aria-hidden="true">
        {name}
      </span>
      <span className="visually-hidden">{t('sellerShell.userMenu', { name })}</span>
      <DownOutlined aria-hidden className="portal-user-chevron" />
    </Dropdown>
  );
}
