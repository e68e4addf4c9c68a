// The suppliers' boards (/v1/rfq-board, /v1/rfq-invitations) are read far more often than requests and
// quotes change, and a page costs several milliseconds of database work. Each process keeps a page a
// few seconds per supplier and query. Any write to requests, their items, invitations or quotes drops
// them all in every process (migration 0019), and so does a change to the catalogue, which decides the
// categories that reach a supplier. An entry also ends when a request or quote on it passes its
// validity, so an expired one is never shown as open.
import type { FastifyInstance } from 'fastify';
import type { BoardRfq } from '../../../src/contract/rfq';
import { FreshCache } from '../../lib/fresh-cache';

export const BOARD_CACHE_MS = 5_000;
const BOARD_CACHE_MAX = 2_000;

export interface BoardAnswer {
  rows: BoardRfq[];
  total: number;
  /** When the first request or quote on the page expires (epoch ms): the page is stale from then on. */
  freshUntil: number;
}

export type BoardCache = (key: string, load: () => Promise<BoardAnswer>) => Promise<BoardAnswer>;

export function createBoardCache(app: FastifyInstance): BoardCache {
  const cache = new FreshCache<BoardAnswer>(BOARD_CACHE_MS, BOARD_CACHE_MAX);
  app.channel.onInvalidate((message) => {
    if (message.invalidate === 'rfq' || message.invalidate === 'catalogue' || message.invalidate === 'everything') cache.clear();
  });
  return async (key, load) => {
    const hit = cache.get(key);
    if (hit) return hit;
    const mark = cache.mark();
    const answer = await load();
    cache.set(key, answer, mark, undefined, answer.freshUntil);
    return answer;
  };
}
