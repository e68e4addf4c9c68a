// The seller's ledger (/finance/ledger): every entry newest first with the balance of its state after it,
// filtered by type, currency, state and dates, and exported as CSV. Read-only: the ledger only grows.
import { BookOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../contract/catalog-constants';
import { LEDGER_BUCKETS, LEDGER_ENTRY_TYPES } from '../../contract/money-constants';
import type { LedgerEntry } from '../../contract/money';
import { defineResource, type ValueSet } from '../../engine/types';
import { AmountCell, BalanceAfterCell, OrderCell } from './cells';
import { ledgerCsvToolbar } from './toolbar';

export const LEDGER_TYPE: ValueSet = {
  values: LEDGER_ENTRY_TYPES,
  labelPrefix: 'financeType',
  tones: { sale: 'success', commission: 'default', commission_tax: 'default', reversal: 'red', adjustment: 'purple', payout: 'blue', payout_reversal: 'red' },
};
export const LEDGER_BUCKET: ValueSet = {
  values: LEDGER_BUCKETS,
  labelPrefix: 'financeBucket',
  tones: { pending: 'gold', payable: 'blue', reserved: 'purple', paid: 'success' },
};
const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

export const ledger = defineResource<LedgerEntry>({
  name: 'seller/ledger',
  labelKey: 'financeNav.ledger',
  singularKey: 'finance.ledgerOne',
  texts: ['finance'],
  icon: BookOutlined,
  routes: { list: '/finance/ledger' },
  menu: { section: 'finance', labelKey: 'financeNav.ledger', icon: BookOutlined },
  list: {
    columns: [
      { key: 'when', titleKey: 'finance.when', field: 'created_at', cell: { kind: 'dateTime' }, card: 'title', width: 160 },
      { key: 'type', titleKey: 'finance.type', field: 'type', cell: { kind: 'enum', values: LEDGER_TYPE } },
      { key: 'bucket', titleKey: 'finance.bucket', field: 'bucket', cell: { kind: 'enum', values: LEDGER_BUCKET } },
      { key: 'amount', titleKey: 'finance.amount', cell: { kind: 'custom', cell: AmountCell }, align: 'right' },
      { key: 'after', titleKey: 'finance.balanceAfter', cell: { kind: 'custom', cell: BalanceAfterCell }, align: 'right' },
      { key: 'order', titleKey: 'finance.order', cell: { kind: 'custom', cell: OrderCell } },
    ],
    filters: [
      { kind: 'select', field: 'type', labelKey: 'finance.type', values: LEDGER_TYPE },
      { kind: 'select', field: 'currency', labelKey: 'finance.currency', values: CURRENCY },
      { kind: 'select', field: 'bucket', labelKey: 'finance.bucket', values: LEDGER_BUCKET, more: true },
      { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'finance.between', more: true },
    ],
    defaultSort: { field: 'seq', order: 'desc' },
    toolbar: ledgerCsvToolbar('seller/ledger/export'),
    emptyKey: 'finance.ledgerEmpty',
  },
});
