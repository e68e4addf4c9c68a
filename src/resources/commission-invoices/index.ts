// The seller's commission invoices (/finance/invoices): the marketplace's monthly bill for its commission
// and the tax on it, per currency, numbered without gaps per year, each with its PDF. Issued by the
// marketplace (the monthly job, or staff); read-only here.
import { AuditOutlined } from '@ant-design/icons';
import type { CommissionInvoice } from '../../contract/statements';
import { defineResource } from '../../engine/types';
import { MonthCell } from '../statements/cells';
import { InvoiceTotalCell, invoicePdfCell } from './cells';

const L = 'resources.commission-invoices';

export default defineResource<CommissionInvoice>({
  name: 'seller/commission-invoices',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: AuditOutlined,
  routes: { list: '/finance/invoices' },
  menu: { section: 'finance', labelKey: `${L}.title`, icon: AuditOutlined },
  list: {
    columns: [
      { key: 'number', titleKey: `${L}.number`, field: 'number', sortKey: 'number', cell: { kind: 'text' }, card: 'title' },
      { key: 'month', titleKey: `${L}.month`, field: 'month', sortKey: 'month', cell: { kind: 'custom', cell: MonthCell } },
      { key: 'issued', titleKey: `${L}.issued`, field: 'issued_at', sortKey: 'issued_at', cell: { kind: 'dateTime' } },
      { key: 'total', titleKey: `${L}.total`, cell: { kind: 'custom', cell: InvoiceTotalCell }, align: 'right' },
      { key: 'pdf', titleKey: `${L}.pdf`, cell: { kind: 'custom', cell: invoicePdfCell('seller/commission-invoices') }, align: 'right' },
    ],
    filters: [],
    defaultSort: { field: 'issued_at', order: 'desc' },
    emptyKey: `${L}.empty`,
  },
});
