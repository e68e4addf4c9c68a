import { BarChartOutlined, DashboardOutlined, LogoutOutlined, QuestionCircleOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { isBuyerAccount } from '../providers/roles';
import { useLoginState, type LoginState } from '../providers/session';
import { ThemeProvider } from '../theme';
import { logOut } from './logout';

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

  const items: MenuProps['items'] = [
    {
      key: 'signed-in-as',
      type: 'group',
      label: (
        <span className="account-header">
          <span>{t('topBar.signedInAs')}</span>
          <strong>{email || user_name || t('topBar.accountPlaceholder')}</strong>
        </span>
      ),
    },
    { type: 'divider' },
    ...destinations.map(({ key, labelKey, icon }) => ({ key, icon, label: t(labelKey) })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('topBar.logOut'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'logout') {
      await logOut(navigate);
      return;
    }
    const destination = destinations.find((candidate) => candidate.key === key);
    if (destination) navigate(destination.to);
  };

  // The public top bar has no antd theme around it: this menu brings its own.
  return (
    <ThemeProvider>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button type="button" className="avatar-button" aria-label={t('topBar.accountMenu')} aria-haspopup="menu">
          <Avatar size={36} icon={<UserOutlined aria-hidden />} />
        </button>
      </Dropdown>
    </ThemeProvider>
  );
}
