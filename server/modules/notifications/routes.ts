import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  notificationListQuerySchema,
  notificationMessages,
  notificationPreferencesOf,
  notificationPreferencesSchema,
  notificationSchema,
  unreadCountSchema,
} from '../../../src/contract/notifications';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { configureNotificationEmails, NOTIFICATION_EMAILS_KEY } from '../../lib/notify';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { startEmailRelay } from './email-relay';
import { listNotifications, markAllRead, markRead, saveEmailChoice, unreadCount } from './notifications-repository';

const tags = ['notifications'];

/**
 * The signed-in user's notifications (written by server/lib/notify.ts), for every role: the list newest
 * first, the unread count, read one or all, and which groups also go by email. Another user's
 * notification is a 404. The queries are in notifications-repository.ts.
 */
function registerNotifications(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  configureNotificationEmails({ appUrl: app.config.appUrl });
  if (app.config.smtpUrl) startEmailRelay(app);

  app.get(
    '/v1/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first (`unread=true` for the unread ones, `kind` for one group)',
        querystring: notificationListQuerySchema,
        response: { 200: listEnvelopeOf(notificationSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await listNotifications(app.db, authOf(request).userId, request.query);
      return okList(rows, page, limit, total);
    },
  );

  app.get(
    '/v1/notifications/unread-count',
    {
      schema: { tags, summary: 'How many of your notifications are unread', response: { 200: envelopeOf(unreadCountSchema) } },
    },
    async (request) => {
      return ok({ unread: await unreadCount(app.db, authOf(request).userId) });
    },
  );

  app.get(
    '/v1/notifications/preferences',
    {
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
      schema: {
        tags,
        summary: 'Choose which groups of notifications also go to you by email (every group on or off)',
        body: notificationPreferencesSchema,
        response: { 200: envelopeOf(notificationPreferencesSchema) },
      },
    },
    async (request) => {
      const choice = request.body;
      await saveEmailChoice(app.db, authOf(request).userId, choice);
      return ok(choice, notificationMessages.preferencesSaved);
    },
  );

  app.post(
    '/v1/notifications/read-all',
    {
      schema: { tags, summary: 'Mark every notification of yours as read', response: { 200: envelopeOf(z.object({ updated: z.number().int() })) } },
    },
    async (request) => {
      return ok({ updated: await markAllRead(app.db, authOf(request).userId) }, notificationMessages.notificationsRead);
    },
  );

  app.post(
    '/v1/notifications/:id/read',
    {
      schema: { tags, summary: 'Mark one notification as read', params: idParamsSchema, response: { 200: envelopeOf(notificationSchema) } },
    },
    async (request) => {
      const notification = await markRead(app.db, authOf(request).userId, request.params.id);
      if (!notification) throw notFound();
      return ok(notification);
    },
  );
}

/** Any signed-in user, on their own notifications. */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.authenticate, registerNotifications));
};

export default notificationRoutes;
