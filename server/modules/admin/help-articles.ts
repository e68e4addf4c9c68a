// Help center articles for administrators: every language, published or not; create, edit, publish.
// The public help routes (server/modules/help) show only published ones.
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
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
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { HELP_LANGUAGES, HELP_TOPICS } from '../../../src/contract/help';
import { isUniqueViolation, type Database } from '../../db/client';
import { helpArticles } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { auditStaff, contains, guards, offsetOf, security, tags } from './common';

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
const snapshot = (row: ArticleRow) => ({ slug: row.slug, language: row.language, topic: row.topic, title: row.title, summary: row.summary, position: row.position, published: row.published, body_length: row.body.length });

async function findArticle(db: Database, id: string, lock = false): Promise<ArticleRow> {
  const query = db.select().from(helpArticles).where(eq(helpArticles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(adminMessages.articleNotFound);
  return row;
}

const slugTaken = () => conflict(adminMessages.articleSlugTaken, { slug: adminMessages.articleSlugTaken });

const helpArticleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminHelpArticleSchema);

  app.get(
    '/v1/admin/help-articles',
    {
      preValidation: administrator,
      schema: { tags, security, summary: 'Help articles in every language, published or not (administrators)', querystring: helpArticleListQuerySchema, response: { 200: listEnvelopeOf(adminHelpArticleSummarySchema) } },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.language ? eq(helpArticles.language, query.language) : undefined,
        query.topic ? eq(helpArticles.topic, query.topic) : undefined,
        query.published ? eq(helpArticles.published, query.published === 'true') : undefined,
        query.q ? or(ilike(helpArticles.title, contains(query.q)), ilike(helpArticles.slug, contains(query.q)), ilike(helpArticles.summary, contains(query.q))) : undefined,
      );
      const column = { updated_at: helpArticles.updatedAt, title: helpArticles.title, slug: helpArticles.slug, position: helpArticles.position, topic: helpArticles.topic }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await db.select().from(helpArticles).where(where).orderBy(direction(column), direction(helpArticles.id)).limit(query.limit).offset(offsetOf(query));
      const [{ total }] = await db.select({ total: count() }).from(helpArticles).where(where);
      return okList(rows.map(toSummary), query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/admin/help-articles/:id',
    { preValidation: administrator, schema: { tags, security, summary: 'One help article with its text (administrators)', params: adminIdParamsSchema, response: { 200: one } } },
    async (request) => ok(toArticle(await findArticle(db, request.params.id))),
  );

  app.post(
    '/v1/admin/help-articles',
    { preValidation: administrator, schema: { tags, security, summary: 'Create a help article (a draft unless published is true) (administrators)', body: helpArticleCreateSchema, response: { 201: one } } },
    async (request, reply) => {
      const input = request.body;
      try {
        const row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(helpArticles)
            .values({ ...input, position: input.position ?? 0, published: input.published ?? false, updatedAt: new Date() })
            .returning();
          await auditStaff(tx, request, { action: 'help_article.created', subjectType: 'help_article', subjectId: created.id, before: null, after: snapshot(created) });
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
    { preValidation: administrator, schema: { tags, security, summary: 'Edit a help article (administrators)', params: adminIdParamsSchema, body: helpArticleUpdateSchema, response: { 200: one } } },
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
          await auditStaff(tx, request, { action: 'help_article.updated', subjectType: 'help_article', subjectId: id, before: snapshot(current), after: snapshot(updated) });
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
        schema: { tags, security, summary: published ? 'Publish a help article (administrators)' : 'Unpublish a help article (administrators)', params: adminIdParamsSchema, response: { 200: one } },
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
