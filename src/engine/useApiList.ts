import type { QueryValue } from '../providers/http';
import { useApiData } from './useApiData';

/** A paginated list GET: the page's rows (the previous page's while the next loads) and the total. */
export function useApiList<T>(path: string, query: Record<string, QueryValue>) {
  const { data, total, error, loading, reload, setData } = useApiData<T[]>(path, query);
  return { rows: data, total, error, loading, reload, setRows: setData };
}
