// The approval rule drawer. The amount is in the company's budget currency: a new rule takes it from the
// company, an existing one from itself. A rule's kind stays once made (the API changes only the rest).
import { approvalRuleUpdateSchema, type ApprovalRule } from '../../../contract/company-approvals';
import { approvalMessages } from '../../../contract/company-approvals-messages';
import type { FormDeclaration } from '../../../engine/types';
import { z } from 'zod';
import { CompanyMoneyWidget } from '../../../company/CompanyMoneyWidget';
import { APPROVER_ROLE_VALUES, RULE_KIND_VALUES } from '.';

const L = 'resources.buyer-approval-rules';
const fields = approvalRuleUpdateSchema.shape;
const kindField = z.string({ error: approvalMessages.ruleKindRequired }).min(1, approvalMessages.ruleKindRequired);
const takesAmount = (kind: unknown) => kind !== 'new_supplier';

export const approvalRuleForm: FormDeclaration<ApprovalRule> = {
  sections: [
    {
      key: 'rule',
      titleKey: `${L}.sectionRule`,
      descriptionKey: `${L}.sectionRuleText`,
      fields: [
        { name: 'kind', labelKey: `${L}.kind`, widget: { kind: 'select', values: RULE_KIND_VALUES }, schema: kindField, wide: true },
        {
          name: 'amount_minor',
          labelKey: `${L}.amount`,
          helpKey: `${L}.amountHelp`,
          widget: { kind: 'custom', component: CompanyMoneyWidget },
          schema: fields.amount_minor,
          dependencies: ['kind'],
          toSchemaValue: (value, get) => (takesAmount(get('kind')) ? (value ?? null) : undefined),
          required: true,
          wide: true,
        },
        {
          name: 'approver_role',
          labelKey: `${L}.approverRole`,
          widget: { kind: 'select', values: APPROVER_ROLE_VALUES },
          schema: fields.approver_role,
          wide: true,
        },
        { name: 'active', labelKey: `${L}.active`, widget: { kind: 'switch' }, schema: fields.active },
      ],
    },
  ],
  defaults: { kind: 'order_total_above', approver_role: 'approver', active: true },
  toForm: (rule) => ({ kind: rule.kind, amount_minor: rule.amount_minor, approver_role: rule.approver_role, active: rule.active }),
  toPayload: (values, rule) => {
    const amount = takesAmount(values.kind) ? { amount_minor: values.amount_minor ?? null } : {};
    return rule
      ? { ...amount, approver_role: values.approver_role, active: values.active }
      : { kind: values.kind, ...amount, approver_role: values.approver_role, active: values.active };
  },
};
