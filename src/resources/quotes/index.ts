// The supplier's quotes (/quotes): every quote it submitted, latest change first, by status; each opens
// on its page with the history of versions, the revise form and the quote's conversation (/quotes/:id).
import { FileDoneOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { QUOTE_STATUSES } from '../../contract/rfq-constants';
import type { SupplierQuoteSummary } from '../../contract/rfq';
import { QUOTE_STATUS_COLOURS } from '../../rfq/rfq-display';
import { defineResource, type Tone, type ValueSet } from '../../engine/types';
import { AllowanceToolbar } from '../rfq-board/toolbar';
import { QuoteRfqCell } from './cells';

export const QUOTE_STATUS: ValueSet = { values: QUOTE_STATUSES, labelPrefix: 'quoteStatus', tones: QUOTE_STATUS_COLOURS as Record<string, Tone> };

export const quotes = defineResource<SupplierQuoteSummary>({
  name: 'quotes',
  labelKey: 'rfqNav.myQuotes',
  singularKey: 'rfqQuote.one',
  texts: ['rfq'],
  icon: FileDoneOutlined,
  routes: { list: '/quotes', show: '/quotes/:id' },
  menu: { section: 'rfqs', labelKey: 'rfqNav.myQuotes', icon: FileDoneOutlined },
  list: {
    columns: [
      { key: 'rfq', titleKey: 'rfq.request', cell: { kind: 'custom', cell: QuoteRfqCell }, card: 'title' },
      { key: 'status', titleKey: 'rfq.status', field: 'status', cell: { kind: 'enum', values: QUOTE_STATUS } },
      { key: 'version', titleKey: 'rfqQuote.version', field: 'version', cell: { kind: 'number' }, align: 'right' },
      { key: 'total', titleKey: 'rfqCompare.total', field: 'total_minor', cell: { kind: 'money', currencyField: 'currency' }, align: 'right' },
      { key: 'valid', titleKey: 'rfq.validUntil', field: 'valid_until', cell: { kind: 'relativeTime' }, sortKey: 'valid_until' },
      { key: 'updated', titleKey: 'rfqQuote.updated', field: 'updated_at', cell: { kind: 'relativeTime' }, sortKey: 'updated_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'rfqQuote.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'rfq.status', values: QUOTE_STATUS },
    ],
    defaultSort: { field: 'updated_at', order: 'desc' },
    toolbar: AllowanceToolbar,
    emptyKey: 'rfqQuote.empty',
  },
  show: { titleField: 'id', facts: [] },
  pages: { show: lazy(() => import('../../rfq/SupplierPages').then((m) => ({ default: m.SupplierQuotePage }))) },
});
