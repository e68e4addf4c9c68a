import {
  BarChartOutlined,
  ControlOutlined,
  DesktopOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLoginState } from '../providers/session';
import { logOut } from './logout';

/**
 * The top bar's avatar dropdown (spec "Public top bar"). The header and the avatar are placeholders and
 * only Log Out does something: it clears the token and goes to '/'.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { email, user_name } = useLoginState();

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
    { key: 'my-settings', icon: <SettingOutlined  aria-hidden />, label: t('topBar.mySettings') },
    { key: 'team-settings', icon: <TeamOutlined  aria-hidden />, label: t('topBar.teamSettings') },
    { key: 'analytics', icon: <BarChartOutlined  aria-hidden />, label: t('topBar.analytics') },
    { key: 'system', icon: <DesktopOutlined  aria-hidden />, label: t('topBar.system') },
    { key: 'configurations', icon: <ControlOutlined  aria-hidden />, label: t('topBar.configurations') },
    { key: 'help-feedback', icon: <QuestionCircleOutlined  aria-hidden />, label: t('topBar.helpFeedback') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined  aria-hidden />, label: t('topBar.logOut'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'logout') await logOut(navigate);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="avatar-button" aria-label={t('topBar.accountMenu')} aria-haspopup="menu">
        <Avatar size={36} icon={<UserOutlined  aria-hidden />} />
      </button>
    </Dropdown>
  );
}
