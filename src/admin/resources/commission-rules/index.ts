// Back office: commission rules (/admin/commission-rules). Read by administrators and reviewers;
// administrators add, edit and delete them in a drawer, each change audited. The most specific rule
// wins, and placed orders keep the commission frozen on their lines.
import { PercentageOutlined } from '@ant-design/icons';
import { COMMISSION_SCOPES } from '../../../contract/money-constants';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import type { CommissionRule } from '../../../contract/money';
import { defineResource, type ValueSet } from '../../../engine/types';
import { AmountsCell, RateCell, TargetCell } from './cells';

const SCOPE: ValueSet = { values: COMMISSION_SCOPES, labelPrefix: 'adminFinanceScope', tones: { default: 'default', category: 'blue', seller: 'purple' } };
const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

export const adminCommissionRules = defineResource<CommissionRule>({
  name: 'admin/commission-rules',
  labelKey: 'adminFinance.rulesTitle',
  singularKey: 'adminFinance.ruleOne',
  texts: ['finance'],
  icon: PercentageOutlined,
  routes: { list: '/admin/commission-rules' },
  menu: { labelKey: 'adminNav.commissionRules', icon: PercentageOutlined },
  access: { area: 'commissionRules', write: 'commissionRulesWrite' },
  list: {
    columns: [
      { key: 'scope', titleKey: 'adminFinance.scope', field: 'scope', cell: { kind: 'enum', values: SCOPE }, sortKey: 'scope' },
      { key: 'target', titleKey: 'adminFinance.target', cell: { kind: 'custom', cell: TargetCell }, card: 'title' },
      { key: 'rate', titleKey: 'adminFinance.rate', cell: { kind: 'custom', cell: RateCell }, sortKey: 'rate_bp', align: 'right' },
      { key: 'amounts', titleKey: 'adminFinance.sectionAmounts', cell: { kind: 'custom', cell: AmountsCell } },
      { key: 'updated', titleKey: 'adminFinance.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminFinance.rulesSearch' },
      { kind: 'select', field: 'scope', labelKey: 'adminFinance.scope', values: SCOPE },
      { kind: 'select', field: 'currency', labelKey: 'finance.currency', values: CURRENCY },
    ],
    defaultSort: { field: 'updated_at', order: 'desc' },
    rowActions: [
      { key: 'edit', kind: 'edit', labelKey: 'resources.edit' },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'adminFinance.delete',
        danger: true,
        confirm: { titleKey: 'adminFinance.deleteTitle', textKey: 'adminFinance.deleteText', confirmKey: 'adminFinance.delete' },
      },
    ],
    emptyKey: 'adminFinance.rulesEmpty',
    createKey: 'adminFinance.rulesAdd',
  },
  form: { mode: 'drawer', load: () => import('./form').then((module) => module.commissionRuleForm) },
});
