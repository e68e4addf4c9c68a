// The company's approval rules (/company/approval-rules): a condition and who approves, kept by members
// whose role holds rules.manage; a list with a drawer form.
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { APPROVAL_RULE_KINDS, APPROVER_ROLES } from '../../../contract/company-approvals-messages';
import type { ApprovalRule } from '../../../contract/company-approvals';
import { defineResource, type ValueSet } from '../../../engine/types';
import { holdsPermission } from '../../../company/company-store';
import { RuleAmountCell } from '../../../company/cells';

const L = 'resources.buyer-approval-rules';

export const RULE_KIND_VALUES: ValueSet = { values: APPROVAL_RULE_KINDS, labelPrefix: `${L}.values.kind` };
export const APPROVER_ROLE_VALUES: ValueSet = {
  values: APPROVER_ROLES,
  labelPrefix: `${L}.values.approver_role`,
  tones: { admin: 'purple', approver: 'blue' },
};

export default defineResource<ApprovalRule>({
  name: 'company/approval-rules',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: SafetyCertificateOutlined,
  texts: ['companyPortal'],
  routes: { list: '/company/approval-rules' },
  menu: { section: 'company', labelKey: `${L}.title`, icon: SafetyCertificateOutlined, permission: 'rules.manage' },
  writable: () => holdsPermission('rules.manage'),
  list: {
    columns: [
      { key: 'kind', titleKey: `${L}.kind`, field: 'kind', cell: { kind: 'enum', values: RULE_KIND_VALUES }, card: 'title' },
      { key: 'amount', titleKey: `${L}.amount`, cell: { kind: 'custom', cell: RuleAmountCell }, align: 'right' },
      { key: 'approver', titleKey: `${L}.approverRole`, field: 'approver_role', cell: { kind: 'enum', values: APPROVER_ROLE_VALUES } },
      { key: 'active', titleKey: `${L}.active`, field: 'active', cell: { kind: 'boolean' } },
      { key: 'updated', titleKey: `${L}.updated`, field: 'updated_at', cell: { kind: 'relativeTime' } },
    ],
    filters: [],
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'resources.delete',
        danger: true,
        confirm: { titleKey: `${L}.deleteTitle`, textKey: `${L}.deleteText`, confirmKey: `${L}.deleteConfirm` },
      },
    ],
    emptyKey: `${L}.empty`,
    createKey: `${L}.add`,
  },
  show: { titleField: 'kind', facts: [] },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.approvalRuleForm) },
});
