// Accounts for administrators: buyers and sellers with their status, and the staff accounts themselves.
import { randomInt } from 'node:crypto';
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminUserSchema,
  staffAccountSchema,
  staffCreatedSchema,
  staffCreateSchema,
  staffDeactivateSchema,
  staffListQuerySchema,
  staffUpdateSchema,
  userListQuerySchema,
  type AdminUser,
  type StaffAccount,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../auth/users';
import { companyOf, contains, countryOf, guards, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { accountListRows, changeStaffRole, createStaffAccount, deactivateStaff, reactivateStaff, staffListRows, type UserRow } from './users-repository';

/** Buyers and sellers (not staff) as a staff resource: their accounts and status, for administrators. */
const accountList: ScopedResource<UserRow, AdminUser, never, never> = {
  path: 'admin/users',
  access: { staff: 'users' },
  ...accountListRows,
  dtoSchema: adminUserSchema,
  notFoundMessage: adminMessages.userNotFound,
  list: {
    querySchema: userListQuerySchema,
    sortable: { created_at: users.createdAt, name: users.name, email: users.email, status: users.status },
    tieBreaker: users.id,
    filters: {
      role: (value) => sql`${value} = any(${users.roles})`,
      status: (value) => eq(users.status, value as UserRow['status']),
    },
    search: (q) =>
      or(
        ilike(users.name, contains(q)),
        ilike(users.email, contains(q)),
        ilike(companyOf(users), contains(q)),
        sql`${countryOf(users)} = ${q.trim().toUpperCase()}`,
      ),
  },
};

/** A readable temporary password: 16 characters from an alphabet without look-alikes, in groups of four. */
function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/** Staff accounts as a staff resource, for administrators; each marked when it is the viewer's own. */
const staffList: ScopedResource<UserRow, StaffAccount, never, never> = {
  path: 'admin/staff',
  access: { staff: 'staff' },
  ...staffListRows,
  dtoSchema: staffAccountSchema,
  notFoundMessage: adminMessages.staffNotFound,
  list: {
    querySchema: staffListQuerySchema,
    sortable: { created_at: users.createdAt, name: users.name, email: users.email, staff_role: users.staffRole, status: users.status },
    tieBreaker: users.id,
    filters: {
      staff_role: (value) => eq(users.staffRole, value as NonNullable<UserRow['staffRole']>),
      status: (value) => eq(users.status, value as UserRow['status']),
    },
    search: (q) => or(ilike(users.name, contains(q)), ilike(users.email, contains(q))),
  },
};

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;
  const oneStaff = envelopeOf(staffAccountSchema);

  // Buyers and sellers, and one of them: the declared staff CRUD (accountList above).
  registerScopedCrud(app, accountList);

  // Staff accounts, and one of them: the declared staff CRUD (staffList above).
  registerScopedCrud(app, staffList);

  app.post(
    '/v1/admin/staff',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Create a staff account with a temporary password shown once (administrators)',
        body: staffCreateSchema,
        response: { 201: envelopeOf(staffCreatedSchema) },
      },
    },
    async (request, reply) => {
      const { name, email, staff_role: staffRole } = request.body;
      if (await findUserByEmail(db, email)) throw conflict(adminMessages.emailTaken, { email: adminMessages.emailTaken });
      const password = temporaryPassword();
      const passwordHash = await hashPassword(password);
      const { account } = okOrThrow(await createStaffAccount(db, staffActorOf(request), { name, email, staffRole, passwordHash }));
      // Never the password by mail: the administrator hands it over.
      await app.mailer.send({
        to: email,
        subject: 'Your back-office account',
        text: `Hello ${name},\n\nA back-office account (${staffRole}) was created for you on the marketplace. Your administrator will give you a temporary password; you will choose your own at the first sign-in.\n\n${app.config.appUrl}/login`,
        links: [`${app.config.appUrl}/login`],
      });
      return reply.code(201).send(ok({ account, temporary_password: password }, adminMessages.staffCreated));
    },
  );

  app.put(
    '/v1/admin/staff/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: "Change a staff account's role (administrators)",
        params: adminIdParamsSchema,
        body: staffUpdateSchema,
        response: { 200: oneStaff },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { staff_role: staffRole } = request.body;
      const { account } = okOrThrow(await changeStaffRole(db, staffActorOf(request), id, staffRole));
      return ok(account, adminMessages.staffSaved);
    },
  );

  app.post(
    '/v1/admin/staff/:id/deactivate',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Deactivate a staff account: its sessions end (administrators)',
        params: adminIdParamsSchema,
        body: staffDeactivateSchema.nullish(),
        response: { 200: oneStaff },
      },
    },
    async (request) => {
      const { id } = request.params;
      const reason = request.body?.reason ?? null;
      const { account } = okOrThrow(await deactivateStaff(db, staffActorOf(request), id, reason));
      return ok(account, adminMessages.staffDeactivated);
    },
  );

  app.post(
    '/v1/admin/staff/:id/reactivate',
    {
      preValidation: administrator,
      schema: { tags, summary: 'Reactivate a deactivated staff account (administrators)', params: adminIdParamsSchema, response: { 200: oneStaff } },
    },
    async (request) => {
      const { id } = request.params;
      const { account } = okOrThrow(await reactivateStaff(db, staffActorOf(request), id));
      return ok(account, adminMessages.staffReactivated);
    },
  );
};

export default userRoutes;
