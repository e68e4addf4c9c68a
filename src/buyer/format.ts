// Shared by the buyer's pages: the language-aware formats of the generic layer, and order status colours.
export { dateText, exactTimeText, formatMoney, formatNumber, relativeTimeText } from '../engine/format';

export const ORDER_STATUS_COLORS: Record<string, string> = {
  pending: 'gold',
  confirmed: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  cancelled: 'default',
};
