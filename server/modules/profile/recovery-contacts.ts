import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { OTP_TTL_MINUTES } from '../../../src/contract/constants';
import {
  MAX_RECOVERY_CONTACTS,
  RECOVERY_RESEND_SECONDS,
  recoveryCodeSentSchema,
  recoveryContactCreateSchema,
  recoveryContactDeleteSchema,
  recoveryContactMessages,
  recoveryContactSchema,
  recoveryContactValue,
  recoveryContactVerifySchema,
  type RecoveryContact,
  type RecoveryContactCreate,
} from '../../../src/contract/recovery-contacts';
import type { Database } from '../../db/client';
import { recoveryContacts, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, tagOf, type ScopedResource } from '../../lib/scoped-crud';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { authOf } from '../../plugins/auth';
import { consumeCode, issueCode } from '../auth/one-time-codes';

/** Abuse limits, like the mobile flow's: per contact and per account, plus one code per contact every 30 s. */
const limits = {
  codePerContactBurst: { limit: 1, windowSeconds: RECOVERY_RESEND_SECONDS },
  codePerTarget: { limit: 5, windowSeconds: 900 },
  codePerAccount: { limit: 10, windowSeconds: 900 },
  verifyPerAccount: { limit: 20, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const selection = {
  id: recoveryContacts.id,
  kind: recoveryContacts.kind,
  value: recoveryContacts.value,
  isPrimary: recoveryContacts.isPrimary,
  verifiedAt: recoveryContacts.verifiedAt,
  createdAt: recoveryContacts.createdAt,
};
type Row = typeof recoveryContacts.$inferSelect;
type ContactRow = Pick<Row, keyof typeof selection>;

const toDto = (row: ContactRow): RecoveryContact => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  is_primary: row.isPrimary,
  is_verified: row.verifiedAt !== null,
  verified_at: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Serialises one account's contact changes (count limit, the single primary) by locking its user row
 * for the rest of the transaction; other accounts are not held up.
 */
async function lockAccount(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const valueField = (input: RecoveryContactCreate) => (input.kind === 'email' ? 'email' : 'phone');

export const recoveryContactResource: ScopedResource<ContactRow, RecoveryContact, RecoveryContactCreate, never> = {
  path: 'recovery-contacts',
  tag: 'recovery contacts',
  access: ['seller', 'buyer'],
  table: recoveryContacts,
  idColumn: recoveryContacts.id,
  ownerColumn: recoveryContacts.userId,
  ownerKey: 'userId',
  selection,
  query: (db, columns) => db.select(columns).from(recoveryContacts).$dynamic(),
  dtoSchema: recoveryContactSchema,
  toDto,
  list: {
    sortable: { created_at: recoveryContacts.createdAt },
    tieBreaker: recoveryContacts.id,
  },
  create: {
    schema: recoveryContactCreateSchema,
    async values(input, { db, auth }) {
      const value = recoveryContactValue(input);
      const field = valueField(input);
      const { user } = auth;
      // Recovery sign-in accepts these already: as a contact they would add nothing.
      if (input.kind === 'email' && value === user.email.toLowerCase())
        throw conflict(recoveryContactMessages.ownEmail, { email: recoveryContactMessages.ownEmail });
      if (input.kind === 'phone' && user.isMobileVerified && `${user.countryCode ?? ''}${user.phone ?? ''}` === value) {
        throw conflict(recoveryContactMessages.ownMobile, { phone: recoveryContactMessages.ownMobile });
      }
      await lockAccount(db, auth.userId);
      const existing = await db.select({ value: recoveryContacts.value }).from(recoveryContacts).where(eq(recoveryContacts.userId, auth.userId));
      if (existing.some((row) => row.value === value)) throw conflict(recoveryContactMessages.duplicate, { [field]: recoveryContactMessages.duplicate });
      if (existing.length >= MAX_RECOVERY_CONTACTS) throw conflict(recoveryContactMessages.tooMany);
      return { kind: input.kind, value, isPrimary: false, verifiedAt: null };
    },
    async after(id, input, { db, auth, ip }) {
      await recordAudit(db, {
        actorId: auth.userId,
        actorRole: actorRoleOf(auth),
        action: 'recovery_contact.added',
        subjectType: 'recovery_contact',
        subjectId: id,
        after: { kind: input.kind, value: recoveryContactValue(input) },
        ip,
      });
    },
  },
};

/**
 * Whether `value` already leads recovery sign-in to another account: as that account's email, its
 * verified mobile number, or one of its verified contacts. Recovery must find exactly one account.
 */
async function recoversAnotherAccount(db: Database, userId: string, kind: Row['kind'], value: string): Promise<boolean> {
  const accountMatch =
    kind === 'email' ? sql`lower(${users.email}) = ${value}` : and(eq(users.isMobileVerified, true), sql`${users.countryCode} || ${users.phone} = ${value}`);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(accountMatch, ne(users.id, userId)))
    .limit(1);
  if (account) return true;
  const [contact] = await db
    .select({ id: recoveryContacts.id })
    .from(recoveryContacts)
    .where(and(eq(recoveryContacts.value, value), isNotNull(recoveryContacts.verifiedAt), ne(recoveryContacts.userId, userId)))
    .limit(1);
  return Boolean(contact);
}

export function registerRecoveryContacts(parent: FastifyInstance): void {
  registerScopedCrud(parent, recoveryContactResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = `/v1/${recoveryContactResource.path}`;
  const common = { tags: [tagOf(recoveryContactResource)] };
  const preValidation = app.requireRole('seller', 'buyer');
  const contactEnvelope = envelopeOf(recoveryContactSchema);

  app.post(
    `${base}/:id/send-code`,
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Send (or send again) a 6-digit code to an unverified contact',
        description: `One code per contact every ${RECOVERY_RESEND_SECONDS} s. Without a real mail or SMS sender (development) the code is also returned as data.otp.`,
        params: idParamsSchema,
        response: { 200: envelopeOf(recoveryCodeSentSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const contact = await findOwned<ContactRow>(recoveryContactResource, db, userId, request.params.id);
      if (contact.verifiedAt) throw conflict(recoveryContactMessages.alreadyVerified);
      await consumeRateLimits(db, [
        [`contact-code:burst:${userId}:${contact.value}`, limits.codePerContactBurst],
        [`contact-code:target:${contact.value}`, limits.codePerTarget],
        [`contact-code:user:${userId}`, limits.codePerAccount],
      ]);
      const code = await issueCode(db, app.serverSecret, { userId, purpose: 'contact_verification', target: contact.value });
      const text = `Your verification code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes and adds this ${contact.kind === 'email' ? 'address' : 'number'} as a recovery contact of your B2B Marketplace account. If you did not ask for it, ignore this message.`;
      let development: boolean;
      if (contact.kind === 'email') {
        await app.mailer.send({ to: contact.value, subject: 'Your verification code', text });
        development = !app.config.smtpUrl && !app.config.isProduction;
      } else {
        await app.sms.send(contact.value, text);
        development = app.sms.delivery === 'development';
      }
      const timing = { expires_in_seconds: OTP_TTL_MINUTES * 60, resend_in_seconds: RECOVERY_RESEND_SECONDS };
      // Like the mobile flow: the code is handed back only when no real sender delivered it.
      return ok(development ? { otp: code, ...timing } : timing, recoveryContactMessages.codeSent);
    },
  );

  app.post(
    `${base}/:id/verify`,
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Check the code and mark the contact verified (the first verified one becomes primary)',
        params: idParamsSchema,
        body: recoveryContactVerifySchema,
        response: { 200: contactEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await consumeRateLimits(db, [[`contact-verify:user:${userId}`, limits.verifyPerAccount]]);
      const contact = await findOwned<ContactRow>(recoveryContactResource, db, userId, request.params.id);
      if (contact.verifiedAt) throw conflict(recoveryContactMessages.alreadyVerified);
      // Outside the transaction below: a wrong try must stay counted whatever happens next.
      await consumeCode(db, app.serverSecret, { purpose: 'contact_verification', target: contact.value, code: request.body.otp, userId, field: 'otp' });
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        // Checked once the code proves the contact is theirs, so it tells nothing to anyone else.
        if (await recoversAnotherAccount(tx, userId, contact.kind, contact.value)) {
          throw conflict(recoveryContactMessages.usedElsewhere, { otp: recoveryContactMessages.usedElsewhere });
        }
        const [{ primaries }] = await tx
          .select({ primaries: count() })
          .from(recoveryContacts)
          .where(and(eq(recoveryContacts.userId, userId), eq(recoveryContacts.isPrimary, true)));
        await tx
          .update(recoveryContacts)
          .set({ verifiedAt: new Date(), isPrimary: Number(primaries) === 0 })
          .where(and(eq(recoveryContacts.id, contact.id), eq(recoveryContacts.userId, userId)));
        const auth = authOf(request);
        await recordAudit(tx, {
          actorId: userId,
          actorRole: actorRoleOf(auth),
          action: 'recovery_contact.verified',
          subjectType: 'recovery_contact',
          subjectId: contact.id,
          before: { kind: contact.kind, value: contact.value, verified: false },
          after: { kind: contact.kind, value: contact.value, verified: true, is_primary: Number(primaries) === 0 },
          ip: request.ip,
        });
      });
      forgetCounts(app.db, recoveryContactResource.path, userId);
      return ok(toDto(await findOwned<ContactRow>(recoveryContactResource, db, userId, contact.id)), recoveryContactMessages.verified);
    },
  );

  app.post(
    `${base}/:id/primary`,
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Make a verified contact the primary one (the previous primary stops being it)',
        params: idParamsSchema,
        response: { 200: contactEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const contact = await findOwned<ContactRow>(recoveryContactResource, tx, userId, request.params.id);
        if (!contact.verifiedAt) throw conflict(recoveryContactMessages.verifyFirst);
        await tx
          .update(recoveryContacts)
          .set({ isPrimary: sql`${recoveryContacts.id} = ${contact.id}` })
          .where(eq(recoveryContacts.userId, userId));
      });
      return ok(toDto(await findOwned<ContactRow>(recoveryContactResource, db, userId, request.params.id)), recoveryContactMessages.primarySet);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Remove a contact; the last verified one only with {"confirm": true}',
        description: 'Removing the primary contact makes the most recently verified remaining one primary.',
        params: idParamsSchema,
        body: recoveryContactDeleteSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await db.transaction(async (tx) => {
        await lockAccount(tx, userId);
        const contact = await findOwned<ContactRow>(recoveryContactResource, tx, userId, request.params.id);
        const [newestOtherVerified] = await tx
          .select({ id: recoveryContacts.id })
          .from(recoveryContacts)
          .where(and(eq(recoveryContacts.userId, userId), ne(recoveryContacts.id, contact.id), isNotNull(recoveryContacts.verifiedAt)))
          .orderBy(desc(recoveryContacts.verifiedAt), desc(recoveryContacts.id))
          .limit(1);
        if (contact.verifiedAt && !newestOtherVerified && request.body?.confirm !== true) {
          throw conflict(recoveryContactMessages.lastVerified, { confirm: recoveryContactMessages.lastVerified });
        }
        await tx.delete(recoveryContacts).where(and(eq(recoveryContacts.id, contact.id), eq(recoveryContacts.userId, userId)));
        if (contact.isPrimary && newestOtherVerified) {
          await tx.update(recoveryContacts).set({ isPrimary: true }).where(eq(recoveryContacts.id, newestOtherVerified.id));
        }
        await recordAudit(tx, {
          actorId: userId,
          actorRole: actorRoleOf(authOf(request)),
          action: 'recovery_contact.removed',
          subjectType: 'recovery_contact',
          subjectId: contact.id,
          before: { kind: contact.kind, value: contact.value, verified: contact.verifiedAt !== null, is_primary: contact.isPrimary },
          ip: request.ip,
        });
      });
      forgetCounts(app.db, recoveryContactResource.path, userId);
      return ok({ id: request.params.id }, recoveryContactMessages.removed);
    },
  );
}
