// Back office: unmatched payments (/admin/unmatched-payments), collect mode: bank statement lines whose
// reference named no order that could take them. An administrator matches each to an order by its number;
// the line then becomes that order's payment and leaves the queue.
import { LinkOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import { UNMATCHED_REASONS } from '../../../contract/payments-messages';
import type { UnmatchedPayment } from '../../../contract/payments';
import { defineResource, type ValueSet } from '../../../engine/types';
import { askMatch, MatchToolbar } from './match';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };
const REASON: ValueSet = {
  values: UNMATCHED_REASONS,
  labelPrefix: 'paymentReason',
  tones: { no_reference: 'gold', unknown_order: 'volcano', currency: 'red', cancelled: 'default' },
};

export const adminUnmatchedPayments = defineResource<UnmatchedPayment>({
  name: 'admin/unmatched-payments',
  labelKey: 'payments.unmatchedTitle',
  singularKey: 'payments.unmatchedOne',
  texts: ['payments'],
  icon: QuestionCircleOutlined,
  routes: { list: '/admin/unmatched-payments' },
  menu: { labelKey: 'adminNav.unmatchedPayments', icon: QuestionCircleOutlined },
  access: { area: 'payments' },
  list: {
    columns: [
      { key: 'received_on', titleKey: 'payments.receivedOn', field: 'received_on', cell: { kind: 'date' }, sortKey: 'received_on', card: 'title', width: 130 },
      {
        key: 'amount',
        titleKey: 'payments.amount',
        field: 'amount_minor',
        cell: { kind: 'money', currencyField: 'currency' },
        sortKey: 'amount_minor',
        align: 'right',
      },
      { key: 'reference', titleKey: 'payments.bankReference', field: 'reference', cell: { kind: 'text' } },
      { key: 'bank_line_id', titleKey: 'payments.bankLineId', field: 'bank_line_id', cell: { kind: 'text' } },
      { key: 'reason', titleKey: 'payments.why', field: 'reason', cell: { kind: 'enum', values: REASON } },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'payments.unmatchedSearch' },
      { kind: 'select', field: 'currency', labelKey: 'payments.currency', values: CURRENCY },
      { kind: 'select', field: 'reason', labelKey: 'payments.why', values: REASON },
    ],
    defaultSort: { field: 'received_on', order: 'desc' },
    toolbar: MatchToolbar,
    rowActions: [{ key: 'match', kind: 'run', labelKey: 'payments.match', icon: LinkOutlined, run: askMatch }],
    emptyKey: 'payments.unmatchedEmpty',
  },
});
