import { BarChartOutlined, DashboardOutlined, LogoutOutlined, QuestionCircleOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Dropdown, type DropdownItem } from '../components/Dropdown';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { isBuyerAccount } from '../providers/roles';
import { useLoginState, type LoginState } from '../providers/session';
import { logOut } from './logout';
import './top-bar.css';

type Destination = { key: string; labelKey: string; icon: ReactNode; to: string };

/**
 * Where the menu leads, by role: only pages that exist for this account. '/dashboard' is every
 * account's start (the seller's portal or onboarding step, the buyer's dashboard, the back office).
 */
export function accountMenuDestinations(userDetails: LoginState['userDetails']): Destination[] {
  return [
    { key: 'dashboard', labelKey: 'topBar.dashboard', icon: <DashboardOutlined aria-hidden />, to: '/dashboard' },
    ...(isBuyerAccount(userDetails)
      ? [
          { key: 'my-settings', labelKey: 'topBar.mySettings', icon: <SettingOutlined aria-hidden />, to: '/account/profile' },
          { key: 'analytics', labelKey: 'topBar.analytics', icon: <BarChartOutlined aria-hidden />, to: '/analytics/sales' },
        ]
      : []),
    { key: 'help-feedback', labelKey: 'topBar.helpFeedback', icon: <QuestionCircleOutlined aria-hidden />, to: '/HelpCenter' },
  ];
}

/**
 * The top bar's avatar dropdown (spec "Public top bar"): who is signed in, the account's own pages
 * (its dashboard, and for a buyer settings and analytics), Help & Feedback and Log Out, which clears
 * the token and goes to '/'. Items that would lead nowhere are not offered.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email, user_name, userDetails } = useLoginState();
  const destinations = accountMenuDestinations(userDetails);

  const items: DropdownItem[] = [
    ...destinations.map(({ key, labelKey, icon, to }) => ({ key, icon, label: t(labelKey), onSelect: () => navigate(to) })),
    { key: 'divider', type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('topBar.logOut'), danger: true, onSelect: () => void logOut(navigate) },
  ];

  // The app's own menu button: the public pages load no antd for it.
  return (
    <Dropdown
      align="end"
      triggerClassName="avatar-button"
      triggerLabel={t('topBar.accountMenu')}
      header={
        <span className="account-header">
          <span>{t('topBar.signedInAs')}</span>
          <strong>{email || user_name || t('topBar.accountPlaceholder')}</strong>
        </span>
      }
      items={items}
    >
      <span className="account-avatar" aria-hidden="true">
        <UserOutlined />
      </span>
    </Dropdown>
  );
}
