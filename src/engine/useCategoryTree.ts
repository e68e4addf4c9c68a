import { useList } from '@refinedev/core';
import { useMemo } from 'react';
import { buildCategoryTree } from '../components/category-tree';
import type { Category } from '../contract/catalog';

/** The public category tree, fetched once per session: it changes when staff approve a request. */
export function useCategoryTree() {
  const { query, result } = useList<Category>({
    resource: 'categories',
    pagination: { mode: 'off' },
    queryOptions: { staleTime: 10 * 60_000 },
  });
  const tree = useMemo(() => buildCategoryTree(result.data), [result.data]);
  return { tree, loading: query.isLoading, error: query.isError };
}
