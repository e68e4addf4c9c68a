// A list's pages kept a few seconds per owner and query, until the database announces that what they
// hold changed (list.keptUntilChanged).
import type { FastifyInstance } from 'fastify';
import type { okList } from '../envelope';
import { FreshCache } from '../fresh-cache';
import type { ListQuery } from './resource';

/** How long a kept list page lives at most: it only bounds what a lost notification could leave behind. */
const LIST_PAGE_CACHE_MS = 5_000;
// A page of 20 products is about 15 KB as JSON: a full cache stays in the tens of MB per process.
const LIST_PAGE_CACHE_MAX = 1_000;

export type ListAnswer<Dto> = ReturnType<typeof okList<Dto>> & { pagination: { next_cursor: string | null } };

/**
 * A list's pages kept per owner and query, dropped for an owner (or all owners) when the channel says
 * what they hold changed. A read that began before a drop stores nothing (FreshCache's mark).
 */
export function keptListPages<Dto>(app: FastifyInstance, kind: 'products') {
  const pages = new FreshCache<ListAnswer<Dto>>(LIST_PAGE_CACHE_MS, LIST_PAGE_CACHE_MAX);
  app.channel.onInvalidate((message) => {
    if (message.invalidate === kind) {
      if (message.id === undefined) pages.clear();
      else pages.dropGroup(message.id);
    } else if (message.invalidate === 'everything') pages.clear();
  });
  return async (ownerId: string, query: ListQuery, load: () => Promise<ListAnswer<Dto>>): Promise<ListAnswer<Dto>> => {
    const key = `${ownerId} ${JSON.stringify(query)}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const mark = pages.mark();
    const answer = await load();
    pages.set(key, answer, mark, ownerId);
    return answer;
  };
}
