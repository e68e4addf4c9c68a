// A list's page, page size, sort and filters live in the page URL, under the same names the API
// takes, so that a list can be bookmarked, shared and restored with Back. Parameters the list does
// not own (the sidebar's) are left alone.
import type { BaseRecord, CrudFilter, CrudSort } from '@refinedev/core';
import { isCountryCode } from '../contract/country-codes';
import type { FilterDeclaration, ListDeclaration } from './types';

export const PAGE_PARAM = 'page';
export const PAGE_SIZE_PARAM = 'pageSize';
export const SORT_PARAM = 'sort';
export const ORDER_PARAM = 'order';
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

export interface ListState {
  page: number;
  pageSize: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Filter parameters by name, as strings ('' never appears: an empty filter is absent). */
  values: Record<string, string>;
}

/** The URL parameters a filter owns. */
export function filterParams(filter: FilterDeclaration): string[] {
  switch (filter.kind) {
    case 'search':
      return ['q'];
    case 'select':
    case 'category':
    case 'country':
      return [filter.field];
    case 'range':
      return [`${filter.field}_gte`, `${filter.field}_lte`];
    case 'dateRange':
      return [filter.from, filter.to];
  }
}

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

function isWellFormed(filter: FilterDeclaration, value: string): boolean {
  if (filter.kind === 'range') return /^\d+(\.\d+)?$/.test(value);
  if (filter.kind === 'dateRange') return /^\d{4}-\d{2}-\d{2}$/.test(value);
  if (filter.kind === 'select') return filter.values.values.includes(value);
  if (filter.kind === 'country') return isCountryCode(value);
  return true;
}

export function readListState<T extends BaseRecord>(params: URLSearchParams, list: ListDeclaration<T>): ListState {
  const defaultSize = list.pageSize ?? DEFAULT_PAGE_SIZE;
  const size = positiveInt(params.get(PAGE_SIZE_PARAM));
  const sortKeys = new Set(list.columns.map((c) => c.sortKey).filter((k): k is string => Boolean(k)));
  const sortField = params.get(SORT_PARAM);
  const order = params.get(ORDER_PARAM) === 'asc' ? 'asc' : 'desc';
  const values: Record<string, string> = {};
  for (const filter of list.filters) {
    for (const name of filterParams(filter)) {
      const value = params.get(name)?.trim();
      // A hand-edited URL with a malformed value loses that filter instead of failing the whole list.
      if (value && isWellFormed(filter, value)) values[name] = value;
    }
  }
  return {
    page: positiveInt(params.get(PAGE_PARAM)) ?? 1,
    // The API serves at most 100 a page.
    pageSize: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    // A sort the list does not offer (an old bookmark) is ignored rather than sent and refused.
    sort: sortField && sortKeys.has(sortField) ? { field: sortField, order } : list.defaultSort,
    values,
  };
}

export interface ListStatePatch {
  page?: number;
  pageSize?: number;
  /** null clears the sort. */
  sort?: { field: string; order: 'asc' | 'desc' } | null;
  /** Filter parameters to set; '' or undefined removes one. Any filter change goes back to page 1. */
  values?: Record<string, string | undefined>;
}

/** The next URL parameters: `current` with the patch applied and defaults left out. */
export function writeListState<T extends BaseRecord>(current: URLSearchParams, patch: ListStatePatch, list: ListDeclaration<T>): URLSearchParams {
  const next = new URLSearchParams(current);
  const setOrDelete = (name: string, value: string | undefined) => {
    if (value === undefined || value.trim() === '') next.delete(name);
    else next.set(name, value.trim());
  };
  if (patch.values) {
    for (const [name, value] of Object.entries(patch.values)) setOrDelete(name, value);
    next.delete(PAGE_PARAM);
  }
  if (patch.pageSize !== undefined) {
    setOrDelete(PAGE_SIZE_PARAM, patch.pageSize === (list.pageSize ?? DEFAULT_PAGE_SIZE) ? undefined : String(patch.pageSize));
    next.delete(PAGE_PARAM);
  }
  if (patch.sort !== undefined) {
    const isDefault = patch.sort === null || (list.defaultSort && patch.sort.field === list.defaultSort.field && patch.sort.order === list.defaultSort.order);
    setOrDelete(SORT_PARAM, isDefault || !patch.sort ? undefined : patch.sort.field);
    setOrDelete(ORDER_PARAM, isDefault || !patch.sort ? undefined : patch.sort.order);
    next.delete(PAGE_PARAM);
  }
  if (patch.page !== undefined) setOrDelete(PAGE_PARAM, patch.page > 1 ? String(patch.page) : undefined);
  return next;
}

/** The filters as Refine passes them to the data provider, which turns them back into the same parameters. */
export function toCrudFilters(values: Record<string, string>, filters: FilterDeclaration[]): CrudFilter[] {
  const crud: CrudFilter[] = [];
  for (const filter of filters) {
    switch (filter.kind) {
      case 'search':
        if (values.q) crud.push({ field: 'q', operator: 'contains', value: values.q });
        break;
      case 'select':
      case 'category':
      case 'country':
        if (values[filter.field]) crud.push({ field: filter.field, operator: 'eq', value: values[filter.field] });
        break;
      case 'range': {
        const from = values[`${filter.field}_gte`];
        const to = values[`${filter.field}_lte`];
        if (from || to) crud.push({ field: filter.field, operator: 'between', value: [from ? Number(from) : undefined, to ? Number(to) : undefined] });
        break;
      }
      case 'dateRange':
        if (values[filter.from]) crud.push({ field: filter.from, operator: 'eq', value: values[filter.from] });
        if (values[filter.to]) crud.push({ field: filter.to, operator: 'eq', value: values[filter.to] });
        break;
    }
  }
  return crud;
}

export const toCrudSorters = (state: ListState): CrudSort[] => (state.sort ? [{ field: state.sort.field, order: state.sort.order }] : []);

/** How many filters behind "More filters" are set (shown on its button). */
export function activeMoreFilters(values: Record<string, string>, filters: FilterDeclaration[]): number {
  return filters.filter((f) => f.kind !== 'search' && f.more && filterParams(f).some((name) => values[name])).length;
}
