// Counting what buyers do on the public catalogue, for the sellers' figures: product-page views (one
// per visitor, product and UTC day) and searches (per day, without who ran them). Counted from hooks,
// so that an answer the public cache gives (server/plugins/public-cache.ts) counts like any other;
// this plugin is registered before the cache, whose own onRequest hook may answer and stop the others.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SEARCH_RETENTION_DAYS } from '../../../src/contract/seller-analytics';
import type { Database } from '../../db/client';
import { readCookie } from '../../plugins/xsrf';

declare module 'fastify' {
  interface FastifyInstance {
    visitTracking: {
      /** Resolves once every count started so far is written (tests; writes never delay an answer). */
      flush(): Promise<void>;
    };
  }
}

/** The first-party cookie that tells one browser from another: a random id and nothing else. */
export const VISITOR_COOKIE = 'vid';
const VISITOR_MAX_AGE_S = 365 * 86_400;
const PRODUCT_API_ROUTE = '/v1/public/products/:id';
const CATALOGUE_API_ROUTE = '/v1/public/products';
/** The server-rendered product page (src/ssr/routes.ts): it reads the product through PRODUCT_API_ROUTE. */
const PRODUCT_PAGE_ROUTE = '/PublicProductDetails/:id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Clients that say they are robots, and scripts; a request without a User-Agent is one of them. */
const ROBOT =
  /bot|crawl|spider|slurp|headless|lighthouse|facebookexternalhit|embedly|preview|monitor|curl\/|wget\/|python|go-http-client|java\/|okhttp|httpclient/i;
/** Searches shorter than this are letters typed on the way to a word. */
const MIN_QUERY_LENGTH = 2;
const MAX_QUERY_LENGTH = 100;
const CLEANUP_INTERVAL_MS = 60 * 60_000;
/** A search's findings, kept at least as long as the public cache may answer for it. */
const SEARCH_MEMO_MS = 60_000;
const SEARCH_MEMO_MAX = 2_000;

export const isRobot = (userAgent: string | undefined): boolean => !userAgent || ROBOT.test(userAgent);

/** Lower case, single spaces, at most MAX_QUERY_LENGTH characters; null when too short to count. */
export function normaliseSearch(q: unknown): string | null {
  if (typeof q !== 'string') return null;
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, MAX_QUERY_LENGTH).trim();
  return text.length >= MIN_QUERY_LENGTH ? text : null;
}

const today = sql`(now() at time zone 'UTC')::date`;

/** One view of a product by a visitor: counted in the daily counters only if it is the visitor's first today. */
export async function countView(db: Database, productId: string, visitorId: string): Promise<void> {
  await db.execute(sql`
    with visit as (
      insert into product_view_visits (product_id, day, visitor_id)
      select id, ${today}, ${visitorId}::uuid from products where id = ${productId}::uuid
      on conflict do nothing
      returning product_id, day
    ), seen as (
      select visit.product_id, visit.day, products.seller_id from visit join products on products.id = visit.product_id
    ), by_product as (
      insert into product_views_daily as d (product_id, day, seller_id, views)
      select product_id, day, seller_id, 1 from seen
      on conflict (product_id, day) do update set views = d.views + 1
    )
    insert into seller_views_daily as s (seller_id, day, views)
    select seller_id, day, 1 from seen
    on conflict (seller_id, day) do update set views = s.views + 1`);
}

export async function countSearch(db: Database, search: { query: string; categoryId: string | null; results: number }): Promise<void> {
  await db.execute(sql`
    insert into search_demand_daily as s (day, query, category_id, results, searches)
    values (${today}, ${search.query}, ${search.categoryId}::uuid, ${search.results}, 1)
    on conflict (day, query, (coalesce(category_id, '00000000-0000-0000-0000-000000000000'::uuid)))
    do update set searches = s.searches + 1, results = excluded.results`);
}

/** Visits are only needed while their day can still be reloaded; searches are kept SEARCH_RETENTION_DAYS. */
export async function cleanUpTracking(db: Database): Promise<void> {
  await db.execute(sql`delete from product_view_visits where day < ${today} - 1`);
  await db.execute(sql`delete from search_demand_daily where day < ${today} - ${SEARCH_RETENTION_DAYS}::int`);
}

/** A search's findings as the catalogue answered them, kept by URL for the answers the public cache gives. */
class SearchMemo {
  private readonly entries = new Map<string, { results: number; categoryId: string | null; expires: number }>();

  get(url: string) {
    const entry = this.entries.get(url);
    return entry && entry.expires > Date.now() ? entry : undefined;
  }

  set(url: string, results: number, categoryId: string | null) {
    this.entries.delete(url);
    if (this.entries.size >= SEARCH_MEMO_MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(url, { results, categoryId, expires: Date.now() + SEARCH_MEMO_MS });
  }
}

export default fp(
  async function visitTrackingPlugin(app: FastifyInstance, opts: { secure: boolean }) {
    const visitors = new WeakMap<FastifyRequest, string>();
    const searches = new SearchMemo();
    const pending = new Set<Promise<void>>();
    const cookieAttributes = `Path=/; Max-Age=${VISITOR_MAX_AGE_S}; HttpOnly; SameSite=Lax${opts.secure ? '; Secure' : ''}`;

    const run = (what: string, work: () => Promise<void>) => {
      const done = work()
        .catch((error: unknown) => app.log.warn({ err: error }, `${what} not counted`))
        .finally(() => pending.delete(done));
      pending.add(done);
    };
    app.decorate('visitTracking', {
      async flush() {
        await new Promise((resolve) => setImmediate(resolve));
        while (pending.size > 0) await Promise.all([...pending]);
      },
    });

    app.addHook('onRequest', (request, reply, done) => {
      const route = request.routeOptions.url;
      if (request.method !== 'GET' || (route !== PRODUCT_API_ROUTE && route !== PRODUCT_PAGE_ROUTE) || isRobot(request.headers['user-agent'])) return done();
      let visitor = readCookie(request.headers.cookie, VISITOR_COOKIE);
      if (!visitor || !UUID.test(visitor)) {
        visitor = randomUUID();
        reply.header('set-cookie', `${VISITOR_COOKIE}=${visitor}; ${cookieAttributes}`);
        // The server-rendered page reads the product with this request's cookies: the new id goes too.
        request.headers.cookie = `${request.headers.cookie ? `${request.headers.cookie}; ` : ''}${VISITOR_COOKIE}=${visitor}`;
      }
      visitors.set(request, visitor);
      done();
    });

    // What a search found, from the answer itself (the cache keeps only the bytes).
    app.addHook('preSerialization', (request, reply, payload, done) => {
      if (request.routeOptions.url === CATALOGUE_API_ROUTE && reply.statusCode === 200 && normaliseSearch((request.query as Record<string, unknown>).q)) {
        const answer = payload as { total?: number; data?: Array<{ category_id?: string | null }> };
        searches.set(request.url, answer.total ?? 0, answer.data?.[0]?.category_id ?? null);
      }
      done(null, payload);
    });

    app.addHook('onResponse', (request, reply, done) => {
      const answered = reply.statusCode === 200 || reply.statusCode === 304;
      const route = request.routeOptions.url;
      if (!answered || request.method !== 'GET') return done();
      const visitor = visitors.get(request);
      if (route === PRODUCT_API_ROUTE && visitor) {
        const productId = (request.params as { id?: string }).id ?? '';
        if (UUID.test(productId)) run('a product view', () => countView(app.db, productId, visitor));
      } else if (route === CATALOGUE_API_ROUTE && !isRobot(request.headers['user-agent'])) {
        const query = request.query as Record<string, unknown>;
        const text = normaliseSearch(query.q);
        const found = searches.get(request.url);
        // Later pages of one search are not searches of their own.
        if (text && found && (query.page === undefined || query.page === '1' || query.page === 1)) {
          const filtered = typeof query.category_id === 'string' && UUID.test(query.category_id) ? query.category_id : null;
          run('a search', () => countSearch(app.db, { query: text, categoryId: filtered ?? found.categoryId, results: found.results }));
        }
      }
      done();
    });

    const timer = setInterval(() => run('clean-up', () => cleanUpTracking(app.db)), CLEANUP_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => run('clean-up', () => cleanUpTracking(app.db)));
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await app.visitTracking.flush();
    });
  },
  { name: 'visit-tracking', dependencies: ['db'] },
);
