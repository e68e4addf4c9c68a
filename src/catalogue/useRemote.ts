import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../providers/http';

export interface Remote<T> {
  /** The answer for the current key; null while it loads. */
  result: ApiResult<T> | null;
  loading: boolean;
  retry: () => void;
}

/**
 * Loads `key`'s data and reloads when the key changes; an answer for a key that is no longer current
 * is dropped (its request aborted), so a slow page 1 never overwrites page 2.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; result: ApiResult<T> } | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const requestKey = `${attempt}|${key}`;
  useEffect(() => {
    const controller = new AbortController();
    void loadRef.current(controller.signal).then((result) => {
      if (!controller.signal.aborted) setSettled({ key: requestKey, result });
    });
    return () => controller.abort();
  }, [requestKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = settled?.key === requestKey ? settled.result : null;
  return { result, loading: result === null, retry };
}
