// Help center articles for administrators: every language, published or not; create, edit, publish.
// The public help routes (server/modules/help) show only published ones.
import { eq, ilike, or } from 'drizzle-orm';
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
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { helpArticles } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { containsPattern } from '../../lib/like';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { guards, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { createHelpArticle, helpArticleRows, setHelpArticlePublished, toArticleSummary, updateHelpArticle, type ArticleRow } from './help-articles-repository';

/** Help articles as a staff resource: every article, for the administrators of the help articles area. */
const helpArticleResource: ScopedResource<ArticleRow, AdminHelpArticle, never, never> = {
  path: 'admin/help-articles',
  access: { staff: 'helpArticles' },
  ...helpArticleRows,
  dtoSchema: adminHelpArticleSchema,
  notFoundMessage: adminMessages.articleNotFound,
  list: {
    querySchema: helpArticleListQuerySchema,
    toDto: toArticleSummary,
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
      const { article } = okOrThrow(await createHelpArticle(db, staffActorOf(request), request.body));
      return reply.code(201).send(ok(article, adminMessages.articleCreated));
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
      const { article } = okOrThrow(await updateHelpArticle(db, staffActorOf(request), request.params.id, request.body));
      return ok(article, adminMessages.articleSaved);
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
        const { article } = okOrThrow(await setHelpArticlePublished(db, staffActorOf(request), request.params.id, published));
        return ok(article, published ? adminMessages.articlePublished : adminMessages.articleUnpublished);
      },
    );
  }
};

export default helpArticleRoutes;
