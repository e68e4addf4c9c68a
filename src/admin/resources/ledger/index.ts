// Back office: the sellers' ledgers (/admin/ledger), one seller's found by email or name (or
// ?seller_id= from the seller's page), with the same filters and CSV as the seller's own. Read by
// administrators and reviewers; the ledger only grows, so there is nothing to edit here.
import { BookOutlined } from '@ant-design/icons';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import type { LedgerEntry } from '../../../contract/money';
import { defineResource, type ValueSet } from '../../../engine/types';
import { LEDGER_BUCKET, LEDGER_TYPE } from '../../../resources/ledger';
import { AmountCell, BalanceAfterCell, OrderCell } from '../../../resources/ledger/cells';
import { ledgerCsvToolbar } from '../../../resources/ledger/toolbar';

const CURRENCY: ValueSet = { values: CURRENCY_CODES, labelPrefix: 'currencies' };

export const adminLedger = defineResource<LedgerEntry>({
  name: 'admin/ledger',
  labelKey: 'adminFinance.ledgerTitle',
  singularKey: 'finance.ledgerOne',
  texts: ['finance'],
  icon: BookOutlined,
  routes: { list: '/admin/ledger' },
  menu: { labelKey: 'adminNav.ledger', icon: BookOutlined },
  access: { area: 'ledger' },
  list: {
    columns: [
      { key: 'when', titleKey: 'finance.when', field: 'created_at', cell: { kind: 'dateTime' }, card: 'title', width: 160 },
      { key: 'seller', titleKey: 'adminFinance.seller', field: 'seller_name', cell: { kind: 'text' } },
      { key: 'type', titleKey: 'finance.type', field: 'type', cell: { kind: 'enum', values: LEDGER_TYPE } },
      { key: 'bucket', titleKey: 'finance.bucket', field: 'bucket', cell: { kind: 'enum', values: LEDGER_BUCKET } },
      { key: 'amount', titleKey: 'finance.amount', cell: { kind: 'custom', cell: AmountCell }, align: 'right' },
      { key: 'after', titleKey: 'finance.balanceAfter', cell: { kind: 'custom', cell: BalanceAfterCell }, align: 'right' },
      { key: 'order', titleKey: 'finance.order', cell: { kind: 'custom', cell: OrderCell } },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminFinance.ledgerSearch' },
      { kind: 'select', field: 'type', labelKey: 'finance.type', values: LEDGER_TYPE },
      { kind: 'select', field: 'currency', labelKey: 'finance.currency', values: CURRENCY },
      { kind: 'select', field: 'bucket', labelKey: 'finance.bucket', values: LEDGER_BUCKET, more: true },
      { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'finance.between', more: true },
    ],
    defaultSort: { field: 'seq', order: 'desc' },
    toolbar: ledgerCsvToolbar('admin/ledger/export'),
    emptyKey: 'finance.ledgerEmpty',
  },
});
