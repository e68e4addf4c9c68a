// Back office: sellers (/admin/sellers). A generic list with the filters staff use most; the seller's
// page is a page of its own (business details, store, documents, decisions).
import { ShopOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { AdminSellerSummary } from '../../../contract/admin';
import { CountryCell } from '../../common/cells';
import { ACCOUNT_STATUS, VERIFICATION } from '../../common/values';
import { defineResource } from '../../../engine/types';
import { SellerNameCell, SellerVerificationCell } from './cells';

export const adminSellers = defineResource<AdminSellerSummary>({
  name: 'admin/sellers',
  labelKey: 'adminSellers.title',
  singularKey: 'adminSellers.one',
  icon: ShopOutlined,
  routes: { list: '/admin/sellers', show: '/admin/sellers/:id' },
  menu: { labelKey: 'adminNav.sellers', icon: ShopOutlined },
  access: { area: 'sellers', actions: { suspend: 'sellerSuspension', reinstate: 'sellerSuspension' } },

  list: {
    columns: [
      { key: 'name', titleKey: 'adminSellers.seller', field: 'name', cell: { kind: 'custom', cell: SellerNameCell }, sortKey: 'name', card: 'title' },
      { key: 'country', titleKey: 'adminSellers.country', field: 'country', cell: { kind: 'custom', cell: CountryCell } },
      {
        key: 'verification',
        titleKey: 'adminSellers.verification',
        field: 'verification_status',
        cell: { kind: 'custom', cell: SellerVerificationCell },
        sortKey: 'verification_status',
      },
      { key: 'status', titleKey: 'adminSellers.status', field: 'status', cell: { kind: 'enum', values: ACCOUNT_STATUS } },
      { key: 'documents', titleKey: 'adminSellers.pendingDocuments', field: 'pending_documents', cell: { kind: 'number' }, align: 'right' },
      { key: 'joined', titleKey: 'adminSellers.joined', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminSellers.searchPlaceholder' },
      { kind: 'select', field: 'verification_status', labelKey: 'adminSellers.verification', values: VERIFICATION },
      { kind: 'country', field: 'country', labelKey: 'adminSellers.country' },
      { kind: 'dateRange', from: 'joined_from', to: 'joined_to', labelKey: 'adminSellers.joinedBetween' },
      { kind: 'select', field: 'status', labelKey: 'adminSellers.status', values: ACCOUNT_STATUS, more: true },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [{ key: 'show', kind: 'show', labelKey: 'adminSellers.open' }],
    emptyKey: 'adminSellers.empty',
  },

  show: { titleField: 'name', facts: [] },
  pages: { show: lazy(() => import('../../pages/SellerPage')) },
});
