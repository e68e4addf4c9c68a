// The signed-in account's own settings routes; the queries are in account-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountProfileRecordSchema,
  accountProfileSchema,
  AVATAR_MAX_BYTES,
  buyerMessages,
  paymentPreferencesRecordSchema,
  paymentPreferencesSchema,
  type AccountProfile,
  type PaymentPreferences,
} from '../../../src/contract/buyer';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { IMAGE_TYPES, sniffContentType } from '../../lib/file-types';
import { authOf } from '../../plugins/auth';
import { preferencesOf, removeAvatar, replaceAvatar, savePreference, updateProfile, type UserRow } from './account-repository';

const tags = ['account'];

export const avatarUrl = (fileId: string | null): string | null => (fileId ? `/v1/media/${fileId}` : null);

const toProfile = (user: Pick<UserRow, 'name' | 'email' | 'phone' | 'avatarFileId'>): AccountProfile => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  avatar_url: avatarUrl(user.avatarFileId),
});

const DEFAULT_PAYMENT: PaymentPreferences = { method: 'bank_transfer', terms: null };

function paymentOf(user: Pick<UserRow, 'preferences'>): PaymentPreferences {
  const parsed = paymentPreferencesSchema.safeParse(preferencesOf(user).payment);
  return parsed.success ? parsed.data : DEFAULT_PAYMENT;
}

/**
 * The signed-in account's own settings: name, phone and avatar (any role). Everything is the caller's
 * own row; no id is taken from the request.
 */
export function registerAccountProfile(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const profile = envelopeOf(accountProfileRecordSchema);

  app.get('/v1/account/profile', { schema: { tags, summary: 'Your name, email, phone and avatar', response: { 200: profile } } }, async (request) =>
    ok(toProfile(authOf(request).user)),
  );

  app.patch(
    '/v1/account/profile',
    {
      schema: {
        tags,
        summary: 'Change your name and phone',
        description: 'The email is the sign-in identity and is not changed here. A new phone number is no longer a verified one.',
        body: accountProfileSchema,
        response: { 200: profile },
      },
    },
    async (request) => {
      const updated = await updateProfile(app.db, authOf(request).user, request.body);
      return ok(toProfile(updated), 'Profile saved');
    },
  );

  app.post(
    '/v1/account/avatar',
    {
      // Room for a full-size image and the multipart framing; the file's own limit answers beyond it.
      bodyLimit: AVATAR_MAX_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Upload your avatar (multipart field "avatar"; PNG, JPEG or WebP up to 2 MB, judged by content)',
        description: 'The image is public at `/v1/media/<id>` while it is the avatar; the previous one is deleted.',
        consumes: ['multipart/form-data'],
        response: { 200: profile },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (!request.isMultipart()) throw badRequest(buyerMessages.avatarRequired, { avatar: buyerMessages.avatarRequired });
      const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
      if (!part) throw badRequest(buyerMessages.avatarRequired, { avatar: buyerMessages.avatarRequired });
      const tooLarge = () => new AppError(413, buyerMessages.avatarTooLarge, { avatar: buyerMessages.avatarTooLarge });
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        // @fastify/multipart throws once the file passes its limit: answer with the field's message.
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      if (part.file.truncated || data.length > AVATAR_MAX_BYTES) throw tooLarge();
      const contentType = sniffContentType(data);
      if (!contentType || !IMAGE_TYPES.includes(contentType)) throw badRequest(buyerMessages.avatarType, { avatar: buyerMessages.avatarType });
      const updated = await replaceAvatar(app.db, user, { contentType, data });
      return ok(toProfile(updated), 'Avatar saved');
    },
  );

  app.delete('/v1/account/avatar', { schema: { tags, summary: 'Remove your avatar (its bytes are deleted)', response: { 200: profile } } }, async (request) => {
    const updated = await removeAvatar(app.db, authOf(request).user);
    return ok(toProfile(updated), 'Avatar removed');
  });
}

/** The buyer's preferred way of paying, on the caller's own row. */
export function registerPaymentPreferences(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const payment = envelopeOf(paymentPreferencesRecordSchema);

  app.get(
    '/v1/account/payment',
    {
      schema: { tags, summary: 'Your preferred payment method and terms (bank transfer by default)', response: { 200: payment } },
    },
    async (request) => ok(paymentOf(authOf(request).user)),
  );

  app.put(
    '/v1/account/payment',
    {
      schema: {
        tags,
        summary: 'Set your preferred payment method: bank transfer, or terms agreed with suppliers (described in `terms`)',
        description:
          'Orders are paid by bank transfer or on agreed terms; no card number is ever taken or stored, so unknown fields (a card number) are refused.',
        body: paymentPreferencesSchema,
        response: { 200: payment },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const value: PaymentPreferences = { method: request.body.method, terms: request.body.method === 'agreed_terms' ? request.body.terms : null };
      const updated = await savePreference(app.db, userId, 'payment', value);
      return ok(paymentOf(updated), 'Payment preferences saved');
    },
  );
}
