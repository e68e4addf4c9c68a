import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_BODY_MAX,
  CHAT_SEND_LIMIT,
  type ChatMessage,
  type ConversationDetail,
  type ConversationListItem,
  type MarkReadResult,
  type MessageCreatedEvent,
} from '../../src/contract/chat';
import { demoPdf } from '../../server/db/seed-documents';
import { conversationMembers, messages, notifications, users } from '../../server/db/schema';
import { openEventStream } from './event-stream';
import { createTestApp, envelope, onboardedSeller, signUp, type TestApp, multipart, PNG } from './helpers';
import { placedOrder, stockedProduct } from './order-fixtures';
import { listedProduct } from './ordering-fixtures';

const t: TestApp = await createTestApp();
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

const PDF = demoPdf('Quotation Q-2026-118');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0x00, 0x03, 0x00]), Buffer.alloc(120, 0)]);

let idCounter = 0;
const clientId = () => `c-${Date.now().toString(36)}-${++idCounter}`;

type Person = Awaited<ReturnType<typeof signUp>>;

async function staffUser(): Promise<Person> {
  const person = await signUp(t, { role: 'buyer', name: 'Sam Support' });
  await t.db
    .update(users)
    .set({ roles: ['admin'], staffRole: 'administrator' })
    .where(eq(users.id, person.user.id));
  return person;
}

/** Buyer A, supplier S with a published product, an unrelated buyer B and another seller T. */
async function cast() {
  const a = await signUp(t, { role: 'buyer', name: 'Daniel Meyer' });
  const s = await onboardedSeller(t, { name: 'Li Wei' });
  const b = await signUp(t, { role: 'buyer', name: 'Olga Berg' });
  const other = await onboardedSeller(t, { name: 'Hans Weber' });
  const product = await listedProduct(t.db, s.user.id, { name: `Bamboo Cutting Board ${++idCounter}`, moq: 50 });
  return { a, s, b, other, product };
}

const startInquiry = (token: string, productId: string, body?: string) =>
  t.request({ method: 'POST', url: '/v1/conversations', token, payload: { kind: 'inquiry', product_id: productId, ...(body ? { body } : {}) } });

const send = (token: string, conversationId: string, body: string, id = clientId()) =>
  t.request({ method: 'POST', url: `/v1/conversations/${conversationId}/messages`, token, payload: { client_id: id, body } });

const list = async (token: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/v1/conversations${query}`, token });
  expect(response.statusCode).toBe(200);
  return envelope<ConversationListItem[]>(response);
};

const history = async (token: string, conversationId: string, query = '') => {
  const response = await t.request({ method: 'GET', url: `/v1/conversations/${conversationId}/messages${query}`, token });
  expect(response.statusCode).toBe(200);
  return envelope<ChatMessage[]>(response).data;
};

describe('starting conversations', () => {
  it('starts an inquiry about a product with its context, and finds it again instead of doubling it', async () => {
    const { a, s, product } = await cast();
    const first = await startInquiry(a.token, product.id, '  Can you print our logo on 500 boards?  ');
    expect(first.statusCode).toBe(201);
    const detail = envelope<ConversationDetail>(first).data;
    expect(detail).toMatchObject({
      kind: 'inquiry',
      subject: product.name,
      counterpart: { id: s.user.id, name: 'Li Wei', company: 'Li Wei Trading', role: 'seller' },
      product: { id: product.id, name: product.name },
      order: null,
      last_message_preview: 'Can you print our logo on 500 boards?',
      last_message_mine: true,
      unread_count: 0,
      product_context: { id: product.id, price_minor: product.priceMinor, moq: 50, currency: 'USD', available: true },
    });
    expect(detail.members.map((m) => m.user_id).sort()).toEqual([a.user.id, s.user.id].sort());

    const again = await startInquiry(a.token, product.id);
    expect(again.statusCode).toBe(200);
    expect(envelope<ConversationDetail>(again).data.id).toBe(detail.id);

    // The supplier sees it from the other side, unread.
    const supplierView = (await list(s.token)).data.find((c) => c.id === detail.id);
    expect(supplierView).toMatchObject({ counterpart: { id: a.user.id, name: 'Daniel Meyer', role: 'buyer' }, unread_count: 1, last_message_mine: false });
  });

  it('refuses an inquiry about an unpublished product or one of your own', async () => {
    const { s } = await cast();
    const draft = await stockedProduct(t.db, s.user.id);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await startInquiry(buyer.token, draft.id)).statusCode).toBe(404);
    const published = await listedProduct(t.db, s.user.id);
    const own = await startInquiry(s.token, published.id);
    expect(own.statusCode).toBe(400);
    expect(envelope(own).errors).toHaveProperty('product_id');
  });

  it('starts one conversation per order, from either side, with the order as context', async () => {
    const { a, s, b, product } = await cast();
    const order = await placedOrder(t.db, {
      sellerId: s.user.id,
      buyerId: a.user.id,
      lines: [{ product: { ...product, sku: 'X', unit: 'piece', currency: 'USD' }, quantity: 60 }],
    });
    const fromBuyer = await t.request({
      method: 'POST',
      url: '/v1/conversations',
      token: a.token,
      payload: { kind: 'order', order_id: order.id, body: 'When will it ship?' },
    });
    expect(fromBuyer.statusCode).toBe(201);
    const detail = envelope<ConversationDetail>(fromBuyer).data;
    expect(detail).toMatchObject({
      kind: 'order',
      order: { id: order.id, number: order.number },
      order_context: { number: order.number, status: 'pending', total_minor: order.totalMinor },
    });
    const fromSeller = await t.request({ method: 'POST', url: '/v1/conversations', token: s.token, payload: { kind: 'order', order_id: order.id } });
    expect(fromSeller.statusCode).toBe(200);
    expect(envelope<ConversationDetail>(fromSeller).data).toMatchObject({ id: detail.id, counterpart: { id: a.user.id } });
    const outsider = await t.request({ method: 'POST', url: '/v1/conversations', token: b.token, payload: { kind: 'order', order_id: order.id } });
    expect(outsider.statusCode).toBe(404);
  });

  it('names the field of a bad start', async () => {
    const { a } = await cast();
    const noSubject = await t.request({ method: 'POST', url: '/v1/conversations', token: a.token, payload: { kind: 'support', subject: '  ' } });
    expect(noSubject.statusCode).toBe(400);
    expect(envelope(noSubject).errors).toHaveProperty('subject', 'Enter a subject');
    const badKind = await t.request({ method: 'POST', url: '/v1/conversations', token: a.token, payload: { kind: 'gossip' } });
    expect(badKind.statusCode).toBe(400);
    expect(envelope(badKind).errors).toHaveProperty('kind');
  });
});

describe('who may read', () => {
  it('answers 404 on every route to an unrelated buyer and another seller', async () => {
    const { a, s, b, other, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id, 'Hello')).data.id;
    const withFile = await t.request({
      method: 'POST',
      url: `/v1/conversations/${id}/messages`,
      token: s.token,
      ...multipart([
        { field: 'client_id', value: clientId() },
        { field: 'file', file: { name: 'quote.pdf', type: 'application/pdf', data: PDF } },
      ]),
    });
    expect(withFile.statusCode).toBe(201);
    const messageId = envelope<ChatMessage>(withFile).data.id;
    for (const outsider of [b, other]) {
      const calls = [
        t.request({ method: 'GET', url: `/v1/conversations/${id}`, token: outsider.token }),
        t.request({ method: 'GET', url: `/v1/conversations/${id}/messages`, token: outsider.token }),
        send(outsider.token, id, 'Let me in'),
        t.request({ method: 'POST', url: `/v1/conversations/${id}/read`, token: outsider.token, payload: { last_read_seq: 1 } }),
        t.request({ method: 'GET', url: `/v1/messages/${messageId}/attachment`, token: outsider.token }),
      ];
      for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
      expect((await list(outsider.token)).data.map((c) => c.id)).not.toContain(id);
    }
    // Staff do not read buyer–supplier threads either.
    const staff = await staffUser();
    expect((await t.request({ method: 'GET', url: `/v1/conversations/${id}`, token: staff.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/conversations/${id}` })).statusCode).toBe(401);
  });

  it('lets every staff member read and answer a support thread, which they join on answering', async () => {
    const { a, b } = await cast();
    const staff = await staffUser();
    const started = await t.request({
      method: 'POST',
      url: '/v1/conversations',
      token: a.token,
      payload: { kind: 'support', subject: 'Invoice address is wrong', body: 'Please change the invoice address on my account.' },
    });
    expect(started.statusCode).toBe(201);
    const thread = envelope<ConversationDetail>(started).data;
    expect(thread).toMatchObject({ kind: 'support', subject: 'Invoice address is wrong', counterpart: null });

    const box = (await list(staff.token, '?box=support')).data.find((c) => c.id === thread.id);
    expect(box).toMatchObject({ counterpart: { id: a.user.id, role: 'buyer' }, unread_count: 1 });
    expect((await history(staff.token, thread.id)).map((m) => m.body)).toEqual(['Please change the invoice address on my account.']);
    expect((await send(staff.token, thread.id, 'Done: the new address is on your account.')).statusCode).toBe(201);
    const detail = envelope<ConversationDetail>(await t.request({ method: 'GET', url: `/v1/conversations/${thread.id}`, token: staff.token })).data;
    expect(detail.members.map((m) => m.user_id)).toContain(staff.user.id);
    expect((await list(a.token, '?box=support')).data[0]).toMatchObject({ id: thread.id, unread_count: 1, last_message_mine: false });
    // The buyer is told, with a link to its messages.
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.user.id), eq(notifications.kind, 'message.received')));
    expect(note).toMatchObject({ title: 'New message from Marketplace support', link: `/messages/all?c=${thread.id}` });
    expect((await t.request({ method: 'GET', url: `/v1/conversations/${thread.id}`, token: b.token })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('lists per box, newest activity first, searches, and counts unread', async () => {
    const { a, s, product } = await cast();
    const second = await listedProduct(t.db, s.user.id, { name: `Teak Serving Tray ${++idCounter}` });
    const order = await placedOrder(t.db, {
      sellerId: s.user.id,
      buyerId: a.user.id,
      lines: [{ product: { ...product, sku: 'X', unit: 'piece', currency: 'USD' }, quantity: 60 }],
    });
    const boards = envelope<ConversationDetail>(await startInquiry(a.token, product.id, 'Do you offer engraving?')).data.id;
    const trays = envelope<ConversationDetail>(await startInquiry(a.token, second.id, 'Is teak food-safe?')).data.id;
    const orderThread = envelope<ConversationDetail>(
      await t.request({
        method: 'POST',
        url: '/v1/conversations',
        token: a.token,
        payload: { kind: 'order', order_id: order.id, body: 'Please ship with pallets.' },
      }),
    ).data.id;

    expect((await list(s.token)).data.map((c) => c.id)).toEqual([orderThread, trays, boards]);
    // A new message moves its conversation to the top.
    await send(a.token, boards, 'And laser engraving on both sides?');
    const all = await list(s.token);
    expect(all.data.map((c) => c.id)).toEqual([boards, orderThread, trays]);
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({ unread_count: 2, last_message_preview: 'And laser engraving on both sides?' });

    expect((await list(s.token, '?box=inquiries')).data.map((c) => c.id)).toEqual([boards, trays]);
    expect((await list(s.token, '?box=orders')).data.map((c) => c.id)).toEqual([orderThread]);
    expect((await list(s.token, '?box=support')).data).toEqual([]);
    expect((await list(s.token, `?q=${encodeURIComponent('teak serving')}`)).data.map((c) => c.id)).toEqual([trays]);
    expect((await list(s.token, '?q=pallets')).data.map((c) => c.id)).toEqual([orderThread]);
    expect((await list(s.token, `?q=${order.number}`)).data.map((c) => c.id)).toEqual([orderThread]);
    expect((await list(a.token, '?q=li%20wei%20trading')).total).toBe(3);
    expect((await list(s.token, '?q=100%25')).data).toEqual([]);
    const paged = await list(s.token, '?limit=2&page=2');
    expect(paged.data.map((c) => c.id)).toEqual([trays]);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 2, totalPages: 2 });

    const unread = await t.request({ method: 'GET', url: '/v1/conversations/unread-count', token: s.token });
    expect(envelope(unread).data).toEqual({ unread: 4 });
    const badBox = await t.request({ method: 'GET', url: '/v1/conversations?box=spam', token: s.token });
    expect(badBox.statusCode).toBe(400);
    expect(envelope(badBox).errors).toHaveProperty('box');
  });
});

describe('messages', () => {
  it('pages backwards through history and catches up after a seq', async () => {
    const { a, s, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
    // Both sides write, so neither reaches the send limit.
    for (let i = 1; i <= 36; i += 1) expect((await send(i % 2 ? a.token : s.token, id, `Message ${i}`)).statusCode).toBe(201);
    const latest = await history(a.token, id);
    expect(latest).toHaveLength(30);
    expect(latest[0].body).toBe('Message 7');
    expect(latest[29]).toMatchObject({ body: 'Message 36', mine: false, sender: { id: s.user.id, name: 'Li Wei' } });
    const older = await history(a.token, id, `?before_seq=${latest[0].seq}`);
    expect(older.map((m) => m.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5', 'Message 6']);
    expect(older[0].mine).toBe(true);
    const ten = await history(a.token, id, `?before_seq=${latest[10].seq}&limit=4`);
    expect(ten.map((m) => m.body)).toEqual(['Message 13', 'Message 14', 'Message 15', 'Message 16']);
    const caughtUp = await history(s.token, id, `?after_seq=${latest[26].seq}`);
    expect(caughtUp.map((m) => m.body)).toEqual(['Message 34', 'Message 35', 'Message 36']);
    expect(await history(s.token, id, `?after_seq=${latest[29].seq}`)).toEqual([]);
    const both = await t.request({ method: 'GET', url: `/v1/conversations/${id}/messages?before_seq=5&after_seq=1`, token: a.token });
    expect(both.statusCode).toBe(400);
  });

  it('stores a repeated client_id once: 201 then 200 with the same message, also when sent 10 times at once', async () => {
    const { a, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
    const key = clientId();
    const first = await send(a.token, id, 'Price for 1000 units?', key);
    const second = await send(a.token, id, 'Price for 1000 units?', key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(envelope<ChatMessage>(second).data).toEqual(envelope<ChatMessage>(first).data);

    const racing = clientId();
    const responses = await Promise.all(Array.from({ length: 10 }, () => send(a.token, id, 'Sent on a flaky network', racing)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(9);
    expect(new Set(responses.map((r) => envelope<ChatMessage>(r).data.id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, a.user.id), eq(messages.clientId, racing)));
    expect(rows).toHaveLength(1);
  });

  it('names the field of a bad message', async () => {
    const { a, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
    const long = await send(a.token, id, 'x'.repeat(CHAT_BODY_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(envelope(long).errors).toEqual({ body: `Keep the message to at most ${CHAT_BODY_MAX} characters` });
    expect((await send(a.token, id, 'x'.repeat(CHAT_BODY_MAX))).statusCode).toBe(201);
    const blank = await send(a.token, id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(envelope(blank).errors).toEqual({ body: 'Write a message or attach a file' });
    const badId = await send(a.token, id, 'Hi', 'short');
    expect(badId.statusCode).toBe(400);
    expect(envelope(badId).errors).toHaveProperty('client_id');
    const notUuid = await t.request({ method: 'GET', url: '/v1/conversations/not-a-uuid', token: a.token });
    expect(notUuid.statusCode).toBe(400);
  });

  it('accepts a PNG or PDF attachment, refuses a renamed executable and a file over 10 MB, and serves it to members only', async () => {
    const { a, s, b, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id, 'Our logo is attached')).data.id;
    const png = await t.request({
      method: 'POST',
      url: `/v1/conversations/${id}/messages`,
      token: a.token,
      ...multipart([
        { field: 'client_id', value: clientId() },
        { field: 'file', file: { name: 'logo.png', type: 'image/png', data: PNG } },
      ]),
    });
    expect(png.statusCode).toBe(201);
    const pngMessage = envelope<ChatMessage>(png).data;
    expect(pngMessage).toMatchObject({
      body: '',
      attachment: { name: 'logo.png', type: 'image/png', size: PNG.length, url: `/v1/messages/${pngMessage.id}/attachment` },
    });
    expect((await list(s.token)).data.find((c) => c.id === id)?.last_message_preview).toBe('📎 logo.png');

    const pdf = await t.request({
      method: 'POST',
      url: `/v1/conversations/${id}/messages`,
      token: s.token,
      ...multipart([
        { field: 'client_id', value: clientId() },
        { field: 'body', value: 'Our quotation' },
        { field: 'file', file: { name: 'quote', type: 'application/octet-stream', data: PDF } },
      ]),
    });
    expect(pdf.statusCode).toBe(201);
    const pdfMessage = envelope<ChatMessage>(pdf).data;
    expect(pdfMessage).toMatchObject({ body: 'Our quotation', attachment: { type: 'application/pdf' } });

    const exe = await t.request({
      method: 'POST',
      url: `/v1/conversations/${id}/messages`,
      token: a.token,
      ...multipart([
        { field: 'client_id', value: clientId() },
        { field: 'file', file: { name: 'invoice.pdf', type: 'application/pdf', data: EXE } },
      ]),
    });
    expect(exe.statusCode).toBe(400);
    expect(envelope(exe).errors).toEqual({ file: 'Attach a PDF, PNG or JPEG file' });
    const big = await t.request({
      method: 'POST',
      url: `/v1/conversations/${id}/messages`,
      token: a.token,
      ...multipart([
        { field: 'client_id', value: clientId() },
        { field: 'file', file: { name: 'scan.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) } },
      ]),
    });
    expect(big.statusCode).toBe(413);
    expect(envelope(big).errors).toEqual({ file: 'The file is larger than 10 MB' });

    const download = await t.request({ method: 'GET', url: pdfMessage.attachment!.url, token: a.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment; filename="quote.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await t.request({ method: 'GET', url: pngMessage.attachment!.url, token: s.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: pngMessage.attachment!.url, token: b.token })).statusCode).toBe(404);
    const textOnly = (await history(a.token, id)).find((m) => m.attachment === null)!;
    expect((await t.request({ method: 'GET', url: `/v1/messages/${textOnly.id}/attachment`, token: a.token })).statusCode).toBe(404);
  });

  it('moves read receipts forward only and recomputes unread', async () => {
    const { a, s, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id, 'First')).data.id;
    await send(a.token, id, 'Second');
    await send(a.token, id, 'Third');
    const sent = await history(s.token, id);
    const read = async (seq: number) => {
      const response = await t.request({ method: 'POST', url: `/v1/conversations/${id}/read`, token: s.token, payload: { last_read_seq: seq } });
      expect(response.statusCode).toBe(200);
      return envelope<MarkReadResult>(response).data;
    };
    expect(await read(sent[1].seq)).toEqual({ conversation_id: id, last_read_seq: sent[1].seq, unread_count: 1 });
    expect(await read(sent[0].seq)).toEqual({ conversation_id: id, last_read_seq: sent[1].seq, unread_count: 1 });
    // Past the last message it stops at the last one, so later messages still count.
    expect(await read(sent[2].seq + 1000)).toEqual({ conversation_id: id, last_read_seq: sent[2].seq, unread_count: 0 });
    const detail = envelope<ConversationDetail>(await t.request({ method: 'GET', url: `/v1/conversations/${id}`, token: a.token })).data;
    expect(detail.members.find((m) => m.user_id === s.user.id)?.last_read_seq).toBe(sent[2].seq);
    const [member] = await t.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, s.user.id)));
    expect(member.unreadCount).toBe(0);
    const bad = await t.request({ method: 'POST', url: `/v1/conversations/${id}/read`, token: s.token, payload: { last_read_seq: -1 } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('last_read_seq');
  });

  it('limits how fast one user sends, with 429 and retry-after', async () => {
    const { a, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
    const first = clientId();
    expect((await send(a.token, id, 'Quick 0', first)).statusCode).toBe(201);
    for (let i = 1; i < CHAT_SEND_LIMIT; i += 1) expect((await send(a.token, id, `Quick ${i}`)).statusCode).toBe(201);
    const over = await send(a.token, id, 'One too many');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, id), eq(messages.body, 'One too many'))),
    ).toEqual([]);
    // A retry of a message already stored is still answered.
    expect((await send(a.token, id, 'Quick 0', first)).statusCode).toBe(200);
  });

  it('notifies the supplier with a link to its chat', async () => {
    const { a, s, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id, 'Samples available?')).data.id;
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.user.id), eq(notifications.kind, 'message.received')));
    expect(notes[0]).toMatchObject({ title: 'New message from Daniel Meyer', link: `/chat?c=${id}` });
  });
});

describe('live delivery', () => {
  it('sends message.created to both parties and nobody else, once per message', async () => {
    const { a, s, b, product } = await cast();
    const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
    const [buyerTab, supplierTab, outsiderTab] = await Promise.all([
      openEventStream(baseUrl, a.token),
      openEventStream(baseUrl, s.token),
      openEventStream(baseUrl, b.token),
    ]);
    try {
      const key = clientId();
      const sent = envelope<ChatMessage>(await send(a.token, id, 'Are you open on Saturday?', key)).data;
      const isIt = (event: MessageCreatedEvent) => event.message.id === sent.id;
      const atSupplier = await supplierTab.next<MessageCreatedEvent>('message.created', isIt);
      expect(atSupplier).toMatchObject({
        conversation_id: id,
        message: { body: 'Are you open on Saturday?', sender: { id: a.user.id } },
        conversation: { last_message_preview: 'Are you open on Saturday?' },
      });
      expect(atSupplier.message).not.toHaveProperty('mine');
      await buyerTab.next<MessageCreatedEvent>('message.created', isIt);

      // A repeated send publishes nothing: the next event the supplier sees is the next message.
      expect((await send(a.token, id, 'Are you open on Saturday?', key)).statusCode).toBe(200);
      const reply = envelope<ChatMessage>(await send(s.token, id, 'Yes, until noon.')).data;
      await supplierTab.next<MessageCreatedEvent>('message.created', (e) => e.message.id === reply.id);
      expect(supplierTab.received.filter((e) => e.type === 'message.created' && (e.data as MessageCreatedEvent).message.id === sent.id)).toHaveLength(1);

      const read = await t.request({ method: 'POST', url: `/v1/conversations/${id}/read`, token: a.token, payload: { last_read_seq: reply.seq } });
      expect(read.statusCode).toBe(200);
      expect(await supplierTab.next('conversation.read')).toEqual({ conversation_id: id, user_id: a.user.id, last_read_seq: reply.seq });

      // The outsider's stream is open and working, and has heard nothing of it.
      await t.app.realtime.publish(t.db, [b.user.id], { type: 'test.marker', data: {} });
      await outsiderTab.next('test.marker');
      expect(outsiderTab.received.map((e) => e.type)).toEqual(['ready', 'test.marker']);
    } finally {
      for (const tab of [buyerTab, supplierTab, outsiderTab]) tab.close();
    }
  });

  it('tells the supplier of a new conversation', async () => {
    const { a, s, product } = await cast();
    const tab = await openEventStream(baseUrl, s.token);
    try {
      const id = envelope<ConversationDetail>(await startInquiry(a.token, product.id)).data.id;
      const created = await tab.next<ConversationListItem>('conversation.created', (c) => c.id === id);
      expect(created).toMatchObject({ kind: 'inquiry', counterpart: { id: a.user.id }, product: { id: product.id } });
    } finally {
      tab.close();
    }
  });
});
