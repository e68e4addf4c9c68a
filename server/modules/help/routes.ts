// The help centre's public API: topics, articles by topic or search, one article, and "Was this
// helpful?". The queries are in articles-repository.ts; the routes validate, call it and answer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  helpArticleSchema,
  helpArticleSummarySchema,
  helpFeedbackSchema,
  helpListQuerySchema,
  helpMessages,
  helpTopicSchema,
} from '../../../src/contract/help';
import { notFound } from '../../lib/errors';
import { ok, okList } from '../../lib/envelope';
import { consumeRateLimits } from '../../lib/rate-limit';
import { findArticle, listArticles, recordFeedback, topicCounts } from './articles-repository';

const tags = ['help center'];

const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/v1/help/topics',
    { schema: { tags, summary: 'The topics with how many articles each has (public)', response: { 200: envelopeOf(z.array(helpTopicSchema)) } } },
    async () => ok(await topicCounts(db)),
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
      return okList(rows, page, limit, total);
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
      const article = await findArticle(db, request.params.slug, request.query.lang);
      if (!article) throw notFound(helpMessages.notFound);
      return ok(article);
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
      if (!(await recordFeedback(db, request.params.slug, request.body.helpful))) throw notFound(helpMessages.notFound);
      return ok(null, helpMessages.thanks);
    },
  );
};

export default helpRoutes;
