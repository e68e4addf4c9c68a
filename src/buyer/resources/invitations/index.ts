// The company's invitations (/company/invitations, reached from Members): who was invited with which
// role and what became of it; an admin invites in a drawer and withdraws a pending one.
import { MailOutlined } from '@ant-design/icons';
import { INVITATION_STATUSES } from '../../../contract/company-messages';
import type { CompanyInvitation } from '../../../contract/company';
import { defineResource, type ValueSet } from '../../../engine/types';
import { holdsPermission } from '../../../company/company-store';
import { COMPANY_ROLE_VALUES } from '../members';
import { PersonCell } from '../../../company/cells';

const L = 'resources.buyer-invitations';

export const INVITATION_STATUS_VALUES: ValueSet = {
  values: INVITATION_STATUSES,
  labelPrefix: `${L}.values.status`,
  tones: { pending: 'gold', accepted: 'success', expired: 'default', revoked: 'default' },
};

export default defineResource<CompanyInvitation>({
  name: 'company/invitations',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: MailOutlined,
  texts: ['companyPortal'],
  routes: { list: '/company/invitations' },
  writable: () => holdsPermission('members.manage'),
  list: {
    columns: [
      { key: 'email', titleKey: `${L}.email`, field: 'email', card: 'title' },
      { key: 'role', titleKey: `${L}.role`, field: 'role', cell: { kind: 'enum', values: COMPANY_ROLE_VALUES } },
      { key: 'status', titleKey: `${L}.status`, field: 'status', cell: { kind: 'enum', values: INVITATION_STATUS_VALUES } },
      { key: 'invitedBy', titleKey: `${L}.invitedBy`, cell: { kind: 'custom', cell: PersonCell } },
      { key: 'expires', titleKey: `${L}.expires`, field: 'expires_at', cell: { kind: 'dateTime' } },
      { key: 'sent', titleKey: `${L}.sent`, field: 'created_at', cell: { kind: 'relativeTime' } },
    ],
    filters: [],
    rowActions: [
      {
        key: 'withdraw',
        kind: 'delete',
        labelKey: `${L}.withdraw`,
        danger: true,
        visible: (invitation) => invitation.status === 'pending',
        confirm: { titleKey: `${L}.withdrawTitle`, textKey: `${L}.withdrawText`, confirmKey: `${L}.withdraw` },
      },
    ],
    emptyKey: `${L}.empty`,
    createKey: `${L}.add`,
  },
  show: { titleField: 'email', facts: [] },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.invitationForm) },
});
