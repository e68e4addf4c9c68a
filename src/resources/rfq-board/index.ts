// The supplier's RFQ board (/rfq-board): open requests for quotation that reach it (a category of its
// published products, its parent or children, or an invitation), newest first, filtered by category,
// delivery country, quantity, when posted and a search over the title and items. A request opens on
// its own page with the quote form (/rfq-board/:id).
import { FileSearchOutlined, ProfileOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import { POSTED_WITHIN_DAYS } from '../../contract/rfq-constants';
import type { BoardRfq } from '../../contract/rfq';
import { defineResource, type ColumnDeclaration, type FilterDeclaration, type ValueSet } from '../../engine/types';
import { BuyerCell, DeliveryCell, MyQuoteCell, PlacesCell, RfqCell } from './cells';
import { AllowanceToolbar } from './toolbar';

export const POSTED_WITHIN: ValueSet = { values: POSTED_WITHIN_DAYS, labelPrefix: 'rfqPostedWithin' };

/** The columns and filters the board and the invitations share. */
export const boardColumns: ColumnDeclaration<BoardRfq>[] = [
  { key: 'rfq', titleKey: 'rfq.request', field: 'title', cell: { kind: 'custom', cell: RfqCell }, card: 'title' },
  { key: 'buyer', titleKey: 'rfq.buyer', cell: { kind: 'custom', cell: BuyerCell } },
  { key: 'delivery', titleKey: 'rfq.delivery', cell: { kind: 'custom', cell: DeliveryCell }, sortKey: 'required_by' },
  { key: 'places', titleKey: 'rfq.quotes', cell: { kind: 'custom', cell: PlacesCell } },
  { key: 'valid', titleKey: 'rfq.closes', field: 'valid_until', cell: { kind: 'relativeTime' }, sortKey: 'valid_until' },
  { key: 'posted', titleKey: 'rfq.posted', field: 'opened_at', cell: { kind: 'relativeTime' }, sortKey: 'opened_at' },
  { key: 'mine', titleKey: 'rfq.yourQuote', cell: { kind: 'custom', cell: MyQuoteCell } },
];

export const boardFilters: FilterDeclaration[] = [
  { kind: 'search', placeholderKey: 'rfq.searchPlaceholder' },
  { kind: 'category', field: 'category_id', labelKey: 'rfq.category' },
  { kind: 'country', field: 'country', labelKey: 'rfq.deliveryCountry' },
  { kind: 'select', field: 'posted_within', labelKey: 'rfq.postedWithin', values: POSTED_WITHIN },
  { kind: 'range', field: 'quantity', labelKey: 'rfq.quantity', more: true },
];

export const rfqBoard = defineResource<BoardRfq>({
  name: 'rfq-board',
  labelKey: 'rfqNav.board',
  singularKey: 'rfq.one',
  texts: ['rfq'],
  icon: FileSearchOutlined,
  routes: { list: '/rfq-board', show: '/rfq-board/:id' },
  menu: { section: 'rfqs', labelKey: 'rfqNav.board', icon: ProfileOutlined },
  list: {
    columns: boardColumns,
    filters: boardFilters,
    defaultSort: { field: 'opened_at', order: 'desc' },
    toolbar: AllowanceToolbar,
    emptyKey: 'rfq.boardEmpty',
  },
  show: { titleField: 'title', facts: [] },
  pages: { show: lazy(() => import('../../rfq/SupplierPages').then((m) => ({ default: m.SupplierRfqPage }))) },
});
