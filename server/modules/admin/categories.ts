// The category tree for staff: read by reviewers and administrators, changed by administrators only.
// categories.path is "A / B / C"; renames and moves rewrite the paths of the whole subtree
// (category-changes-repository.ts, category-placement-repository.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  adminIdParamsSchema,
  adminMessages,
  categoryCreateSchema,
  categoryMoveSchema,
  categoryRenameSchema,
  categoryTreeQuerySchema,
} from '../../../src/contract/admin';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { findAdminCategory, listCategories } from './categories-repository';
import { createCategory, moveCategory, renameCategory, restoreCategory, retireCategory } from './category-changes-repository';
import { guards, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminCategorySchema);

  /** The category as the tree shows it, after a change. */
  const answer = async (id: string, message: string) => {
    const category = await findAdminCategory(db, id);
    if (!category) throw notFound(adminMessages.categoryNotFound);
    return ok(category, message);
  };

  app.get(
    '/v1/admin/categories',
    {
      schema: {
        tags,
        summary: 'The category tree (flat, in path order) with product counts',
        querystring: categoryTreeQuerySchema,
        response: { 200: listEnvelopeOf(adminCategorySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listCategories(db, query);
      return okList(rows, query.page, query.limit, total);
    },
  );

  app.post(
    '/v1/admin/categories',
    {
      preValidation: administrator,
      schema: { tags, summary: 'Create a category (administrators)', body: categoryCreateSchema, response: { 201: one } },
    },
    async (request, reply) => {
      const { id } = okOrThrow(await createCategory(db, staffActorOf(request), { name: request.body.name, parentId: request.body.parent_id }));
      return reply.code(201).send(await answer(id, adminMessages.categoryCreated));
    },
  );

  app.put(
    '/v1/admin/categories/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Rename a category; its subtree paths follow (administrators)',
        params: adminIdParamsSchema,
        body: categoryRenameSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await renameCategory(db, staffActorOf(request), id, request.body.name));
      return answer(id, adminMessages.categorySaved);
    },
  );

  app.post(
    '/v1/admin/categories/:id/move',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Move a category under another parent (administrators)',
        params: adminIdParamsSchema,
        body: categoryMoveSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await moveCategory(db, staffActorOf(request), id, request.body.parent_id));
      return answer(id, adminMessages.categoryMoved);
    },
  );

  app.post(
    '/v1/admin/categories/:id/retire',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Retire a category no product uses and with no active subcategory (administrators)',
        params: adminIdParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await retireCategory(db, staffActorOf(request), id));
      return answer(id, adminMessages.categoryRetired);
    },
  );

  app.post(
    '/v1/admin/categories/:id/restore',
    {
      preValidation: administrator,
      schema: { tags, summary: 'Restore a retired category (administrators)', params: adminIdParamsSchema, response: { 200: one } },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await restoreCategory(db, staffActorOf(request), id));
      return answer(id, adminMessages.categoryRestored);
    },
  );
};

export default categoryRoutes;
