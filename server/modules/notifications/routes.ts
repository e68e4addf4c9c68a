import { and, count, desc, eq, isNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  GROUP_PREFIXES,
  notificationListQuerySchema,
  notificationMessages,
  notificationPreferencesOf,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
  type NotificationGroup,
} from '../../../src/contract/notifications';
import { notifications, users } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { configureNotificationEmails, NOTIFICATION_EMAILS_KEY, notificationDto } from '../../lib/notify';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { startEmailRelay } from './email-relay';

const tags = ['notifications'];

/** The kinds of one group, as a WHERE condition; 'account' is every kind no other group claims. */
function groupCondition(group: NotificationGroup): SQL | undefined {
  if (group !== 'account') return like(notifications.kind, `${GROUP_PREFIXES[group]}%`);
  return not(or(...Object.values(GROUP_PREFIXES).map((prefix) => like(notifications.kind, `${prefix}%`))) as SQL);
}

/**
 * The signed-in user's notifications (written by server/lib/notify.ts), for every role: the list newest
 * first, the unread count, read one or all, and which groups also go by email. Another user's
 * notification is a 404.
 */
const notificationRoutes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.authenticate;
  configureNotificationEmails({ appUrl: app.config.appUrl });
  if (app.config.smtpUrl) startEmailRelay(app);

  app.get(
    '/v1/notifications',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Your notifications, newest first (`unread=true` for the unread ones, `kind` for one group)',
        querystring: notificationListQuerySchema,
        response: { 200: listEnvelopeOf(notificationSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, limit, unread, kind } = request.query;
      const where = and(
        eq(notifications.userId, userId),
        unread === 'true' ? isNull(notifications.readAt) : undefined,
        kind ? groupCondition(kind) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(notifications).where(where),
      ]);
      return okList(rows.map(notificationDto), page, limit, Number(total?.n ?? 0));
    },
  );

  app.get(
    '/v1/notifications/unread-count',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'How many of your notifications are unread', response: { 200: envelopeOf(unreadCountSchema) } },
    },
    async (request) => {
      const { userId } = authOf(request);
      const [row] = await app.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return ok({ unread: Number(row?.n ?? 0) });
    },
  );

  app.get(
    '/v1/notifications/preferences',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Which groups of notifications also go to you by email',
        response: { 200: envelopeOf(notificationPreferencesSchema) },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      const stored = (user.preferences as Record<string, unknown> | null)?.[NOTIFICATION_EMAILS_KEY];
      return ok(notificationPreferencesOf(stored));
    },
  );

  app.put(
    '/v1/notifications/preferences',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary: 'Choose which groups of notifications also go to you by email (every group on or off)',
        body: notificationPreferencesSchema,
        response: { 200: envelopeOf(notificationPreferencesSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const choice = request.body;
      // One key of the JSON object set in the database, so another page saving its own key at the same time is kept.
      await app.db
        .update(users)
        .set({
          preferences: sql`coalesce(${users.preferences}, '{}'::jsonb) || jsonb_build_object(${NOTIFICATION_EMAILS_KEY}::text, ${JSON.stringify(choice)}::jsonb)`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
      return ok(choice, notificationMessages.preferencesSaved);
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Mark every notification of yours as read', response: { 200: envelopeOf(z.object({ updated: z.number().int() })) } },
    },
    async (request) => {
      const { userId } = authOf(request);
      const updated = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return ok({ updated: updated.length }, notificationMessages.notificationsRead);
    },
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      preValidation: signedIn,
      schema: { tags, summary: 'Mark one notification as read', params: idParamsSchema, response: { 200: envelopeOf(notificationSchema) } },
    },
    async (request) => {
      const { userId } = authOf(request);
      const id = request.params.id;
      // Reading twice keeps the first time; the owner condition makes another user's id a 404.
      const [row] = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning();
      if (row) return ok(notificationDto(row));
      const [existing] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!existing) throw notFound();
      return ok(notificationDto(existing));
    },
  );
};

export default notificationRoutes;
