// Orders (/Order, /OrderDetails/:id): the orders for the seller's products. Generic list and detail
// page; what is special is the status flow (ORDER_TRANSITIONS) with its buttons, the lines and the history.
import { ContainerOutlined } from '@ant-design/icons';
import { ORDER_STATUSES } from '../../contract/operations-constants';
import { defineResource, type ValueSet } from '../../engine/types';
import { lazyPart } from '../../engine/lazy-part';
import { BuyerCell, OrderNumberCell, type Order } from './cells';

// The record page's parts, loaded with the first order opened (the back office's order page shares them).
const record = () => import('./record');
const BuyerEmail = lazyPart(record, 'BuyerEmail');
export const History = lazyPart(record, 'History');
export const Lines = lazyPart(record, 'Lines');
const OrderActions = lazyPart(record, 'OrderActions');
export const PaymentInfo = lazyPart(record, 'PaymentInfo');
export const PlacedLine = lazyPart(record, 'PlacedLine');
const RfqInfo = lazyPart(record, 'RfqInfo');
const OrderPayment = lazyPart(record, 'SellerOrderPayment');
export const ShippingAddress = lazyPart(record, 'ShippingAddress');
export const ShippingInfo = lazyPart(record, 'ShippingInfo');

export const ORDER_STATUS: ValueSet = {
  values: ORDER_STATUSES,
  labelPrefix: 'orderStatus',
  tones: { pending: 'gold', confirmed: 'blue', shipped: 'purple', delivered: 'success', cancelled: 'default' },
};

export const orders = defineResource<Order>({
  name: 'orders',
  labelKey: 'orders.title',
  singularKey: 'orders.one',
  texts: ['rfq', 'payments'],
  icon: ContainerOutlined,
  routes: { list: '/Order', show: '/OrderDetails/:id' },
  menu: { section: 'products', labelKey: 'sellerNav.orders', icon: ContainerOutlined },

  list: {
    columns: [
      { key: 'number', titleKey: 'orders.number', field: 'number', cell: { kind: 'custom', cell: OrderNumberCell }, link: 'show', card: 'title' },
      { key: 'buyer', titleKey: 'orders.buyer', cell: { kind: 'custom', cell: BuyerCell } },
      { key: 'lines', titleKey: 'orders.lines', field: 'line_count', cell: { kind: 'number' }, align: 'right' },
      {
        key: 'total',
        titleKey: 'orders.total',
        field: 'total_minor',
        cell: { kind: 'money', currencyField: 'currency' },
        sortKey: 'total_minor',
        align: 'right',
      },
      { key: 'status', titleKey: 'orders.status', field: 'status', cell: { kind: 'enum', values: ORDER_STATUS }, sortKey: 'status' },
      { key: 'placed', titleKey: 'orders.placed', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'orders.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'orders.status', values: ORDER_STATUS },
      { kind: 'dateRange', from: 'created_from', to: 'created_to', labelKey: 'orders.placedBetween' },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [{ key: 'show', kind: 'show', labelKey: 'resources.view' }],
    emptyKey: 'orders.empty',
  },

  show: {
    detailsPath: (id) => `orders/${encodeURIComponent(id)}/details`,
    titleField: 'number',
    subtitle: PlacedLine,
    status: { field: 'status', values: ORDER_STATUS },
    headerExtra: OrderActions,
    facts: [
      { key: 'buyer', labelKey: 'orders.buyer', cell: { kind: 'custom', cell: BuyerCell } },
      { key: 'email', labelKey: 'orders.email', cell: { kind: 'custom', cell: BuyerEmail } },
      { key: 'total', labelKey: 'orders.total', field: 'total_minor', cell: { kind: 'money', currencyField: 'currency' } },
      { key: 'placed', labelKey: 'orders.placed', field: 'created_at', cell: { kind: 'dateTime' } },
      { key: 'updated', labelKey: 'orders.updated', field: 'updated_at', cell: { kind: 'relativeTime' } },
      { key: 'shipping', labelKey: 'orders.shipment', cell: { kind: 'custom', cell: ShippingInfo } },
      { key: 'payment', labelKey: 'orders.payment', cell: { kind: 'custom', cell: PaymentInfo } },
      { key: 'rfq', labelKey: 'rfqOrder.fromRequest', cell: { kind: 'custom', cell: RfqInfo } },
    ],
    sections: [
      { key: 'address', titleKey: 'orders.shippingAddress', component: ShippingAddress, placement: 'aside' },
      { key: 'history', titleKey: 'orders.history', component: History, placement: 'facts' },
      { key: 'lines', titleKey: 'orders.linesTitle', component: Lines },
      { key: 'payment', titleKey: 'payments.title', component: OrderPayment, placement: 'aside' },
    ],
  },
});
