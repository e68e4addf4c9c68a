import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../providers/http';
import { useRemoteData, type RemoteLoad } from './remote-data';

export interface Remote<T> {
  /** The answer for the current key; null while it loads. */
  result: ApiResult<T> | null;
  loading: boolean;
  retry: () => void;
}

/**
 * Loads `key`'s data and reloads when the key changes; an answer for a key that is no longer current
 * is dropped (its request aborted), so a slow page 1 never overwrites page 2. A page rendered on the
 * server starts with the answer it was rendered with (src/ssr/remote-data.ts).
 */
export function useRemote<T>(key: string, load: RemoteLoad<T>): Remote<T> {
  const remoteData = useRemoteData();
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${attempt}|${key}`;
  const [settled, setSettled] = useState<{ key: string; result: ApiResult<T> } | null>(() => {
    const rendered = remoteData?.read(key, load);
    return rendered ? { key: requestKey, result: rendered } : null;
  });
  // The request the server already answered is not sent again.
  const answered = useRef(settled?.key);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  useEffect(() => {
    if (answered.current === requestKey) {
      answered.current = undefined;
      remoteData?.forget(key);
      return;
    }
    const controller = new AbortController();
    void loadRef.current(controller.signal).then((result) => {
      if (!controller.signal.aborted) setSettled({ key: requestKey, result });
    });
    return () => controller.abort();
    // key changes with requestKey; remoteData is the page's, fixed.
  }, [requestKey, key, remoteData]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const result = settled?.key === requestKey ? settled.result : null;
  return { result, loading: result === null, retry };
}
