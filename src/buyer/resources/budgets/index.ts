// The company's spend limits (/company/budgets): for the company or one member, per month or quarter,
// each with what is spent and left in the current period; kept by members whose role holds budgets.manage.
import { FundOutlined } from '@ant-design/icons';
import { BUDGET_PERIODS, BUDGET_SCOPES, BUDGET_WHEN_EXCEEDED } from '../../../contract/company-approvals-messages';
import type { Budget } from '../../../contract/company-approvals';
import { defineResource, type ValueSet } from '../../../engine/types';
import { holdsPermission } from '../../../company/company-store';
import { BudgetScopeCell, BudgetSpendCell } from '../../../company/cells';

const L = 'resources.buyer-budgets';

export const BUDGET_SCOPE_VALUES: ValueSet = { values: BUDGET_SCOPES, labelPrefix: `${L}.values.scope` };
export const BUDGET_PERIOD_VALUES: ValueSet = { values: BUDGET_PERIODS, labelPrefix: `${L}.values.period` };
export const WHEN_EXCEEDED_VALUES: ValueSet = {
  values: BUDGET_WHEN_EXCEEDED,
  labelPrefix: `${L}.values.when_exceeded`,
  tones: { refuse: 'red', approval: 'gold' },
};

export default defineResource<Budget>({
  name: 'company/budgets',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: FundOutlined,
  texts: ['companyPortal'],
  routes: { list: '/company/budgets' },
  menu: { section: 'company', labelKey: `${L}.title`, icon: FundOutlined, permission: 'budgets.manage' },
  writable: () => holdsPermission('budgets.manage'),
  list: {
    columns: [
      { key: 'scope', titleKey: `${L}.scope`, cell: { kind: 'custom', cell: BudgetScopeCell }, card: 'title' },
      { key: 'period', titleKey: `${L}.period`, field: 'period', cell: { kind: 'enum', values: BUDGET_PERIOD_VALUES } },
      { key: 'amount', titleKey: `${L}.amount`, field: 'amount_minor', cell: { kind: 'money', currencyField: 'currency' }, align: 'right' },
      { key: 'spend', titleKey: `${L}.spent`, cell: { kind: 'custom', cell: BudgetSpendCell }, width: 220 },
      { key: 'whenExceeded', titleKey: `${L}.whenExceeded`, field: 'when_exceeded', cell: { kind: 'enum', values: WHEN_EXCEEDED_VALUES } },
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
  show: { titleField: 'period', facts: [] },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.budgetForm) },
});
