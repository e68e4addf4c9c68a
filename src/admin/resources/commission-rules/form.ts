// The commission rule form (the drawer over the list), loaded with its first opening. Amounts are in the
// rule currency's minor units, as the ledger keeps them.
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import { COMMISSION_SCOPES } from '../../../contract/money-constants';
import { commissionRuleFields, commissionRuleProblems, type CommissionRule } from '../../../contract/money';
import type { FormDeclaration, ValueSet } from '../../../engine/types';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };
const SCOPE: ValueSet = { values: COMMISSION_SCOPES, labelPrefix: 'adminFinanceScope' };

export const commissionRuleForm: FormDeclaration<CommissionRule> = {
  sections: [
    {
      key: 'rule',
      titleKey: 'adminFinance.sectionRule',
      descriptionKey: 'adminFinance.sectionRuleText',
      fields: [
        { name: 'scope', labelKey: 'adminFinance.scope', widget: { kind: 'select', values: SCOPE }, schema: commissionRuleFields.scope },
        { name: 'category_id', labelKey: 'adminFinance.category', widget: { kind: 'category', allowClear: true }, dependencies: ['scope'], required: false },
        { name: 'seller_id', labelKey: 'adminFinance.sellerId', widget: { kind: 'text' }, dependencies: ['scope'], required: false },
        {
          name: 'rate_bp',
          labelKey: 'adminFinance.rate',
          helpKey: 'adminFinance.rateHelp',
          widget: { kind: 'number', min: 0, max: 10_000 },
          schema: commissionRuleFields.rate_bp,
        },
        { name: 'note', labelKey: 'adminFinance.note', widget: { kind: 'textarea', rows: 2, maxLength: 500 }, required: false, wide: true },
      ],
    },
    {
      key: 'amounts',
      titleKey: 'adminFinance.sectionAmounts',
      descriptionKey: 'adminFinance.sectionAmountsText',
      fields: [
        { name: 'currency', labelKey: 'finance.currency', widget: { kind: 'select', values: CURRENCY, allowClear: true }, required: false },
        { name: 'min_line_minor', labelKey: 'adminFinance.minLine', widget: { kind: 'number', min: 0 }, required: false },
        { name: 'max_line_minor', labelKey: 'adminFinance.maxLine', widget: { kind: 'number', min: 0 }, required: false },
        { name: 'fixed_fee_minor', labelKey: 'adminFinance.fixedFee', widget: { kind: 'number', min: 0 }, required: false },
      ],
    },
  ],
  defaults: { scope: 'default', rate_bp: 800 },
  // Empty boxes are sent as null ("none"), and the seller id as typed.
  toPayload: (values) =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value === undefined || value === '' ? null : typeof value === 'string' ? value.trim() : value]),
    ),
  crossCheck: (payload) => commissionRuleProblems(payload as Parameters<typeof commissionRuleProblems>[0]),
  afterCreate: 'list',
  afterEdit: 'list',
};
