import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../src/contract/auth';
import type { ListItem } from '../../../src/contract/lists';
import { listFromPath, listPageFromParams, moveToCart } from '../../../src/lists/list-actions';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';

const item: ListItem = {
  product_id: 'p-1',
  added_at: '2026-01-01T00:00:00.000Z',
  available: true,
  saved_by: null,
  product: {
    id: 'p-1',
    name: 'Cotton gloves',
    cover_image_url: null,
    currency: 'USD',
    price_min_minor: 100,
    price_max_minor: 120,
    unit: 'pair',
    moq: 250,
    lead_time_days: 10,
    category_id: null,
    category_path: null,
    supplier: { id: 's-1', name: 'Glove Co', country: 'IN', verified: true, verification: null, performance: null },
    available_below_moq: null,
  },
};

const calls: string[] = [];
let cartAnswer: { status: number; message: string } = { status: 201, message: 'Added' };
useMswServer(
  http.post(apiUrl('cart/items'), async ({ request }) => {
    calls.push(`POST cart/items ${JSON.stringify(await request.json())}`);
    const cart = { groups: [], item_count: 1, problem_count: 0 };
    return HttpResponse.json(
      { success: cartAnswer.status < 400, message: cartAnswer.message, data: cartAnswer.status < 400 ? cart : null },
      { status: cartAnswer.status },
    );
  }),
  http.delete(apiUrl('lists/:list/:productId'), ({ params }) => {
    calls.push(`DELETE lists/${String(params.list)}/${String(params.productId)}`);
    return HttpResponse.json({ success: true, message: 'Removed from the list', data: { product_id: params.productId } });
  }),
);

beforeEach(() => {
  calls.length = 0;
  cartAnswer = { status: 201, message: 'Added' };
  resetToasts();
  sessionStore.setSession('tok-b', { id: 'b1', name: 'Bea', email: 'buyer@demo.test', roles: ['buyer'] } as CurrentUser);
});

describe('which list and page', () => {
  it('reads the list from the path, favourites for anything else', () => {
    expect(listFromPath('/favorites')).toBe('favorites');
    expect(listFromPath('/wishlist')).toBe('wishlist');
    expect(listFromPath('/recent/')).toBe('recent');
    expect(listFromPath('/elsewhere')).toBe('favorites');
  });

  it('reads the page, page 1 when missing or mangled', () => {
    expect(listPageFromParams(new URLSearchParams('page=3'))).toBe(3);
    expect(listPageFromParams(new URLSearchParams('page=0'))).toBe(1);
    expect(listPageFromParams(new URLSearchParams('page=two'))).toBe(1);
    expect(listPageFromParams(new URLSearchParams(''))).toBe(1);
  });
});

describe('moveToCart', () => {
  it('adds the product at its minimum order, then removes it from the list', async () => {
    const result = await moveToCart('wishlist', item);
    expect(result.success).toBe(true);
    expect(calls).toEqual(['POST cart/items {"product_id":"p-1","quantity":250}', 'DELETE lists/wishlist/p-1']);
  });

  it('keeps the list entry when the cart refuses', async () => {
    cartAnswer = { status: 409, message: 'Not enough stock' };
    const result = await moveToCart('favorites', item);
    expect(result).toMatchObject({ success: false, message: 'Not enough stock' });
    expect(calls).toEqual(['POST cart/items {"product_id":"p-1","quantity":250}']);
  });
});
