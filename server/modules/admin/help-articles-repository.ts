// Help articles as administrators read them (every language, published or not) and their changes: create,
// edit, publish and unpublish, each audited in one transaction. A slug already in use is refused.
import { eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import {
  adminMessages,
  type AdminHelpArticle,
  type AdminHelpArticleSummary,
  type helpArticleCreateSchema,
  type helpArticleUpdateSchema,
} from '../../../src/contract/admin';
import type { HELP_LANGUAGES, HELP_TOPICS } from '../../../src/contract/help';
import { isUniqueViolation, type Database } from '../../db/client';
import { helpArticles } from '../../db/schema';
import type { ScopedResource } from '../../lib/scoped-crud';
import { recordStaffAction, type StaffActor } from './common';
import { inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';

export type ArticleRow = typeof helpArticles.$inferSelect;

export const toArticleSummary = (row: ArticleRow): AdminHelpArticleSummary => ({
  id: row.id,
  slug: row.slug,
  language: row.language as (typeof HELP_LANGUAGES)[number],
  topic: row.topic as (typeof HELP_TOPICS)[number],
  title: row.title,
  summary: row.summary,
  position: row.position,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

const toArticle = (row: ArticleRow): AdminHelpArticle => ({ ...toArticleSummary(row), body: row.body });

/** How the articles' list and record (server/lib/scoped-crud/) read their rows: every article. */
export const helpArticleRows: Pick<ScopedResource<ArticleRow, AdminHelpArticle, never, never>, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto'> = {
  table: helpArticles,
  idColumn: helpArticles.id,
  selection: getTableColumns(helpArticles),
  query: (db, columns) => db.select(columns).from(helpArticles).$dynamic(),
  toDto: toArticle,
};

/** What the audit log keeps of an article: everything but the body, which may be long (its length instead). */
const snapshot = (row: ArticleRow) => ({
  slug: row.slug,
  language: row.language,
  topic: row.topic,
  title: row.title,
  summary: row.summary,
  position: row.position,
  published: row.published,
  body_length: row.body.length,
});

async function findArticle(db: Database, id: string, lock = false): Promise<ArticleRow | undefined> {
  const query = db.select().from(helpArticles).where(eq(helpArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const articleNotFound = () => missing(adminMessages.articleNotFound);
const slugTaken = () => refused(adminMessages.articleSlugTaken, { slug: adminMessages.articleSlugTaken });

type ArticleChange = Outcome<{ article: AdminHelpArticle }>;

/** Runs `work`; a slug another article holds (the unique index refuses the write, its transaction rolls back) is answered as a refusal. */
async function refusingTakenSlug(work: () => Promise<ArticleChange>): Promise<ArticleChange> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return slugTaken();
    throw error;
  }
}

/** Creates an article: a draft unless `published` is true. */
export async function createHelpArticle(db: Database, actor: StaffActor, input: z.output<typeof helpArticleCreateSchema>): Promise<ArticleChange> {
  return refusingTakenSlug(async () => {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(helpArticles)
        .values({ ...input, position: input.position ?? 0, published: input.published ?? false, updatedAt: new Date() })
        .returning();
      await recordStaffAction(tx, actor, {
        action: 'help_article.created',
        subjectType: 'help_article',
        subjectId: created.id,
        before: null,
        after: snapshot(created),
      });
      return created;
    });
    return { kind: 'ok', article: toArticle(row) };
  });
}

/** Edits an article. */
export async function updateHelpArticle(db: Database, actor: StaffActor, id: string, input: z.output<typeof helpArticleUpdateSchema>): Promise<ArticleChange> {
  return refusingTakenSlug(() =>
    inTransaction(db, async (tx) => {
      const current = await findArticle(tx, id, true);
      if (!current) return articleNotFound();
      const [updated] = await tx
        .update(helpArticles)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(helpArticles.id, id))
        .returning();
      await recordStaffAction(tx, actor, {
        action: 'help_article.updated',
        subjectType: 'help_article',
        subjectId: id,
        before: snapshot(current),
        after: snapshot(updated),
      });
      return { kind: 'ok', article: toArticle(updated) };
    }),
  );
}

/** Publishes or unpublishes an article; one already so is answered as it is, with no audit entry. */
export async function setHelpArticlePublished(db: Database, actor: StaffActor, id: string, published: boolean): Promise<ArticleChange> {
  return inTransaction(db, async (tx) => {
    const current = await findArticle(tx, id, true);
    if (!current) return articleNotFound();
    if (current.published === published) return { kind: 'ok', article: toArticle(current) };
    const [updated] = await tx.update(helpArticles).set({ published, updatedAt: new Date() }).where(eq(helpArticles.id, id)).returning();
    await recordStaffAction(tx, actor, {
      action: published ? 'help_article.published' : 'help_article.unpublished',
      subjectType: 'help_article',
      subjectId: id,
      before: { published: current.published },
      after: { published },
    });
    return { kind: 'ok', article: toArticle(updated) };
  });
}
