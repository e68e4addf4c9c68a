import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerMessages, notificationListQuerySchema, notificationSchema, type AppNotification } from '../../../src/contract/buyer';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { notifications } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';

const tags = ['notifications'];
const security = [{ bearer: [] }];

type Row = typeof notifications.$inferSelect;

const toDto = (row: Row): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The signed-in user's in-app notifications (written by server/lib/notify.ts): newest first, read one or
 * all. Every account has them, so any role may call these; another user's notification is a 404.
 */
export function registerNotifications(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const signedIn = app.authenticate;

  app.get(
    '/v1/notifications',
    {
      preHandler: signedIn,
      schema: {
        tags,
        security,
        summary: 'Your notifications, newest first (`unread=true` for the unread ones only)',
        querystring: notificationListQuerySchema,
        response: { 200: listEnvelopeOf(notificationSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, limit, unread } = request.query;
      const where = and(eq(notifications.userId, userId), unread === 'true' ? isNull(notifications.readAt) : undefined);
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
      return okList(rows.map(toDto), page, limit, Number(total?.n ?? 0));
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      preHandler: signedIn,
      schema: { tags, security, summary: 'Mark every notification of yours as read', response: { 200: envelopeOf(z.object({ updated: z.number().int() })) } },
    },
    async (request) => {
      const { userId } = authOf(request);
      const updated = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return ok({ updated: updated.length }, buyerMessages.notificationsRead);
    },
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      preHandler: signedIn,
      schema: { tags, security, summary: 'Mark one notification as read', params: idParamsSchema, response: { 200: envelopeOf(notificationSchema) } },
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
      if (row) return ok(toDto(row));
      const [existing] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      if (!existing) throw notFound();
      return ok(toDto(existing));
    },
  );
}
