import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { recoveryContacts } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, tagOf, type ScopedResource } from '../../lib/scoped-crud';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { authOf } from '../../plugins/auth';
import { consumeCode, issueCode } from '../auth/one-time-codes';
import { contactRows, contactValues, lockAccount, makePrimary, removeContact, toContact, verifyContact, type ContactRow } from './recovery-contacts-repository';

/** Abuse limits, like the mobile flow's: per contact and per account, plus one code per contact every 30 s. */
const limits = {
  codePerContactBurst: { limit: 1, windowSeconds: RECOVERY_RESEND_SECONDS },
  codePerTarget: { limit: 5, windowSeconds: 900 },
  codePerAccount: { limit: 10, windowSeconds: 900 },
  verifyPerAccount: { limit: 20, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const valueField = (input: RecoveryContactCreate) => (input.kind === 'email' ? 'email' : 'phone');

export const recoveryContactResource: ScopedResource<ContactRow, RecoveryContact, RecoveryContactCreate, never> = {
  path: 'recovery-contacts',
  tag: 'recovery contacts',
  access: ['seller', 'buyer'],
  ...contactRows,
  dtoSchema: recoveryContactSchema,
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
      const existing = await contactValues(db, auth.userId);
      if (existing.includes(value)) throw conflict(recoveryContactMessages.duplicate, { [field]: recoveryContactMessages.duplicate });
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

export function registerRecoveryContacts(parent: FastifyInstance): void {
  registerScopedCrud(parent, recoveryContactResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const base = `/v1/${recoveryContactResource.path}`;
  const common = { tags: [tagOf(recoveryContactResource)] };
  const contactEnvelope = envelopeOf(recoveryContactSchema);
  const actorOf = (request: FastifyRequest) => {
    const auth = authOf(request);
    return { userId: auth.userId, actorRole: actorRoleOf(auth), ip: request.ip };
  };

  app.post(
    `${base}/:id/send-code`,
    {
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
      const verified = await verifyContact(db, actorOf(request), contact);
      if (verified.kind === 'used-elsewhere') throw conflict(recoveryContactMessages.usedElsewhere, { otp: recoveryContactMessages.usedElsewhere });
      forgetCounts(app.db, recoveryContactResource.path, userId);
      return ok(toContact(await findOwned<ContactRow>(recoveryContactResource, db, userId, contact.id)), recoveryContactMessages.verified);
    },
  );

  app.post(
    `${base}/:id/primary`,
    {
      schema: {
        ...common,
        summary: 'Make a verified contact the primary one (the previous primary stops being it)',
        params: idParamsSchema,
        response: { 200: contactEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const made = await makePrimary(db, userId, request.params.id);
      if (made.kind === 'not-found') throw notFound();
      if (made.kind === 'unverified') throw conflict(recoveryContactMessages.verifyFirst);
      return ok(toContact(await findOwned<ContactRow>(recoveryContactResource, db, userId, request.params.id)), recoveryContactMessages.primarySet);
    },
  );

  app.delete(
    `${base}/:id`,
    {
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
      const removed = await removeContact(db, actorOf(request), request.params.id, request.body?.confirm === true);
      if (removed.kind === 'not-found') throw notFound();
      if (removed.kind === 'last-verified') throw conflict(recoveryContactMessages.lastVerified, { confirm: recoveryContactMessages.lastVerified });
      forgetCounts(app.db, recoveryContactResource.path, userId);
      return ok({ id: request.params.id }, recoveryContactMessages.removed);
    },
  );
}
