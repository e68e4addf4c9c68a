// The spend limit drawer: for the company or a member, a period, the amount in the company's budget
// currency and what happens past it. Scope, member and period stay once made (the API changes the rest).
import { z } from 'zod';
import { budgetUpdateSchema, type Budget } from '../../../contract/company-approvals';
import { approvalMessages } from '../../../contract/company-approvals-messages';
import type { FormDeclaration } from '../../../engine/types';
import { CompanyMoneyWidget } from '../../../company/CompanyMoneyWidget';
import { MemberPicker } from '../../../company/MemberPicker';
import { BUDGET_PERIOD_VALUES, BUDGET_SCOPE_VALUES, WHEN_EXCEEDED_VALUES } from '.';

const L = 'resources.buyer-budgets';
const fields = budgetUpdateSchema.shape;
const scopeField = z.string({ error: approvalMessages.budgetScopeRequired }).min(1, approvalMessages.budgetScopeRequired);
const periodField = z.string({ error: approvalMessages.budgetPeriodRequired }).min(1, approvalMessages.budgetPeriodRequired);
const memberField = z.string({ error: approvalMessages.budgetMemberRequired }).min(1, approvalMessages.budgetMemberRequired);
const creating = ({ mode }: { mode: 'create' | 'edit' }) => mode === 'create';

export const budgetForm: FormDeclaration<Budget> = {
  sections: [
    {
      key: 'who',
      titleKey: `${L}.sectionLimit`,
      descriptionKey: `${L}.sectionLimitText`,
      visible: creating,
      fields: [
        { name: 'scope', labelKey: `${L}.scope`, widget: { kind: 'select', values: BUDGET_SCOPE_VALUES }, schema: scopeField, wide: true },
        {
          name: 'user_id',
          labelKey: `${L}.member`,
          helpKey: `${L}.memberHelp`,
          widget: { kind: 'custom', component: MemberPicker },
          schema: memberField.optional(),
          toSchemaValue: (value, get) => (get('scope') === 'member' ? (value ?? '') : undefined),
          dependencies: ['scope'],
          wide: true,
        },
        { name: 'period', labelKey: `${L}.period`, widget: { kind: 'select', values: BUDGET_PERIOD_VALUES }, schema: periodField, wide: true },
      ],
    },
    {
      key: 'amount',
      titleKey: `${L}.amount`,
      fields: [
        {
          name: 'amount_minor',
          labelKey: `${L}.amount`,
          helpKey: `${L}.amountHelp`,
          widget: { kind: 'custom', component: CompanyMoneyWidget },
          schema: fields.amount_minor,
          required: true,
          wide: true,
        },
        {
          name: 'when_exceeded',
          labelKey: `${L}.whenExceeded`,
          widget: { kind: 'select', values: WHEN_EXCEEDED_VALUES },
          schema: fields.when_exceeded,
          wide: true,
        },
      ],
    },
  ],
  defaults: { scope: 'company', period: 'month', when_exceeded: 'refuse' },
  toForm: (budget) => ({ amount_minor: budget.amount_minor, when_exceeded: budget.when_exceeded }),
  toPayload: (values, budget) =>
    budget
      ? { amount_minor: values.amount_minor, when_exceeded: values.when_exceeded }
      : {
          scope: values.scope,
          ...(values.scope === 'member' ? { user_id: values.user_id ?? null } : {}),
          period: values.period,
          amount_minor: values.amount_minor,
          when_exceeded: values.when_exceeded,
        },
};
