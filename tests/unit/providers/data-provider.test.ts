import type { CrudFilter, HttpError } from '@refinedev/core';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerUser } from '../users';
import { createDataProvider, dataProvider, listQuery } from '../../../src/providers/data-provider';
import { api, navigation } from '../../../src/providers/http';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { useMswServer } from '../setup';

const server = useMswServer();

const user = sellerUser();

interface Seen {
  method: string;
  /** Path and query, e.g. /v1/products?page=1&limit=10 */
  url: string;
  body: unknown;
  auth: string | null;
  contentType: string | null;
}
let seen: Seen[] = [];
/** What every request gets back. */
let reply: () => Response = () => HttpResponse.json({ success: true, message: 'OK', data: [] });

beforeEach(() => {
  seen = [];
  reply = () => HttpResponse.json({ success: true, message: 'OK', data: [] });
  resetToasts();
  sessionStore.setSession('tok-1', user);
  server.use(
    http.all(`${window.location.origin}/v1/*`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const isJson = request.headers.get('content-type') === 'application/json';
      seen.push({
        method: request.method,
        url: decodeURIComponent(url.pathname + url.search),
        body: text ? (isJson ? (JSON.parse(text) as unknown) : text) : undefined,
        auth: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      return reply();
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStore.clear();
});

const listUrl = async (params: Parameters<typeof dataProvider.getList>[0]) => {
  await dataProvider.getList(params);
  return seen[seen.length - 1].url;
};

describe('getList', () => {
  it('asks for page and limit from currentPage and pageSize, with the token', async () => {
    expect(await listUrl({ resource: 'products', pagination: { currentPage: 3, pageSize: 20 } })).toBe('/v1/products?page=3&limit=20');
    expect(seen[0]).toMatchObject({ method: 'GET', auth: 'Bearer tok-1', body: undefined });
  });

  it('defaults to page 1 of 10, like Refine', async () => {
    expect(await listUrl({ resource: 'products' })).toBe('/v1/products?page=1&limit=10');
  });

  it("mode 'off' (and 'client') asks for no page", async () => {
    expect(await listUrl({ resource: 'products', pagination: { mode: 'off' } })).toBe('/v1/products');
    expect(await listUrl({ resource: 'products', pagination: { mode: 'client', currentPage: 2, pageSize: 5 } })).toBe('/v1/products');
  });

  it('sorts by the first sorter', async () => {
    expect(
      await listUrl({
        resource: 'orders',
        pagination: { mode: 'off' },
        sorters: [
          { field: 'created_at', order: 'desc' },
          { field: 'name', order: 'asc' },
        ],
      }),
    ).toBe('/v1/orders?sort=created_at&order=desc');
    expect(await listUrl({ resource: 'orders', pagination: { mode: 'off' }, sorters: [{ field: 'name', order: 'asc' }] })).toBe(
      '/v1/orders?sort=name&order=asc',
    );
  });

  it.each<[string, CrudFilter[], string]>([
    ['q', [{ field: 'q', operator: 'eq', value: 'steel pipe' }], '/v1/products?q=steel+pipe'],
    ['contains on q', [{ field: 'q', operator: 'contains', value: 'bolt' }], '/v1/products?q=bolt'],
    ['contains on a field', [{ field: 'name', operator: 'contains', value: 'nut' }], '/v1/products?q=nut'],
    ['eq', [{ field: 'status', operator: 'eq', value: 'active' }], '/v1/products?status=active'],
    ['eq number', [{ field: 'category_id', operator: 'eq', value: 4 }], '/v1/products?category_id=4'],
    ['in', [{ field: 'status', operator: 'in', value: ['active', 'draft'] }], '/v1/products?status=active,draft'],
    ['gte', [{ field: 'price', operator: 'gte', value: 100 }], '/v1/products?price_gte=100'],
    ['lte', [{ field: 'price', operator: 'lte', value: 500 }], '/v1/products?price_lte=500'],
    [
      'between',
      [{ field: 'created_at', operator: 'between', value: ['2025-01-01', '2025-02-01'] }],
      '/v1/products?created_at_gte=2025-01-01&created_at_lte=2025-02-01',
    ],
    [
      'and group',
      [
        {
          operator: 'and',
          value: [
            { field: 'status', operator: 'eq', value: 'active' },
            { field: 'stock', operator: 'gte', value: 1 },
          ],
        },
      ],
      '/v1/products?status=active&stock_gte=1',
    ],
    ['or group is left out', [{ operator: 'or', value: [{ field: 'status', operator: 'eq', value: 'active' }] }], '/v1/products'],
  ])('filter %s', async (_label, filters, expected) => {
    expect(await listUrl({ resource: 'products', pagination: { mode: 'off' }, filters })).toBe(expected);
  });

  it('omits undefined, null, empty and empty-list values', async () => {
    expect(
      await listUrl({
        resource: 'products',
        pagination: { mode: 'off' },
        filters: [
          { field: 'q', operator: 'contains', value: '' },
          { field: 'status', operator: 'eq', value: undefined },
          { field: 'kind', operator: 'eq', value: null },
          { field: 'tags', operator: 'in', value: [] },
          { field: 'price', operator: 'between', value: [undefined, 9] },
        ],
      }),
    ).toBe('/v1/products?price_lte=9');
  });

  it('combines pagination, sorting and filters in one query', async () => {
    expect(
      await listUrl({
        resource: 'category-requests',
        pagination: { currentPage: 2, pageSize: 25 },
        sorters: [{ field: 'name', order: 'asc' }],
        filters: [
          { field: 'q', operator: 'contains', value: 'paint' },
          { field: 'status', operator: 'eq', value: 'pending' },
        ],
      }),
    ).toBe('/v1/category-requests?page=2&limit=25&sort=name&order=asc&q=paint&status=pending');
  });

  it('returns data and total from the envelope, else the length of data', async () => {
    reply = () =>
      HttpResponse.json({ success: true, message: 'OK', data: [{ id: 1 }, { id: 2 }], pagination: { page: 1, limit: 2, totalPages: 21 }, total: 42 });
    expect(await dataProvider.getList({ resource: 'products' })).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    reply = () => HttpResponse.json({ success: true, message: 'OK', data: [{ id: 1 }] });
    expect(await dataProvider.getList({ resource: 'products' })).toEqual({ data: [{ id: 1 }], total: 1 });
  });

  it('listQuery builds the same query object', () => {
    expect(listQuery({ currentPage: 1, pageSize: 5 }, [{ field: 'a', order: 'desc' }], [{ field: 'b', operator: 'in', value: [1, 2] }])).toEqual({
      page: 1,
      limit: 5,
      sort: 'a',
      order: 'desc',
      b: [1, 2],
    });
  });
});

describe('one, many, create, update, delete', () => {
  it('getOne GETs /v1/<resource>/<id>', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'OK', data: { id: 7, name: 'Pipe' } });
    expect(await dataProvider.getOne({ resource: 'products', id: 7 })).toEqual({ data: { id: 7, name: 'Pipe' } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/products/7', auth: 'Bearer tok-1' });
  });

  it('getOne encodes the id', async () => {
    let raw = '';
    server.use(
      http.get(`${window.location.origin}/v1/*`, ({ request }) => {
        raw = new URL(request.url).pathname;
        return HttpResponse.json({ success: true, message: 'OK', data: {} });
      }),
    );
    await dataProvider.getOne({ resource: 'store/basic-info', id: 'a/b c' });
    expect(raw).toBe('/v1/store/basic-info/a%2Fb%20c');
  });

  it('getMany GETs /v1/<resource>?ids=a,b', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'OK', data: [{ id: 'a' }, { id: 'b' }] });
    const getMany = dataProvider.getMany;
    expect(getMany).toBeDefined();
    expect(await getMany?.({ resource: 'products', ids: ['a', 'b'] })).toEqual({ data: [{ id: 'a' }, { id: 'b' }] });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/products?ids=a,b' });
  });

  it('create POSTs the variables to /v1/<resource>', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'Created', data: { id: 9, name: 'Valve' } }, { status: 201 });
    expect(await dataProvider.create({ resource: 'products', variables: { name: 'Valve', price: 1200 } })).toEqual({ data: { id: 9, name: 'Valve' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/products', body: { name: 'Valve', price: 1200 }, contentType: 'application/json' });
  });

  it('update PATCHes /v1/<resource>/<id>', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'OK', data: { id: 9, price: 1300 } });
    expect(await dataProvider.update({ resource: 'products', id: 9, variables: { price: 1300 } })).toEqual({ data: { id: 9, price: 1300 } });
    expect(seen[0]).toMatchObject({ method: 'PATCH', url: '/v1/products/9', body: { price: 1300 } });
  });

  it("update with meta.method 'put' PUTs", async () => {
    await dataProvider.update({ resource: 'store/bank-details', id: 'me', variables: { iban: 'X' }, meta: { method: 'put' } });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/v1/store/bank-details/me', body: { iban: 'X' } });
  });

  it('deleteOne DELETEs /v1/<resource>/<id> with the variables as the JSON body', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'Deleted', data: { id: 3 } });
    expect(await dataProvider.deleteOne({ resource: 'addresses', id: 3, variables: { reason: 'duplicate' } })).toEqual({ data: { id: 3 } });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/v1/addresses/3', body: { reason: 'duplicate' }, contentType: 'application/json' });
  });

  it('deleteOne without variables sends no body', async () => {
    await dataProvider.deleteOne({ resource: 'addresses', id: 4 });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/v1/addresses/4', body: undefined });
  });

  it("getApiUrl is '/v1'", () => {
    expect(dataProvider.getApiUrl()).toBe('/v1');
  });
});

describe('custom', () => {
  const custom = (params: Parameters<NonNullable<typeof dataProvider.custom>>[0]) => {
    const fn = dataProvider.custom;
    if (!fn) throw new Error('custom missing');
    return fn(params);
  };

  it('GETs a path under /v1 with the query', async () => {
    reply = () => HttpResponse.json({ success: true, message: 'OK', data: { next_step: null } });
    expect(await custom({ url: 'seller/registration-status', method: 'get', query: { fresh: true, n: 2 } })).toEqual({ data: { next_step: null } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/v1/seller/registration-status?fresh=true&n=2' });
  });

  it('accepts a URL that starts with /v1 or is absolute', async () => {
    await custom({ url: '/v1/seller/get-status', method: 'get' });
    await custom({ url: `${window.location.origin}/v1/health`, method: 'get' });
    expect(seen.map((s) => s.url)).toEqual(['/v1/seller/get-status', '/v1/health']);
  });

  it.each([
    ['post', 'POST'],
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['delete', 'DELETE'],
  ] as const)('%s sends the payload as the JSON body, with headers', async (method, httpMethod) => {
    await custom({ url: '/seller/verify-mobile', method, payload: { otp: '123456' }, headers: { 'X-Purpose': 'test' } });
    expect(seen[0]).toMatchObject({ method: httpMethod, url: '/v1/seller/verify-mobile', body: { otp: '123456' } });
  });

  it('posts FormData as multipart', async () => {
    const form = new FormData();
    form.append('a', '1');
    await custom({ url: 'documents', method: 'post', payload: form });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].contentType).toMatch(/^multipart\/form-data/);
    expect(seen[0].body).toContain('name="a"');
  });
});

describe('errors', () => {
  it('become a Refine HttpError with field errors, without a toast', async () => {
    reply = () =>
      HttpResponse.json(
        { success: false, message: 'Some fields are not valid', data: null, errors: { name: 'Name is required', price: 'Price must be positive' } },
        { status: 422 },
      );
    const error = await dataProvider.create({ resource: 'products', variables: {} }).catch((e: unknown) => e);
    expect(error).toEqual({
      message: 'Some fields are not valid',
      statusCode: 422,
      errors: { name: 'Name is required', price: 'Price must be positive' },
    } satisfies HttpError);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('a 404 on getOne is a HttpError without errors', async () => {
    reply = () => HttpResponse.json({ success: false, message: 'Not found', data: null }, { status: 404 });
    await expect(dataProvider.getOne({ resource: 'products', id: 1 })).rejects.toEqual({ message: 'Not found', statusCode: 404 });
  });

  it('no token: 401 HttpError and no request', async () => {
    sessionStore.clear();
    await expect(dataProvider.getList({ resource: 'products' })).rejects.toEqual({
      message: 'Authentication token not found. Please login again.',
      statusCode: 401,
    });
    expect(seen).toEqual([]);
  });

  it('no retry on top of the client: a 503 list is tried 4 times in all', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
    reply = () => HttpResponse.json({ success: false, message: 'Down', data: null }, { status: 503 });
    const pending = dataProvider.getList({ resource: 'products' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(7000);
    expect(await pending).toEqual({ message: 'Down', statusCode: 503 });
    expect(seen).toHaveLength(4);
  });
});

describe('createDataProvider', () => {
  it('uses the client it is given, always with toast off', async () => {
    const get = vi.fn(async () => ({ success: true as const, message: 'OK', data: [{ id: 1 }], total: 1, status: 200 }));
    const provider = createDataProvider({ ...api, get: get as unknown as typeof api.get });
    await provider.getList({ resource: 'things', pagination: { currentPage: 1, pageSize: 2 } });
    expect(get).toHaveBeenCalledWith('things', expect.objectContaining({ toast: false, query: { page: 1, limit: 2 } }));
  });
});
