// The cart's calls, apart from the rest of ordering so the catalogue's order box can use them without
// loading the contract's schemas (zod) into the public pages.
import type { Cart } from '../contract/ordering';
import { api, type ApiResult } from '../providers/http';
import { noteCartLines } from '../providers/buyer-counts';

/** Every cart call answers the whole cart: its line count goes to the shell's cart button at once. */
async function noted(call: Promise<ApiResult<Cart>>): Promise<ApiResult<Cart>> {
  const result = await call;
  if (result.success) noteCartLines(result.data.item_count);
  return result;
}

export const loadCart = (signal?: AbortSignal) => noted(api.get<Cart>('cart', { signal, toast: false }));
export const addToCart = (productId: string, quantity: number) => noted(api.post<Cart>('cart/items', { product_id: productId, quantity }, { toast: false }));
export const setQuantity = (productId: string, quantity: number) =>
  noted(api.patch<Cart>(`cart/items/${encodeURIComponent(productId)}`, { quantity }, { toast: false }));
export const removeItem = (productId: string) => noted(api.del<Cart>(`cart/items/${encodeURIComponent(productId)}`, undefined, { toast: false }));
export const emptyCart = () => noted(api.del<Cart>('cart', undefined, { toast: false }));
