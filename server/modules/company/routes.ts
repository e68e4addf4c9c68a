// Company buying's core routes: the company, its logo, members, invitations, the audit trail and the
// requisition lists, for buyers (each route asks access.ts for the member's permission), and the back
// office's companies for staff. Approval rules, budgets and approval requests are approvals-routes.ts.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditQuerySchema,
  companyAuditEventSchema,
  companyCreateSchema,
  companyListQuerySchema,
  companyMessages,
  companyUpdateSchema,
  INVITATION_STATUSES,
  INVITATION_TTL_DAYS,
  invitationAcceptSchema,
  invitationCreateSchema,
  invitationParamsSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  memberListQuerySchema,
  memberParamsSchema,
  memberRoleSchema,
  memberSchema,
  myCompanySchema,
} from '../../../src/contract/company';
import { documentMessages } from '../../../src/contract/documents';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { ok, okList } from '../../lib/envelope';
import { insertFile, readFileUpload, throwIfProblems } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { companyMemberFor } from './access';
import { registerAdminCompanies } from './admin-companies';
import {
  acceptInvitation,
  changeMember,
  createCompany,
  createInvitation,
  leaveCompany,
  listAuditEvents,
  listInvitations,
  listMembers,
  myCompany,
  previewInvitation,
  revokeInvitation,
  setLogo,
  updateCompany,
} from './company-repository';
import { registerRequisitionLists } from './requisition-lists';

const tags = ['company'];
const mine = envelopeOf(myCompanySchema);
const nothing = envelopeOf(z.null());

const logoUploadMessages = {
  multipartRequired: companyMessages.logoMultipart,
  fileRequired: companyMessages.logoRequired,
  fileEmpty: companyMessages.logoEmpty,
  fileTooLarge: companyMessages.logoTooLarge,
  fileType: companyMessages.logoType,
  oneFile: documentMessages.oneFile,
};

function registerCompany(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/company',
    {
      schema: {
        tags,
        summary: 'Your company, your role and what it allows',
        description:
          '`data` is null for a buyer without a company. A suspended member (or any member of a company staff suspended) sees the company with `permissions: []`.',
        response: { 200: envelopeOf(myCompanySchema.nullable()) },
      },
    },
    async (request) => ok(await myCompany(app.db, authOf(request).userId)),
  );

  app.post(
    '/v1/company',
    {
      schema: {
        tags,
        summary: 'Create a company; you become its first admin',
        description: 'A buyer belongs to at most one company: 409 when you already do.',
        body: companyCreateSchema,
        response: { 201: mine },
      },
    },
    async (request, reply) => {
      const created = await createCompany(app.db, authOf(request).userId, request.body);
      reply.code(201);
      return ok(created, companyMessages.created);
    },
  );

  app.patch(
    '/v1/company',
    { schema: { tags, summary: 'Change the company’s details (company.manage)', body: companyUpdateSchema, response: { 200: mine } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'company.manage');
      return ok(await updateCompany(app.db, member, request.body), companyMessages.updated);
    },
  );

  app.post(
    '/v1/company/logo',
    {
      schema: {
        tags,
        summary: 'Upload the company logo (company.manage)',
        description:
          'Multipart with one `file`: PNG or JPEG up to 10 MB, judged by its bytes as documents are. Served at `/v1/media/<id>` while it is the logo; the previous one is deleted.',
        response: { 200: mine },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'company.manage');
      const upload = await readFileUpload(request, [], { messages: logoUploadMessages, required: true });
      if (upload.file && upload.file.contentType === 'application/pdf') upload.errors.file = companyMessages.logoType;
      throwIfProblems(upload.errors);
      const fileId = await insertFile(app.db, member.userId, upload.file!);
      return ok(await setLogo(app.db, member, fileId), companyMessages.logoSaved);
    },
  );

  app.delete('/v1/company/logo', { schema: { tags, summary: 'Remove the company logo (company.manage)', response: { 200: mine } } }, async (request) => {
    const member = await companyMemberFor(app.db, authOf(request).userId, 'company.manage');
    return ok(await setLogo(app.db, member, null), companyMessages.logoRemoved);
  });

  app.post(
    '/v1/company/leave',
    {
      schema: {
        tags,
        summary: 'Leave your company',
        description: 'Any member, suspended or not; the last active admin is refused (409) until another member is an admin.',
        response: { 200: nothing },
      },
    },
    async (request) => {
      await leaveCompany(app.db, authOf(request).userId);
      return ok(null, companyMessages.left);
    },
  );

  // Members

  app.get(
    '/v1/company/members',
    {
      schema: {
        tags,
        summary: 'Your company’s members',
        description: 'Every active member may read it; admins first, then by name. Filters role, status; q over name and email.',
        querystring: memberListQuerySchema,
        response: { 200: listEnvelopeOf(memberSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      const { rows, total } = await listMembers(app.db, member.companyId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.patch(
    '/v1/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Change a member’s role (members.manage)',
        description: 'The last active admin cannot be demoted (409).',
        params: memberParamsSchema,
        body: memberRoleSchema,
        response: { 200: envelopeOf(memberSchema) },
      },
    },
    async (request) => {
      const actor = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
      const changed = await changeMember(app.db, actor, request.params.userId, { kind: 'role', role: request.body.role });
      return ok(changed!, companyMessages.roleChanged);
    },
  );

  const memberAction = (path: string, summary: string, kind: 'suspend' | 'reactivate', message: string) =>
    app.post(
      `/v1/company/members/:userId/${path}`,
      { schema: { tags, summary, params: memberParamsSchema, response: { 200: envelopeOf(memberSchema) } } },
      async (request) => {
        const actor = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
        return ok((await changeMember(app.db, actor, request.params.userId, { kind }))!, message);
      },
    );
  memberAction(
    'suspend',
    'Suspend a member (members.manage): their company access ends at once, open event streams included; never the last active admin',
    'suspend',
    companyMessages.suspended,
  );
  memberAction('reactivate', 'Make a suspended member active again (members.manage)', 'reactivate', companyMessages.reactivated);

  app.delete(
    '/v1/company/members/:userId',
    {
      schema: {
        tags,
        summary: 'Remove a member (members.manage); never the last active admin',
        params: memberParamsSchema,
        response: { 200: nothing },
      },
    },
    async (request) => {
      const actor = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
      await changeMember(app.db, actor, request.params.userId, { kind: 'remove' });
      return ok(null, companyMessages.removed);
    },
  );

  // Invitations

  app.get(
    '/v1/company/invitations',
    {
      schema: {
        tags,
        summary: 'Invitations of your company (members.manage)',
        description: 'Newest first; `status` filters pending, accepted, expired or revoked; q over the email.',
        querystring: companyListQuerySchema.extend({
          status: z.enum(INVITATION_STATUSES, { error: 'Choose pending, accepted, expired or revoked' }).optional(),
        }),
        response: { 200: listEnvelopeOf(invitationSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
      const { rows, total } = await listInvitations(app.db, member.companyId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    '/v1/company/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone by email (members.manage)',
        description: `Sends a single-use link valid ${INVITATION_TTL_DAYS} days through the mail outbox; an earlier pending invitation of the same email is withdrawn. 409 when the email is already a member of your company.`,
        body: invitationCreateSchema,
        response: { 201: envelopeOf(invitationSchema) },
      },
    },
    async (request, reply) => {
      const actor = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
      const { invitation, token, companyName, inviterName } = await createInvitation(app.db, actor, request.body);
      const link = `${app.config.appUrl}/company/join/${token}`;
      await app.mailer.send({
        to: invitation.email,
        subject: `${inviterName} invited you to ${companyName}`,
        text:
          `Hello,\n\n${inviterName} invited you to join ${companyName} on the marketplace as ${invitation.role}. ` +
          `Sign in (or create a buyer account) with this email address, then open the link below. It works once and expires in ${INVITATION_TTL_DAYS} days.\n\n${link}\n\n` +
          'If you did not expect this invitation, ignore this message.',
        links: [link],
      });
      reply.code(201);
      return ok(invitation, companyMessages.invitationSent);
    },
  );

  app.delete(
    '/v1/company/invitations/:id',
    { schema: { tags, summary: 'Withdraw a pending invitation (members.manage)', params: invitationParamsSchema, response: { 200: nothing } } },
    async (request) => {
      const actor = await companyMemberFor(app.db, authOf(request).userId, 'members.manage');
      await revokeInvitation(app.db, actor, request.params.id);
      return ok(null, companyMessages.invitationRevoked);
    },
  );

  app.get(
    '/v1/company-invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers: the company, the role and the email it was sent to',
        description: 'Unknown link 404, used 409, expired or withdrawn 410, each with the next step in its message.',
        params: invitationTokenParamsSchema,
        response: { 200: envelopeOf(invitationPreviewSchema) },
      },
    },
    async (request) => ok(await previewInvitation(app.db, request.params.token)),
  );

  app.post(
    '/v1/company-invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accept an invitation: join its company with its role',
        description:
          'Only the signed-in buyer whose email the invitation was sent to (403 otherwise). Unknown link 404, used 409, expired or withdrawn 410; a buyer already in a company 409.',
        body: invitationAcceptSchema,
        response: { 200: mine },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      return ok(await acceptInvitation(app.db, user, request.body.token), companyMessages.invitationAccepted);
    },
  );

  // The audit trail

  app.get(
    '/v1/company/audit-events',
    {
      schema: {
        tags,
        summary: 'Your company’s audit trail (audit.read)',
        description: 'Every member, invitation, rule, budget and approval change, newest first; filter action; q over the subject and the action.',
        querystring: auditQuerySchema,
        response: { 200: listEnvelopeOf(companyAuditEventSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'audit.read');
      const { rows, total } = await listAuditEvents(app.db, member.companyId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );
}

const companyRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    guardedBy(app.requireRole('buyer'), (buyer) => {
      registerCompany(buyer);
      registerRequisitionLists(buyer);
    }),
  );
  await app.register(guardedBy(app.requireStaff('administrator', 'reviewer'), registerAdminCompanies));
};

export default companyRoutes;
