// Back office: payments received (/admin/payments), collect mode: every amount recorded against an order,
// by staff or from an imported bank statement, with the order's payment state. Administrators import bank
// statements here; lines the import could not match wait under Unmatched payments.
import { BankOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import { PAYMENT_SOURCES, PAYMENT_STATES } from '../../../contract/payments-messages';
import type { ReceivedPayment } from '../../../contract/payments';
import { defineResource, type ValueSet } from '../../../engine/types';
import { OrderLinkCell, PartiesCell } from './cells';
import { StatementToolbar } from './toolbar';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };
const SOURCE: ValueSet = { values: PAYMENT_SOURCES, labelPrefix: 'paymentSource', tones: { manual: 'default', statement: 'blue' } };
export const PAYMENT_STATE: ValueSet = {
  values: PAYMENT_STATES,
  labelPrefix: 'paymentState',
  tones: { unpaid: 'gold', partially_paid: 'volcano', paid: 'success', overpaid: 'purple' },
};

export const adminPayments = defineResource<ReceivedPayment>({
  name: 'admin/payments',
  labelKey: 'payments.receivedTitle',
  singularKey: 'payments.one',
  texts: ['payments'],
  icon: BankOutlined,
  routes: { list: '/admin/payments' },
  menu: { labelKey: 'adminNav.payments', icon: BankOutlined },
  access: { area: 'payments' },
  list: {
    columns: [
      { key: 'received_on', titleKey: 'payments.receivedOn', field: 'received_on', cell: { kind: 'date' }, sortKey: 'received_on', card: 'title', width: 130 },
      { key: 'order', titleKey: 'payments.order', cell: { kind: 'custom', cell: OrderLinkCell } },
      { key: 'parties', titleKey: 'payments.parties', cell: { kind: 'custom', cell: PartiesCell } },
      {
        key: 'amount',
        titleKey: 'payments.amount',
        field: 'amount_minor',
        cell: { kind: 'money', currencyField: 'currency' },
        sortKey: 'amount_minor',
        align: 'right',
      },
      { key: 'state', titleKey: 'payments.orderState', field: 'order_state', cell: { kind: 'enum', values: PAYMENT_STATE } },
      { key: 'source', titleKey: 'payments.source', field: 'source', cell: { kind: 'enum', values: SOURCE } },
      { key: 'reference', titleKey: 'payments.bankReference', field: 'bank_reference', cell: { kind: 'text' } },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'payments.searchPlaceholder' },
      { kind: 'select', field: 'currency', labelKey: 'payments.currency', values: CURRENCY },
      { kind: 'select', field: 'source', labelKey: 'payments.source', values: SOURCE },
    ],
    defaultSort: { field: 'received_on', order: 'desc' },
    toolbar: StatementToolbar,
    emptyKey: 'payments.receivedEmpty',
  },
});
