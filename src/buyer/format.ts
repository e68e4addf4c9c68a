// Shared by the buyer's pages: the language-aware formats of the generic layer, and order status colours.
export { dateText, exactTimeText, formatMoney, formatNumber, relativeTimeText } from '../engine/format';

export { ORDER_STATUS_COLORS } from '../components/order-status';
