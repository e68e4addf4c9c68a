// Back office: every order, read-only, for support (/admin/orders, /admin/orders/:id).
import { ContainerOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { AdminOrderDetails, AdminOrderSummary } from '../../../contract/admin';
import { BuyerPartyCell, SellerPartyCell } from '../../common/cells';
import { PAYMENT_STATUS } from '../../common/values';
import { History, Lines, ORDER_STATUS, PaymentInfo, PlacedLine, ShippingAddress, ShippingInfo } from '../../../resources/orders';
import { OrderNumberCell } from '../../../resources/orders/cells';
import { defineResource, type CellProps, type ShowSectionProps } from '../../../engine/types';
import { lazyPart } from '../../../engine/lazy-part';

const OrderPayment = lazyPart(() => import('../../../payments/OrderPayment'), 'StaffOrderPayment');

type Order = AdminOrderSummary & Partial<Omit<AdminOrderDetails, keyof AdminOrderSummary>>;

// The seller portal's order parts read the same fields (number, lines, address, history, payment).
const section = (component: unknown) => component as ComponentType<ShowSectionProps<Order>>;
const cell = (component: unknown) => component as ComponentType<CellProps<Order>>;

export const adminOrders = defineResource<Order>({
  name: 'admin/orders',
  labelKey: 'adminOrders.title',
  singularKey: 'adminOrders.one',
  texts: ['payments'],
  icon: ContainerOutlined,
  routes: { list: '/admin/orders', show: '/admin/orders/:id' },
  menu: { labelKey: 'adminNav.orders', icon: ContainerOutlined },
  access: { area: 'orders' },

  list: {
    columns: [
      {
        key: 'number',
        titleKey: 'orders.number',
        field: 'number',
        cell: { kind: 'custom', cell: cell(OrderNumberCell) },
        sortKey: 'number',
        link: 'show',
        card: 'title',
      },
      { key: 'seller', titleKey: 'adminOrders.seller', cell: { kind: 'custom', cell: SellerPartyCell }, width: 220 },
      { key: 'buyer', titleKey: 'adminOrders.buyer', cell: { kind: 'custom', cell: BuyerPartyCell }, width: 200 },
      {
        key: 'total',
        titleKey: 'orders.total',
        field: 'total_minor',
        cell: { kind: 'money', currencyField: 'currency' },
        sortKey: 'total_minor',
        align: 'right',
      },
      { key: 'status', titleKey: 'orders.status', field: 'status', cell: { kind: 'enum', values: ORDER_STATUS }, sortKey: 'status' },
      { key: 'payment', titleKey: 'adminOrders.payment', field: 'payment_status', cell: { kind: 'enum', values: PAYMENT_STATUS } },
      { key: 'placed', titleKey: 'orders.placed', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminOrders.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'orders.status', values: ORDER_STATUS },
      { kind: 'select', field: 'payment_status', labelKey: 'adminOrders.payment', values: PAYMENT_STATUS },
      { kind: 'dateRange', from: 'created_from', to: 'created_to', labelKey: 'orders.placedBetween' },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [{ key: 'show', kind: 'show', labelKey: 'resources.view' }],
    emptyKey: 'adminOrders.empty',
  },

  show: {
    titleField: 'number',
    subtitle: cell(PlacedLine),
    status: { field: 'status', values: ORDER_STATUS },
    facts: [
      { key: 'seller', labelKey: 'adminOrders.seller', cell: { kind: 'custom', cell: SellerPartyCell } },
      { key: 'buyer', labelKey: 'adminOrders.buyer', cell: { kind: 'custom', cell: BuyerPartyCell } },
      { key: 'total', labelKey: 'orders.total', field: 'total_minor', cell: { kind: 'money', currencyField: 'currency' } },
      { key: 'placed', labelKey: 'orders.placed', field: 'created_at', cell: { kind: 'dateTime' } },
      { key: 'shipping', labelKey: 'orders.shipment', cell: { kind: 'custom', cell: cell(ShippingInfo) } },
      { key: 'payment', labelKey: 'orders.payment', cell: { kind: 'custom', cell: cell(PaymentInfo) } },
    ],
    sections: [
      { key: 'address', titleKey: 'orders.shippingAddress', component: section(ShippingAddress), placement: 'aside' },
      { key: 'history', titleKey: 'orders.history', component: section(History), placement: 'facts' },
      { key: 'lines', titleKey: 'orders.linesTitle', component: section(Lines) },
      { key: 'payment', titleKey: 'payments.title', component: section(OrderPayment), placement: 'aside' },
    ],
  },
});
