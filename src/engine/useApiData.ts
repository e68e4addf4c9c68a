import { useCallback, useEffect, useState } from 'react';
import { api, type QueryValue } from '../providers/http';

export interface ApiData<T> {
  data: T | null;
  /** A list's total (lists only). */
  total: number;
  /** The server's message when the last load failed. */
  error: string | null;
  loading: boolean;
  reload: () => void;
  /** Replaces the loaded value (after a save answered with the new record). */
  setData: (data: T) => void;
}

/**
 * One authenticated GET for a page: loading, error with retry, and the value. A newer load (another
 * query, a retry) aborts the older one, so a late answer never overwrites a newer one.
 */
export function useApiData<T>(path: string, query?: Record<string, QueryValue>): ApiData<T> {
  const [state, setState] = useState<{ data: T | null; total: number; error: string | null; key: string | null }>({
    data: null,
    total: 0,
    error: null,
    key: null,
  });
  const [version, setVersion] = useState(0);
  const queryKey = JSON.stringify(query ?? {});
  const key = `${path}?${queryKey}#${version}`;

  useEffect(() => {
    const controller = new AbortController();
    const parsedQuery = JSON.parse(queryKey) as Record<string, QueryValue>;
    void api.get<T>(path, { query: parsedQuery, toast: false, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState((previous) =>
        result.success ? { data: result.data, total: result.total ?? 0, error: null, key } : { ...previous, error: result.message, key },
      );
    });
    return () => controller.abort();
  }, [path, queryKey, key]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const setData = useCallback((data: T) => setState((previous) => ({ ...previous, data, error: null })), []);
  return { data: state.data, total: state.total, error: state.key === key ? state.error : null, loading: state.key !== key, reload, setData };
}
