// Requisition lists' routes: members with lists.read read them, lists.manage changes them, and a member
// who may place orders puts a list's lines in their own cart.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyListQuerySchema,
  requisitionAddToCartResultSchema,
  requisitionLineInputSchema,
  requisitionLineParamsSchema,
  requisitionLineUpdateSchema,
  requisitionListCreateSchema,
  requisitionListDetailSchema,
  requisitionListParamsSchema,
  requisitionListSchema,
  requisitionListUpdateSchema,
  requisitionMessages,
} from '../../../src/contract/company';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { ok, okList } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { companyMemberFor, membershipOf, assertAllowed } from './access';
import { roleHas } from '../../../src/contract/company-messages';
import {
  addRequisitionListToCart,
  changeRequisitionLine,
  createRequisitionList,
  deleteRequisitionList,
  listRequisitionLists,
  putRequisitionLine,
  readRequisitionList,
  renameRequisitionList,
} from './requisition-lists-repository';

export function registerRequisitionLists(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];
  const detail = envelopeOf(requisitionListDetailSchema);
  const base = '/v1/company/requisition-lists';

  app.get(
    base,
    {
      schema: {
        tags,
        summary: 'Your company’s requisition lists (lists.read)',
        description: 'Most recently changed first; q over the name.',
        querystring: companyListQuerySchema,
        response: { 200: listEnvelopeOf(requisitionListSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.read');
      const { rows, total } = await listRequisitionLists(app.db, member.companyId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    base,
    { schema: { tags, summary: 'Create a requisition list (lists.manage)', body: requisitionListCreateSchema, response: { 201: detail } } },
    async (request, reply) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      const created = await createRequisitionList(app.db, member, request.body);
      reply.code(201);
      return ok(created, requisitionMessages.created);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'One requisition list with its lines (lists.read)',
        description:
          'Each line shows its product as the catalogue shows it now, with the tier price at the line’s quantity; `available: false` once it cannot be ordered.',
        params: requisitionListParamsSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.read');
      return ok(await readRequisitionList(app.db, member.companyId, request.params.id));
    },
  );

  app.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: 'Rename a requisition list (lists.manage)',
        params: requisitionListParamsSchema,
        body: requisitionListUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      return ok(await renameRequisitionList(app.db, member, request.params.id, request.body.name), requisitionMessages.saved);
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { tags, summary: 'Delete a requisition list (lists.manage)', params: requisitionListParamsSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      await deleteRequisitionList(app.db, member, request.params.id);
      return ok(null, requisitionMessages.deleted);
    },
  );

  app.post(
    `${base}/:id/lines`,
    {
      schema: {
        tags,
        summary: 'Add a product to a requisition list (lists.manage)',
        description: '201 when added; 200 when the product was in the list already (its quantity is set). Only products the catalogue shows (422 otherwise).',
        params: requisitionListParamsSchema,
        body: requisitionLineInputSchema,
        response: { 200: detail, 201: detail },
      },
    },
    async (request, reply) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      const { list, created } = await putRequisitionLine(app.db, member, request.params.id, request.body);
      reply.code(created ? 201 : 200);
      return ok(list, created ? requisitionMessages.lineAdded : requisitionMessages.lineSaved);
    },
  );

  app.patch(
    `${base}/:id/lines/:lineId`,
    {
      schema: {
        tags,
        summary: 'Change a line’s quantity (lists.manage)',
        params: requisitionLineParamsSchema,
        body: requisitionLineUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      return ok(await changeRequisitionLine(app.db, member, request.params.id, request.params.lineId, request.body.quantity), requisitionMessages.lineSaved);
    },
  );

  app.delete(
    `${base}/:id/lines/:lineId`,
    { schema: { tags, summary: 'Remove a line (lists.manage)', params: requisitionLineParamsSchema, response: { 200: detail } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'lists.manage');
      return ok(await changeRequisitionLine(app.db, member, request.params.id, request.params.lineId, null), requisitionMessages.lineRemoved);
    },
  );

  app.post(
    `${base}/:id/add-to-cart`,
    {
      schema: {
        tags,
        summary: 'Put a requisition list’s lines in your cart (orders.place)',
        description:
          'Every orderable line goes into your cart at the list’s quantity (a product already there takes it) and today’s tier price; lines that cannot be ordered are left out and listed in `skipped`. 409 when none can be ordered.',
        params: requisitionListParamsSchema,
        response: { 200: envelopeOf(requisitionAddToCartResultSchema) },
      },
    },
    async (request) => {
      const membership = await membershipOf(app.db, authOf(request).userId);
      assertAllowed(membership, 'lists.read');
      if (!roleHas(membership.role, 'orders.place')) throw new AppError(403, requisitionMessages.cannotOrder);
      return ok(await addRequisitionListToCart(app.db, membership, request.params.id), requisitionMessages.addedToCart);
    },
  );
}
