// The tag colour of each order status, the same wherever an order is shown (the buyer's pages, a chat's context card).
export const ORDER_STATUS_COLORS: Record<string, string> = {
  pending: 'gold',
  confirmed: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  cancelled: 'default',
};
