import { describe, expect, it } from 'vitest';
import { readListState, toCrudFilters, writeListState } from '../../../src/engine/url-state';
import { adminSellers } from '../../../src/admin/resources/sellers';
import { products } from '../../../src/resources/products';

const list = products.list;
const params = (search: string) => new URLSearchParams(search);

describe('list state in the URL', () => {
  it('reads page, page size, sort and filters under the API names', () => {
    const state = readListState(params('page=3&pageSize=50&sort=price_minor&order=asc&q=cable&status=published&price_gte=1000&sidebarCollapsed=true'), list);
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'price_minor', order: 'asc' },
      values: { q: 'cable', status: 'published', price_gte: '1000' },
    });
  });

  it('keeps a decimal amount of a range', () => {
    expect(readListState(params('price_gte=12.5&price_lte=20'), list).values).toEqual({ price_gte: '12.5', price_lte: '20' });
  });

  it('falls back to defaults for malformed or unknown values instead of sending them', () => {
    const state = readListState(params('page=0&pageSize=7&sort=secret&status=archived&price_lte=abc&category_id='), list);
    expect(state).toEqual({ page: 1, pageSize: 20, sort: undefined, values: {} });
  });

  it('turns filters into Refine filters that the data provider sends back as the same parameters', () => {
    const state = readListState(params('q=mug&category_id=c1&price_gte=500&price_lte=2500&stock_state=low_stock'), list);
    expect(toCrudFilters(state.values, list.filters)).toEqual([
      { field: 'q', operator: 'contains', value: 'mug' },
      { field: 'category_id', operator: 'eq', value: 'c1' },
      { field: 'stock_state', operator: 'eq', value: 'low_stock' },
      { field: 'price', operator: 'between', value: [500, 2500] },
    ]);
  });

  it('keeps a country filter only as an ISO code, and sends it as it is', () => {
    const sellers = adminSellers.list;
    expect(readListState(params('country=CN'), sellers).values).toEqual({ country: 'CN' });
    expect(readListState(params('country=China'), sellers).values).toEqual({});
    expect(toCrudFilters({ country: 'CN' }, sellers.filters)).toEqual([{ field: 'country', operator: 'eq', value: 'CN' }]);
  });

  it('writes changes without touching parameters it does not own (the sidebar state)', () => {
    const current = params('sidebarCollapsed=true&expanded=%7B%22products%22%3Atrue%7D&page=4&status=draft');
    const next = writeListState(current, { values: { status: 'published', q: ' lamp ' } }, list);
    // A filter change goes back to page 1; the sidebar's parameters stay.
    expect(next.toString()).toBe('sidebarCollapsed=true&expanded=%7B%22products%22%3Atrue%7D&status=published&q=lamp');
  });

  it('leaves defaults out and removes cleared filters', () => {
    const current = params('page=2&pageSize=50&status=draft&sort=name&order=asc');
    expect(writeListState(current, { pageSize: 20 }, list).toString()).toBe('status=draft&sort=name&order=asc');
    expect(writeListState(current, { values: { status: undefined } }, list).toString()).toBe('pageSize=50&sort=name&order=asc');
    expect(writeListState(current, { sort: null }, list).toString()).toBe('pageSize=50&status=draft');
    expect(writeListState(current, { page: 1 }, list).toString()).toBe('pageSize=50&status=draft&sort=name&order=asc');
    expect(writeListState(current, { page: 5 }, list).toString()).toBe('page=5&pageSize=50&status=draft&sort=name&order=asc');
  });
});
