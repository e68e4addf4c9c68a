// Back office: buyers and sellers with their status (/admin/users); sellers link to their page.
import { TeamOutlined } from '@ant-design/icons';
import type { AdminUser } from '../../../contract/admin';
import { ACCOUNT_STATUS, USER_ROLE, VERIFICATION } from '../../common/values';
import { CountryCell } from '../../common/cells';
import { defineResource } from '../../../engine/types';
import { RolesCell, UserNameCell } from './cells';

export const adminUsers = defineResource<AdminUser>({
  name: 'admin/users',
  labelKey: 'adminUsers.title',
  singularKey: 'adminUsers.one',
  icon: TeamOutlined,
  routes: { list: '/admin/users' },
  menu: { labelKey: 'adminNav.users', icon: TeamOutlined },
  access: { area: 'users' },

  list: {
    columns: [
      { key: 'name', titleKey: 'adminUsers.user', field: 'name', cell: { kind: 'custom', cell: UserNameCell }, sortKey: 'name', card: 'title' },
      { key: 'roles', titleKey: 'adminUsers.roles', cell: { kind: 'custom', cell: RolesCell } },
      { key: 'company', titleKey: 'adminUsers.company', field: 'company' },
      { key: 'country', titleKey: 'adminUsers.country', field: 'country', cell: { kind: 'custom', cell: CountryCell } },
      { key: 'status', titleKey: 'adminUsers.status', field: 'status', cell: { kind: 'enum', values: ACCOUNT_STATUS }, sortKey: 'status' },
      { key: 'verification', titleKey: 'adminUsers.verification', field: 'verification_status', cell: { kind: 'enum', values: VERIFICATION } },
      { key: 'joined', titleKey: 'adminUsers.joined', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminUsers.searchPlaceholder' },
      { kind: 'select', field: 'role', labelKey: 'adminUsers.role', values: USER_ROLE },
      { kind: 'select', field: 'status', labelKey: 'adminUsers.status', values: ACCOUNT_STATUS },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    emptyKey: 'adminUsers.empty',
  },
});
