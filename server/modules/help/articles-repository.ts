// The help centre's published articles (each once, in the language asked for where translated, else in
// English): topic counts, lists by topic or search, one article with related ones, and readers' feedback.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { HELP_TOPICS, type HelpArticle, type HelpArticleSummary, type helpTopicSchema } from '../../../src/contract/help';
import { rowsOf, type Database } from '../../db/client';
import { helpFeedback } from '../../db/schema';
import { containsPattern } from '../../lib/like';

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

/** Every topic with how many published articles it has (a slug counts once, whatever its translations). */
export async function topicCounts(db: Database): Promise<Array<z.infer<typeof helpTopicSchema>>> {
  const rows = rowsOf<{ topic: string; count: number }>(
    await db.execute(sql`select topic, count(distinct slug)::int as count from help_articles where published group by topic`),
  );
  const counts = new Map(rows.map((row) => [row.topic, Number(row.count)]));
  return HELP_TOPICS.map((topic) => ({ topic, count: counts.get(topic) ?? 0 }));
}

/** One page of the articles of a topic or a search (best match first), and how many there are. */
export async function listArticles(
  db: Database,
  filter: { language: string; topic?: string; q?: string; limit: number; offset: number },
): Promise<{ rows: HelpArticleSummary[]; total: number }> {
  const conditions: SQL[] = [sql`true`];
  if (filter.topic) conditions.push(sql`topic = ${filter.topic}`);
  const tsquery = filter.q ? prefixQuery(filter.q) : null;
  if (filter.q) {
    // Titles in any script match as text too: the 'simple' parser does not split Chinese into words.
    conditions.push(tsquery ? sql`(search_vector @@ to_tsquery('simple', ${tsquery}) or title ilike ${containsPattern(filter.q)})` : sql`false`);
  }
  const where = sql.join(conditions, sql` and `);
  const order = tsquery ? sql`ts_rank(search_vector, to_tsquery('simple', ${tsquery})) desc, position, slug` : sql`position, slug`;
  const rows = rowsOf<ArticleRow>(
    await db.execute(
      sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(filter.language)} where ${where} order by ${order} limit ${filter.limit} offset ${filter.offset}`,
    ),
  );
  const [{ total }] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from ${inLanguage(filter.language)} where ${where}`));
  return { rows: rows.map(summaryOf), total: Number(total) };
}

/** A published article with up to RELATED others of its topic; null when there is none of that slug. */
export async function findArticle(db: Database, slug: string, language: string): Promise<HelpArticle | null> {
  const [article] = rowsOf<ArticleRow>(
    await db.execute(sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(language)} where slug = ${slug}`),
  );
  if (!article) return null;
  const related = rowsOf<ArticleRow>(
    await db.execute(
      sql`select slug, topic, title, summary, body, language, updated_at from ${inLanguage(language)} where topic = ${article.topic} and slug <> ${article.slug} order by position, slug limit ${RELATED}`,
    ),
  );
  return { ...summaryOf(article), body: article.body, related: related.map(summaryOf) };
}

/** Keeps a reader's "Was this helpful?" answer; false (and nothing kept) when no published article has the slug. */
export async function recordFeedback(db: Database, slug: string, helpful: boolean): Promise<boolean> {
  const [exists] = rowsOf<{ slug: string }>(await db.execute(sql`select slug from help_articles where slug = ${slug} and published limit 1`));
  if (!exists) return false;
  await db.insert(helpFeedback).values({ slug, helpful });
  return true;
}
