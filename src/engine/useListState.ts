import type { BaseRecord } from '@refinedev/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListDeclaration } from './types';
import { readListState, toCrudFilters, toCrudSorters, writeListState, type ListStatePatch } from './url-state';

/** The list's state read from the URL, and a setter that writes it back (one history entry per change). */
export function useListState<T extends BaseRecord>(list: ListDeclaration<T>) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // Keyed by the query string so that the filters keep their identity (and the query its key) between renders.
  const state = useMemo(() => readListState(new URLSearchParams(search), list), [search, list]);
  const filters = useMemo(() => toCrudFilters(state.values, list.filters), [state.values, list.filters]);
  const sorters = useMemo(() => toCrudSorters(state), [state]);
  const update = useCallback((patch: ListStatePatch) => setParams((current) => writeListState(current, patch, list)), [setParams, list]);
  return { state, filters, sorters, update };
}
