// Answers of the public API that a page rendered on the server was rendered with. The server collects
// them while it renders (src/ssr/render.tsx) and writes them into the page as JSON; in the browser the
// first component that asks for a key gets its answer at once, so hydration shows exactly what the
// server showed, without asking the API again.
import { createContext, useContext } from 'react';
import type { ApiResult } from '../providers/http';
import { REMOTE_DATA_ELEMENT_ID } from './document';

export type RemoteLoad<T> = (signal: AbortSignal) => Promise<ApiResult<T>>;

export interface RemoteData {
  /** The answer for `key` when there is one; on the server, an unknown key is noted with its loader. */
  read<T>(key: string, load: RemoteLoad<T>): ApiResult<T> | undefined;
  /** The answer was shown: the next component that asks for the key asks the API. */
  forget(key: string): void;
}

export const RemoteDataContext = createContext<RemoteData | null>(null);

export function useRemoteData(): RemoteData | null {
  return useContext(RemoteDataContext);
}

/** The answers a page rendered on the server carries, or none. */
export function remoteDataFromPage(): RemoteData | null {
  const element = document.getElementById(REMOTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  let answers: Map<string, unknown>;
  try {
    answers = new Map(Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    return null;
  }
  return {
    read: <T>(key: string) => answers.get(key) as ApiResult<T> | undefined,
    forget: (key) => answers.delete(key),
  };
}
