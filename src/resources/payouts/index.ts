// The seller's payouts (/finance/payouts): each transfer the marketplace made or is making to the bank
// account of the store profile, newest first, with its batch, state and the bank's reference. Read-only;
// the schedule is set on the Balance page.
import { SendOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../contract/catalog-constants';
import type { PayoutItem } from '../../contract/payouts';
import { defineResource, type ValueSet } from '../../engine/types';
import { AccountCell, PAYOUT_STATE, PayoutStateCell } from './cells';

const L = 'resources.payouts';
const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

export default defineResource<PayoutItem>({
  name: 'seller/payouts',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: SendOutlined,
  routes: { list: '/finance/payouts' },
  menu: { section: 'finance', labelKey: `${L}.title`, icon: SendOutlined },
  list: {
    columns: [
      { key: 'created_at', titleKey: `${L}.fields.created_at`, field: 'created_at', cell: { kind: 'date' }, sortKey: 'created_at', card: 'title', width: 130 },
      { key: 'batch', titleKey: `${L}.fields.batch_number`, field: 'batch_number', cell: { kind: 'text' } },
      {
        key: 'amount',
        titleKey: `${L}.fields.amount`,
        field: 'amount_minor',
        cell: { kind: 'money', currencyField: 'currency' },
        sortKey: 'amount_minor',
        align: 'right',
      },
      { key: 'state', titleKey: `${L}.fields.state`, cell: { kind: 'custom', cell: PayoutStateCell } },
      { key: 'account', titleKey: `${L}.fields.account`, cell: { kind: 'custom', cell: AccountCell } },
      { key: 'paid_at', titleKey: `${L}.fields.paid_at`, field: 'paid_at', cell: { kind: 'date' } },
      { key: 'reference', titleKey: `${L}.fields.bank_reference`, field: 'bank_reference', cell: { kind: 'text' } },
    ],
    filters: [
      { kind: 'search', placeholderKey: `${L}.search` },
      { kind: 'select', field: 'state', labelKey: `${L}.fields.state`, values: PAYOUT_STATE },
      { kind: 'select', field: 'currency', labelKey: `${L}.fields.currency`, values: CURRENCY },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    emptyKey: `${L}.empty`,
  },
});
