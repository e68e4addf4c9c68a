// Help center articles for administrators: every language, published or not; create, edit, publish.
// The public help routes (server/modules/help) show only published ones.
import { eq, getTableColumns, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHelpArticleSchema,
  adminHelpArticleSummarySchema,
  adminIdParamsSchema,
  adminMessages,
  helpArticleCreateSchema,
  helpArticleListQuerySchema,
  helpArticleUpdateSchema,
  type AdminHelpArticle,
  type AdminHelpArticleSummary,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import type { HELP_LANGUAGES, HELP_TOPICS } from '../../../src/contract/help';
import { isUniqueViolation, type Database } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { containsPattern } from '../../lib/like';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { auditStaff, guards, tags } from './common';

type ArticleRow = typeof helpArticles.$inferSelect;

const toSummary = (row: ArticleRow): AdminHelpArticleSummary => ({
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

const toArticle = (row: ArticleRow): AdminHelpArticle => ({ ...toSummary(row), body: row.body });

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

async function findArticle(db: Database, id: string, lock = false): Promise<ArticleRow> {
  const query = db.select().from(helpArticles).where(eq(helpArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(adminMessages.articleNotFound);
  return row;
}

const slugTaken = () => conflict(adminMessages.articleSlugTaken, { slug: adminMessages.articleSlugTaken });

/** Help articles as a staff resource: every article, for the administrators of the help articles area. */
const helpArticleResource: ScopedResource<ArticleRow, AdminHelpArticle, never, never> = {
  path: 'admin/help-articles',
  access: { staff: 'helpArticles' },
  table: helpArticles,
  idColumn: helpArticles.id,
  selection: getTableColumns(helpArticles),
  query: (db, columns) => db.select(columns).from(helpArticles).$dynamic(),
  toDto: toArticle,
  dtoSchema: adminHelpArticleSchema,
  notFoundMessage: adminMessages.articleNotFound,
  list: {
    querySchema: helpArticleListQuerySchema,
    toDto: toSummary,
    dtoSchema: adminHelpArticleSummarySchema,
    sortable: {
      updated_at: helpArticles.updatedAt,
      title: helpArticles.title,
      slug: helpArticles.slug,
      position: helpArticles.position,
      topic: helpArticles.topic,
    },
    tieBreaker: helpArticles.id,
    filters: {
      language: (value) => eq(helpArticles.language, value),
      topic: (value) => eq(helpArticles.topic, value),
      published: (value) => eq(helpArticles.published, value === 'true'),
    },
    search: (q) =>
      or(ilike(helpArticles.title, containsPattern(q)), ilike(helpArticles.slug, containsPattern(q)), ilike(helpArticles.summary, containsPattern(q))),
  },
};

const helpArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminHelpArticleSchema);

  // The list and one article: the declared staff CRUD (helpArticleResource above).
  registerScopedCrud(app, helpArticleResource);

  app.post(
    '/v1/admin/help-articles',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Create a help article (a draft unless published is true) (administrators)',
        body: helpArticleCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const input = request.body;
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(helpArticles)
            .values({ ...input, position: input.position ?? 0, published: input.published ?? false, updatedAt: new Date() })
            .returning();
          await auditStaff(tx, request, {
            action: 'help_article.created',
            subjectType: 'help_article',
            subjectId: created.id,
            before: null,
            after: snapshot(created),
          });
          return created;
        });
        return reply.code(201).send(ok(toArticle(row), adminMessages.articleCreated));
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },
  );

  app.put(
    '/v1/admin/help-articles/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Edit a help article (administrators)',
        params: adminIdParamsSchema,
        body: helpArticleUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      try {
        const row = await db.transaction(async (tx) => {
          const current = await findArticle(tx, id, true);
          const [updated] = await tx
            .update(helpArticles)
            .set({ ...request.body, updatedAt: new Date() })
            .where(eq(helpArticles.id, id))
            .returning();
          await auditStaff(tx, request, {
            action: 'help_article.updated',
            subjectType: 'help_article',
            subjectId: id,
            before: snapshot(current),
            after: snapshot(updated),
          });
          return updated;
        });
        return ok(toArticle(row), adminMessages.articleSaved);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },
  );

  for (const published of [true, false]) {
    app.post(
      `/v1/admin/help-articles/:id/${published ? 'publish' : 'unpublish'}`,
      {
        preValidation: administrator,
        schema: {
          tags,
          summary: published ? 'Publish a help article (administrators)' : 'Unpublish a help article (administrators)',
          params: adminIdParamsSchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const { id } = request.params;
        const row = await db.transaction(async (tx) => {
          const current = await findArticle(tx, id, true);
          if (current.published === published) return current;
          const [updated] = await tx.update(helpArticles).set({ published, updatedAt: new Date() }).where(eq(helpArticles.id, id)).returning();
          await auditStaff(tx, request, {
            action: published ? 'help_article.published' : 'help_article.unpublished',
            subjectType: 'help_article',
            subjectId: id,
            before: { published: current.published },
            after: { published },
          });
          return updated;
        });
        return ok(toArticle(row), published ? adminMessages.articlePublished : adminMessages.articleUnpublished);
      },
    );
  }
};

export default helpArticleRoutes;
