import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  HELP_TOPICS,
  helpArticleSchema,
  helpArticleSummarySchema,
  helpFeedbackSchema,
  helpListQuerySchema,
  helpMessages,
  helpTopicSchema,
  type HelpArticleSummary,
} from '../../../src/contract/help';
import { rowsOf, type Database } from '../../db/client';
import { helpFeedback } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ok, okList } from '../../lib/envelope';
import { consumeRateLimits } from '../../lib/rate-limit';

const tags = ['help center'];
const RELATED = 4;

interface ArticleRow {
  slug: string;
  topic: HelpArticleSummary['topic'];
  title: string;
  summary: string;
  body: string;
  language: HelpArticleSummary['language'];
  updated_at: Date | string;
}

const summaryOf = (row: ArticleRow): HelpArticleSummary => ({
  slug: row.slug,
  topic: row.topic,
  title: row.title,
  summary: row.summary,
  language: row.language,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Each published article once: in `language` where it is translated, else in English. */
const inLanguage = (language: string) => sql`(
  select distinct on (slug) slug, topic, title, summary, body, language, position, updated_at, search_vector
  from help_articles
  where published and language in (${language}, 'en')
  order by slug, (language = ${language}) desc
) as article`;

/** Words typed, each matched as a prefix ('ship' finds 'shipping'); null when nothing searchable is left. */
function prefixQuery(q: string): string | null {
  const words = q.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0
    ? words
        .slice(0, 8)
        .map((word) => `${word.toLowerCase()}:*`)
        .join(' & ')
    : null;
}

async function listArticles(db: Database, filter: { language: string; topic?: string; q?: string; limit: number; offset: number }) {
  const conditions: SQL[] = [sql`true`];
  if (filter.topic) conditions.push(sql`topic = ${filter.topic}`);
  const tsquery = filter.q ? prefixQuery(filter.q) : null;
  if (filter.q) {
    // Titles in any script match as text too: the 'simple' parser does not split Chinese into words.
    conditions.push(tsquery ? sql`(search_vector @@ to_tsquery('simple', ${tsquery}) or title ilike ${`%${filter.q}%`})` : sql`false`);
  }
  const where = sql.join(conditions, sql` and `);
  const order = tsquery ? sql`ts_rank(search_vector, to_tsquery('simple', ${tsquery})) desc, position, slug` : sql`position, slug`;
  const rows = rowsOf<ArticleRow>(
    await db.execute(
      sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(filter.language)} where ${where} order by ${order} limit ${filter.limit} offset ${filter.offset}`,
    ),
  );
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${inLanguage(filter.language)} where ${where}`));
  return { rows, total: Number(total) };
}

const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v1/help/topics',
    { schema: { tags, summary: 'The topics with how many articles each has (public)', response: { 200: envelopeOf(z.array(helpTopicSchema)) } } },
    async () => {
      const rows = rowsOf<{ topic: string; count: number }>(
        await db.execute(sql`select topic, count(distinct slug)::int as count from help_articles where published group by topic`),
      );
      const counts = new Map(rows.map((row) => [row.topic, Number(row.count)]));
      return ok(HELP_TOPICS.map((topic) => ({ topic, count: counts.get(topic) ?? 0 })));
    },
  );

  app.get(
    '/v1/help/articles',
    {
      schema: {
        tags,
        summary: 'Articles by topic or search, in the language asked for where translated (public)',
        querystring: helpListQuerySchema,
        response: { 200: listEnvelopeOf(helpArticleSummarySchema) },
      },
    },
    async (request) => {
      const { q, topic, lang, page, limit } = request.query;
      const { rows, total } = await listArticles(db, { language: lang, topic, q, limit, offset: (page - 1) * limit });
      return okList(rows.map(summaryOf), page, limit, total);
    },
  );

  app.get(
    '/v1/help/articles/:slug',
    {
      schema: {
        tags,
        summary: 'One article with related ones from its topic (public)',
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Not an article address') }),
        querystring: z.object({ lang: helpListQuerySchema.shape.lang }),
        response: { 200: envelopeOf(helpArticleSchema) },
      },
    },
    async (request) => {
      const language = request.query.lang;
      const [article] = rowsOf<ArticleRow>(
        await db.execute(sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(language)} where slug = ${request.params.slug}`),
      );
      if (!article) throw notFound(helpMessages.notFound);
      const related = rowsOf<ArticleRow>(
        await db.execute(
          sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(language)} where topic = ${article.topic} and slug <> ${article.slug} order by position, slug limit ${RELATED}`,
        ),
      );
      return ok({ ...summaryOf(article), body: article.body, related: related.map(summaryOf) });
    },
  );

  app.post(
    '/v1/help/articles/:slug/feedback',
    {
      schema: {
        tags,
        summary: "Answer 'Was this helpful?' (public; rate-limited per client address)",
        params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/, 'Not an article address') }),
        body: helpFeedbackSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await consumeRateLimits(db, [[`help-feedback:ip:${request.ip}`, { limit: 30, windowSeconds: 3600 }]]);
      const [exists] = rowsOf<{ slug: string }>(
        await db.execute(sql`select slug from help_articles where slug = ${request.params.slug} and published limit 1`),
      );
      if (!exists) throw notFound(helpMessages.notFound);
      await db.insert(helpFeedback).values({ slug: request.params.slug, helpful: request.body.helpful });
      return ok(null, helpMessages.thanks);
    },
  );
};

export default helpRoutes;
