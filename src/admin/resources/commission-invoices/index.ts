// Back office: every commission invoice (/admin/commission-invoices), newest first, with its seller,
// period, total per currency and PDF; administrators issue a month's invoices on demand (audited).
import { AuditOutlined } from '@ant-design/icons';
import type { CommissionInvoice } from '../../../contract/statements';
import { defineResource } from '../../../engine/types';
import { MonthCell } from '../../../resources/statements/cells';
import { InvoiceTotalCell, invoicePdfCell } from '../../../resources/commission-invoices/cells';
import { IssueInvoicesToolbar } from './toolbar';
import './invoices.css';

const L = 'resources.admin-commission-invoices';

export default defineResource<CommissionInvoice>({
  name: 'admin/commission-invoices',
  labelKey: `${L}.title`,
  singularKey: `${L}.one`,
  icon: AuditOutlined,
  routes: { list: '/admin/commission-invoices' },
  menu: { labelKey: `${L}.title`, icon: AuditOutlined },
  access: { area: 'ledger', write: 'ledgerWrite' },
  list: {
    columns: [
      { key: 'number', titleKey: `${L}.number`, field: 'number', sortKey: 'number', cell: { kind: 'text' }, card: 'title' },
      { key: 'seller', titleKey: `${L}.seller`, field: 'seller_name', cell: { kind: 'text' } },
      { key: 'month', titleKey: `${L}.month`, field: 'month', sortKey: 'month', cell: { kind: 'custom', cell: MonthCell } },
      { key: 'issued', titleKey: `${L}.issued`, field: 'issued_at', sortKey: 'issued_at', cell: { kind: 'dateTime' } },
      { key: 'total', titleKey: `${L}.total`, cell: { kind: 'custom', cell: InvoiceTotalCell }, align: 'right' },
      { key: 'pdf', titleKey: `${L}.pdf`, cell: { kind: 'custom', cell: invoicePdfCell('admin/commission-invoices') }, align: 'right' },
    ],
    filters: [],
    defaultSort: { field: 'issued_at', order: 'desc' },
    toolbar: IssueInvoicesToolbar,
    emptyKey: `${L}.empty`,
  },
});
