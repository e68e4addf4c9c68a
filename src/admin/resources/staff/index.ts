// Back office: staff accounts (/admin/staff), administrators only. Create (a one-time temporary
// password to hand over), change the role, deactivate and reactivate; never the last administrator,
// which the server refuses with its own message.
import { PoweroffOutlined, SafetyOutlined, SwapOutlined, UndoOutlined } from '@ant-design/icons';
import type { StaffAccount } from '../../../contract/admin';
import { adminPath, decide } from '../../common/api';
import { adminDialog } from '../../common/dialog-store';
import { ACCOUNT_STATUS, STAFF_ROLE } from '../../common/values';
import { defineResource } from '../../../engine/types';
import { PasswordStateCell, StaffNameCell } from './cells';
import { StaffToolbar } from './toolbar';

export const adminStaff = defineResource<StaffAccount>({
  name: 'admin/staff',
  labelKey: 'adminStaff.title',
  singularKey: 'adminStaff.one',
  icon: SafetyOutlined,
  routes: { list: '/admin/staff' },
  menu: { labelKey: 'adminNav.staff', icon: SafetyOutlined },
  access: { area: 'staff' },

  list: {
    columns: [
      { key: 'name', titleKey: 'adminStaff.person', field: 'name', cell: { kind: 'custom', cell: StaffNameCell }, sortKey: 'name', card: 'title' },
      { key: 'role', titleKey: 'adminStaff.role', field: 'staff_role', cell: { kind: 'enum', values: STAFF_ROLE }, sortKey: 'staff_role' },
      { key: 'status', titleKey: 'adminStaff.status', field: 'status', cell: { kind: 'enum', values: ACCOUNT_STATUS }, sortKey: 'status' },
      { key: 'password', titleKey: 'adminStaff.password', cell: { kind: 'custom', cell: PasswordStateCell } },
      { key: 'created', titleKey: 'adminStaff.created', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminStaff.searchPlaceholder' },
      { kind: 'select', field: 'staff_role', labelKey: 'adminStaff.role', values: STAFF_ROLE },
      { kind: 'select', field: 'status', labelKey: 'adminStaff.status', values: ACCOUNT_STATUS },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    toolbar: StaffToolbar,
    rowActions: [
      {
        key: 'role',
        kind: 'run',
        labelKey: 'adminStaff.changeRole',
        icon: SwapOutlined,
        visible: (account) => account.status === 'active',
        run: async (account, context) => adminDialog.open({ kind: 'staffRole', account, after: context.refresh }),
      },
      {
        key: 'deactivate',
        kind: 'run',
        labelKey: 'adminStaff.deactivate',
        icon: PoweroffOutlined,
        danger: true,
        visible: (account) => account.status === 'active' && !account.is_self,
        run: async (account, context) =>
          adminDialog.open({
            kind: 'note',
            titleKey: 'adminStaff.deactivateTitle',
            textKey: 'adminStaff.deactivateText',
            values: { name: account.name },
            noteLabelKey: 'adminStaff.reasonOptional',
            confirmKey: 'adminStaff.deactivateConfirm',
            danger: true,
            noteField: 'reason',
            submit: (reason) => decide(adminPath('staff', account.id, 'deactivate'), reason ? { reason } : {}),
            after: context.refresh,
          }),
      },
      {
        key: 'reactivate',
        kind: 'run',
        labelKey: 'adminStaff.reactivate',
        icon: UndoOutlined,
        visible: (account) => account.status === 'suspended',
        confirm: { titleKey: 'adminStaff.reactivateTitle', textKey: 'adminStaff.reactivateText', confirmKey: 'adminStaff.reactivate' },
        run: async (account, context) => {
          const result = await decide(adminPath('staff', account.id, 'reactivate'));
          if (result.success) await context.refresh();
        },
      },
    ],
    emptyKey: 'adminStaff.empty',
  },
});
