import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_BODY_MAX,
  CHAT_SEND_LIMIT,
  CHAT_SEND_WINDOW_SECONDS,
  chatMessageSchema,
  chatMessages,
  conversationDetailSchema,
  conversationListItemSchema,
  conversationListQuerySchema,
  conversationParamsSchema,
  createConversationSchema,
  markReadResultSchema,
  markReadSchema,
  MESSAGES_CATCH_UP_MAX,
  messageHistoryQuerySchema,
  messageParamsSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '../../../src/contract/chat';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { ok, okList } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { readFileUpload, sendAttachment, throwIfProblems, zodFieldErrors, type UploadedFile } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { withCompanyReach, withMine } from './access';
import { conversationDetail } from './conversation-detail-repository';
import { listConversations, unreadTotal } from './conversations-repository';
import { readableConversation } from './members-repository';
import { attachmentOf, markRead, messageHistory, sendMessage } from './messages-repository';
import type { Outgoing } from './send-repository';
import { startConversation } from './start-repository';

/** The caller as the chat's rules read them: who they are, and the company threads their role reaches now. */
const callerOf = (db: Database, request: FastifyRequest) => {
  const auth = authOf(request);
  return withCompanyReach(db, { userId: auth.userId, roles: auth.roles, name: auth.user.name });
};

const uploadMessages = {
  multipartRequired: chatMessages.bodyRequired,
  fileRequired: chatMessages.bodyRequired,
  fileEmpty: chatMessages.fileEmpty,
  fileTooLarge: chatMessages.fileTooLarge,
  fileType: chatMessages.fileType,
  oneFile: chatMessages.oneFile,
};

/** The send's fields from JSON or from a multipart form, every problem named by field. */
async function readOutgoing(request: FastifyRequest): Promise<Outgoing> {
  let fields: unknown;
  let file: UploadedFile | undefined;
  let errors: Record<string, string> = {};
  if (request.isMultipart()) {
    const upload = await readFileUpload(request, ['client_id', 'body'], { messages: uploadMessages, required: false });
    fields = upload.fields;
    file = upload.file;
    errors = upload.errors;
  } else {
    fields = request.body ?? {};
  }
  const parsed = sendMessageSchema.safeParse(fields);
  throwIfProblems({ ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...errors });
  if (!parsed.success) throw new Error('unreachable: problems were thrown above');
  if (!parsed.data.body && !file) throw badRequest(chatMessages.bodyRequired, { body: chatMessages.bodyRequired });
  return { clientId: parsed.data.client_id, body: parsed.data.body, file };
}

/** Conversations and messages between buyers, suppliers and support staff. */
function registerChat(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const common = { tags: ['chat'] };

  app.get(
    '/v1/conversations',
    {
      schema: {
        ...common,
        summary: 'Your conversations, newest activity first',
        description:
          'box: all, inquiries, orders or support (staff: every support thread). q searches the subject, the other party, the product, the order number and the messages.',
        querystring: conversationListQuerySchema,
        response: { 200: listEnvelopeOf(conversationListItemSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listConversations(db, await callerOf(db, request), request.query);
      return okList(items, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/conversations/unread-count',
    { schema: { ...common, summary: 'Unread messages over all your conversations', response: { 200: envelopeOf(unreadCountSchema) } } },
    async (request) => ok({ unread: await unreadTotal(db, await callerOf(db, request)) }),
  );

  app.post(
    '/v1/conversations',
    {
      schema: {
        ...common,
        summary: 'Start a conversation about a product, an order or a support question',
        description: 'An inquiry or order thread that exists already is answered with 200; a new one with 201. With body, the first message is sent too.',
        body: createConversationSchema,
        response: { 200: envelopeOf(conversationDetailSchema), 201: envelopeOf(conversationDetailSchema) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(db, request);
      const started = await startConversation(db, caller, request.body);
      const detail = await conversationDetail(db, caller, started.id);
      return reply.code(started.created ? 201 : 200).send(ok(detail, started.created ? chatMessages.conversationStarted : chatMessages.conversationExists));
    },
  );

  app.get(
    '/v1/conversations/:id',
    {
      schema: {
        ...common,
        summary: 'One conversation with its members (read receipts) and context',
        params: conversationParamsSchema,
        response: { 200: envelopeOf(conversationDetailSchema) },
      },
    },
    async (request) => ok(await conversationDetail(db, await callerOf(db, request), request.params.id)),
  );

  app.get(
    '/v1/conversations/:id/messages',
    {
      schema: {
        ...common,
        summary: 'Messages, oldest first: a page back from before_seq, or everything after after_seq',
        description: `Without after_seq: the latest limit (default 30, at most 100) messages older than before_seq. With after_seq: up to ${MESSAGES_CATCH_UP_MAX} newer messages (catch-up after a reconnect).`,
        params: conversationParamsSchema,
        querystring: messageHistoryQuerySchema,
        response: { 200: envelopeOf(z.array(chatMessageSchema)) },
      },
    },
    async (request) => ok(await messageHistory(db, await callerOf(db, request), request.params.id, request.query)),
  );

  app.post(
    '/v1/conversations/:id/messages',
    {
      schema: {
        ...common,
        summary: 'Send a message (JSON {client_id, body} or multipart with one file)',
        description: `client_id: 8–64 of A-Z a-z 0-9 _ -; the same client_id again answers 200 with the stored message. body up to ${CHAT_BODY_MAX} characters; body or file required. file: ${CHAT_ATTACHMENT_TYPES.join(', ')} by its bytes, up to 10 MB (413 beyond). At most ${CHAT_SEND_LIMIT} messages per ${CHAT_SEND_WINDOW_SECONDS} s (429).`,
        consumes: ['application/json', 'multipart/form-data'],
        params: conversationParamsSchema,
        response: { 200: envelopeOf(chatMessageSchema), 201: envelopeOf(chatMessageSchema) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(db, request);
      // An outsider's upload is refused before its bytes are read; a JSON send is checked in the transaction.
      if (request.isMultipart()) await readableConversation(db, caller, request.params.id);
      const sent = await sendMessage(db, caller, request.params.id, await readOutgoing(request));
      return reply
        .code(sent.created ? 201 : 200)
        .send(ok(withMine(sent.message, caller.userId), sent.created ? chatMessages.messageSent : chatMessages.messageAlreadySent));
    },
  );

  app.post(
    '/v1/conversations/:id/read',
    {
      schema: {
        ...common,
        summary: 'Mark read up to a message (never backwards)',
        params: conversationParamsSchema,
        body: markReadSchema,
        response: { 200: envelopeOf(markReadResultSchema) },
      },
    },
    async (request) => ok(await markRead(db, await callerOf(db, request), request.params.id, request.body.last_read_seq), chatMessages.markedRead),
  );

  app.get(
    '/v1/messages/:id/attachment',
    {
      schema: {
        ...common,
        summary: 'Download the attachment of a message (always as an attachment)',
        params: messageParamsSchema,
        produces: [...CHAT_ATTACHMENT_TYPES],
      },
    },
    async (request, reply) => sendAttachment(reply, await attachmentOf(db, await callerOf(db, request), request.params.id)),
  );
}

/** Any signed-in user: whose conversations a request reaches is decided per conversation (access.ts). */
const chatRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.authenticate, registerChat));
};

export default chatRoutes;
