// The ordering pages' calls, all through the one HTTP client.
import type { Address } from '../contract/addresses';
import type { BuyerOrderDetails, BuyerOrderSummary, BuyerOrderView, CheckoutInput, CheckoutResult } from '../contract/ordering';
import { IDEMPOTENCY_HEADER } from '../contract/ordering-constants';
import { api, type ApiResult } from '../providers/http';
import { refreshBuyerCounts } from '../providers/buyer-counts';

export { addToCart, emptyCart, loadCart, removeItem, setQuantity } from './cart-api';

export const loadAddresses = (signal?: AbortSignal) => api.get<Address[]>('addresses', { signal, toast: false, query: { limit: 50 } });

/** Checkout: the key makes a retry of the same attempt (a lost answer, a double click) place nothing twice. */
export async function placeOrders(input: CheckoutInput, idempotencyKey: string): Promise<ApiResult<CheckoutResult>> {
  // Safe to retry on a lost answer or a 5xx: the key makes the server place it once.
  const result = await api.post<CheckoutResult>('orders', input, { toast: false, retry: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  // The ordered lines left the cart and the orders are pending: the shell's counts changed.
  if (result.success) void refreshBuyerCounts();
  return result;
}

export type OrderListQuery = {
  status: BuyerOrderView;
  page: number;
  limit: number;
  q?: string;
  created_from?: string;
  created_to?: string;
};

export const loadOrders = (query: OrderListQuery, signal?: AbortSignal) => api.get<BuyerOrderSummary[]>('buyer/orders', { signal, toast: false, query });
export const loadOrder = (id: string, signal?: AbortSignal) => api.get<BuyerOrderDetails>(`buyer/orders/${encodeURIComponent(id)}`, { signal, toast: false });
export const cancelOrder = (id: string) => api.post<BuyerOrderDetails>(`buyer/orders/${encodeURIComponent(id)}/cancel`, {}, { toast: false });

/** A fresh key for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
