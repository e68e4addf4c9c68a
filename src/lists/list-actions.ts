// The lists pages' rules that are not layout: which list a path names, the page in the URL, and
// "move to cart" (the product at its minimum order, then out of the list).
import { LIST_NAMES, type ListItem, type ListName } from '../contract/lists';
import { addToCart } from '../ordering/cart-api';
import { api, type ApiResult } from '../providers/http';

export const LIST_PAGE_SIZE = 20;

/** /favorites, /wishlist, /recent (and anything under them) name their list; anything else is favourites. */
export function listFromPath(pathname: string): ListName {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return (LIST_NAMES as readonly string[]).includes(first) ? (first as ListName) : 'favorites';
}

/** The page in the URL; a missing or hand-mangled value is page 1. */
export function listPageFromParams(params: URLSearchParams): number {
  const page = params.get('page');
  return page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1;
}

/**
 * Puts the product in the cart at its minimum order, then takes it out of the list. The list entry
 * stays when the cart refuses, so nothing is lost; a list entry already gone counts as removed.
 */
export async function moveToCart(list: ListName, item: ListItem): Promise<ApiResult<unknown>> {
  const added = await addToCart(item.product_id, Math.max(1, item.product.moq));
  if (!added.success) return added;
  const removed = await api.del(`lists/${list}/${encodeURIComponent(item.product_id)}`, undefined, { toast: false });
  return removed.success || removed.status === 404 ? added : removed;
}
