// The company's members (/company/members): role and status, with the admin's changes as row actions
// behind a confirmation (a role, suspend, reactivate, remove). The server refuses what breaks a rule
// (the last admin, oneself) and its message is shown as it says it. Invitations have their own list.
import { TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { COMPANY_MEMBER_STATUSES, COMPANY_ROLES, type CompanyRole } from '../../../contract/company-messages';
import type { CompanyMember } from '../../../contract/company';
import { defineResource, type RecordAction, type ValueSet } from '../../../engine/types';
import { holdsPermission } from '../../../company/company-store';
import { memberAction } from '../../../company/member-actions';

const L = 'resources.buyer-members';

export const COMPANY_ROLE_VALUES: ValueSet = {
  values: COMPANY_ROLES,
  labelPrefix: `${L}.values.role`,
  tones: { admin: 'purple', approver: 'blue', buyer: 'green', viewer: 'default' },
};
const STATUS_VALUES: ValueSet = { values: COMPANY_MEMBER_STATUSES, labelPrefix: `${L}.values.status`, tones: { active: 'success', suspended: 'error' } };

const manages = () => holdsPermission('members.manage');

const roleAction = (role: CompanyRole): RecordAction<CompanyMember> => ({
  key: `role-${role}`,
  kind: 'run',
  labelKey: `${L}.make_${role}`,
  visible: (member) => manages() && member.role !== role,
  confirm: { titleKey: `${L}.roleTitle`, textKey: `${L}.roleText`, confirmKey: `${L}.make_${role}` },
  run: (member, context) => memberAction(member, 'role', context, role),
});

export default defineResource<CompanyMember>({
  name: 'company/members',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  idField: 'user_id',
  icon: TeamOutlined,
  texts: ['companyPortal'],
  routes: { list: '/company/members' },
  menu: { section: 'company', labelKey: `${L}.title`, icon: UserAddOutlined },
  writable: manages,
  list: {
    columns: [
      { key: 'name', titleKey: `${L}.name`, field: 'name', card: 'title' },
      { key: 'email', titleKey: `${L}.email`, field: 'email' },
      { key: 'role', titleKey: `${L}.role`, field: 'role', cell: { kind: 'enum', values: COMPANY_ROLE_VALUES } },
      { key: 'status', titleKey: `${L}.status`, field: 'status', cell: { kind: 'enum', values: STATUS_VALUES } },
      { key: 'joined', titleKey: `${L}.joined`, field: 'joined_at', cell: { kind: 'relativeTime' } },
    ],
    filters: [
      { kind: 'search', placeholderKey: `${L}.search` },
      { kind: 'select', field: 'role', labelKey: `${L}.role`, values: COMPANY_ROLE_VALUES },
      { kind: 'select', field: 'status', labelKey: `${L}.status`, values: STATUS_VALUES },
    ],
    rowActions: [
      ...COMPANY_ROLES.map(roleAction),
      {
        key: 'suspend',
        kind: 'run',
        labelKey: `${L}.suspend`,
        danger: true,
        visible: (member) => manages() && member.status === 'active',
        confirm: { titleKey: `${L}.suspendTitle`, textKey: `${L}.suspendText`, confirmKey: `${L}.suspend` },
        run: (member, context) => memberAction(member, 'suspend', context),
      },
      {
        key: 'reactivate',
        kind: 'run',
        labelKey: `${L}.reactivate`,
        visible: (member) => manages() && member.status === 'suspended',
        confirm: { titleKey: `${L}.reactivateTitle`, textKey: `${L}.reactivateText`, confirmKey: `${L}.reactivate` },
        run: (member, context) => memberAction(member, 'reactivate', context),
      },
      {
        key: 'remove',
        kind: 'run',
        labelKey: `${L}.remove`,
        danger: true,
        visible: manages,
        confirm: { titleKey: `${L}.removeTitle`, textKey: `${L}.removeText`, confirmKey: `${L}.remove` },
        run: (member, context) => memberAction(member, 'remove', context),
      },
    ],
    toolbar: lazy(() => import('./toolbar')),
    emptyKey: `${L}.empty`,
  },
  show: { titleField: 'name', facts: [] },
});
