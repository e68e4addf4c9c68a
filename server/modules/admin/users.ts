// Accounts for administrators: buyers and sellers with their status, and the staff accounts themselves.
import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, ilike, isNull, ne, or, sql } from 'drizzle-orm';
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
import { isUniqueViolation, type Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail } from '../auth/users';
import { auditStaff, companyOf, contains, countryOf, guards, staffOf, tags } from './common';

type UserRow = typeof users.$inferSelect;

const toUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: row.roles,
  status: row.status,
  status_reason: row.statusReason,
  verification_status: row.verificationStatus,
  company: typeof row.businessDetails?.business_name === 'string' ? row.businessDetails.business_name : null,
  country: typeof row.businessDetails?.country === 'string' ? row.businessDetails.country : null,
  is_email_verified: row.isEmailVerified,
  created_at: row.createdAt.toISOString(),
});

const toStaff = (row: UserRow, selfId: string): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  staff_role: row.staffRole ?? 'reviewer',
  status: row.status,
  must_change_password: row.mustChangePassword,
  is_self: row.id === selfId,
  created_at: row.createdAt.toISOString(),
});

const isStaff = sql`'admin' = any(${users.roles})`;

/** Buyers and sellers (not staff) as a staff resource: their accounts and status, for administrators. */
const accountList: ScopedResource<UserRow, AdminUser, never, never> = {
  path: 'admin/users',
  access: { staff: 'users' },
  table: users,
  idColumn: users.id,
  holds: sql`(${users.roles} && array['seller','buyer']::text[])`,
  selection: getTableColumns(users),
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: toUser,
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
  table: users,
  idColumn: users.id,
  holds: isStaff,
  selection: getTableColumns(users),
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: (row, viewer) => toStaff(row, viewer.userId),
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

async function findStaff(db: Database, id: string, lock = false): Promise<UserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(adminMessages.staffNotFound);
  return row;
}

/** Whether `id` is the only active administrator; every administrator row is locked while deciding. */
async function isLastAdministrator(db: Database, id: string): Promise<boolean> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isStaff, eq(users.staffRole, 'administrator'), eq(users.status, 'active')))
    .for('update');
  return admins.length === 1 && admins[0].id === id;
}

const staffSnapshot = (row: UserRow) => ({ name: row.name, email: row.email, staff_role: row.staffRole, status: row.status });

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
      let created: UserRow;
      try {
        created = await db.transaction(async (tx) => {
          // The administrator vouches for the address; the owner must replace the password at first sign-in.
          const [row] = await tx
            .insert(users)
            .values({ name, email, passwordHash, roles: ['admin'], staffRole, mustChangePassword: true, isEmailVerified: true })
            .returning();
          await auditStaff(tx, request, { action: 'staff.created', subjectType: 'user', subjectId: row.id, before: null, after: staffSnapshot(row) });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(adminMessages.emailTaken, { email: adminMessages.emailTaken });
        throw error;
      }
      // Never the password by mail: the administrator hands it over.
      await app.mailer.send({
        to: email,
        subject: 'Your back-office account',
        text: `Hello ${name},\n\nA back-office account (${staffRole}) was created for you on the marketplace. Your administrator will give you a temporary password; you will choose your own at the first sign-in.\n\n${app.config.appUrl}/login`,
        links: [`${app.config.appUrl}/login`],
      });
      return reply.code(201).send(ok({ account: toStaff(created, staffOf(request).id), temporary_password: password }, adminMessages.staffCreated));
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
      const updated = await db.transaction(async (tx) => {
        const current = await findStaff(tx, id, true);
        if (current.staffRole === 'administrator' && staffRole !== 'administrator' && (await isLastAdministrator(tx, id))) {
          throw conflict(adminMessages.lastAdministrator, { staff_role: adminMessages.lastAdministrator });
        }
        const [row] = await tx.update(users).set({ staffRole, updatedAt: new Date() }).where(eq(users.id, id)).returning();
        if (current.staffRole !== staffRole) {
          await auditStaff(tx, request, {
            action: 'staff.role_changed',
            subjectType: 'user',
            subjectId: id,
            before: staffSnapshot(current),
            after: staffSnapshot(row),
          });
        }
        return row;
      });
      return ok(toStaff(updated, staffOf(request).id), adminMessages.staffSaved);
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
      const updated = await db.transaction(async (tx) => {
        const current = await findStaff(tx, id, true);
        if (current.status === 'suspended') throw conflict(adminMessages.staffAlreadyDeactivated);
        if (current.staffRole === 'administrator' && (await isLastAdministrator(tx, id))) throw conflict(adminMessages.lastAdministrator);
        const now = new Date();
        const [row] = await tx.update(users).set({ status: 'suspended', statusReason: reason, updatedAt: now }).where(eq(users.id, id)).returning();
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await auditStaff(tx, request, {
          action: 'staff.deactivated',
          subjectType: 'user',
          subjectId: id,
          before: staffSnapshot(current),
          after: staffSnapshot(row),
          note: reason,
        });
        return row;
      });
      return ok(toStaff(updated, staffOf(request).id), adminMessages.staffDeactivated);
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
      const updated = await db.transaction(async (tx) => {
        const current = await findStaff(tx, id, true);
        if (current.status !== 'suspended') throw conflict(adminMessages.staffNotDeactivated);
        const [row] = await tx
          .update(users)
          .set({ status: 'active', statusReason: null, updatedAt: new Date() })
          .where(and(eq(users.id, id), ne(users.status, 'active')))
          .returning();
        await auditStaff(tx, request, {
          action: 'staff.reactivated',
          subjectType: 'user',
          subjectId: id,
          before: staffSnapshot(current),
          after: staffSnapshot(row),
        });
        return row;
      });
      return ok(toStaff(updated, staffOf(request).id), adminMessages.staffReactivated);
    },
  );
};

export default userRoutes;
