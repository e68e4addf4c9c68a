// Requests for quotation: the buyer's RFQ (draft, open, closed, cancelled, awarded, expired), who
// sees it (matching suppliers by category, parent or children; invited ones; nobody else), quotes
// (one per supplier, immutable versions, the number wanted, the monthly allowance), accepting a quote
// into a pending order at the quoted prices, the public board, the back office, the sweep, the quote
// thread, and the ownership matrix of two buyers and three suppliers over every verb.
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyerOrderDetails } from '../../src/contract/ordering';
import type { OrderDetails } from '../../src/contract/operations';
import {
  daysAheadUtc,
  rfqMessages,
  todayUtc,
  type AdminQuoteAllowance,
  type AdminRfq,
  type BoardRfq,
  type BuyerRfq,
  type PublicRfq,
  type QuoteAcceptResult,
  type QuoteAllowance,
  type QuoteInput,
  type RfqCreateInput,
  type SupplierQuote,
  type SupplierRfq,
} from '../../src/contract/rfq';
import type { ConversationDetail } from '../../src/contract/chat';
import { auditLog, inventory, notifications, orders, quoteVersions, quotes, rfqs, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { sweepRfqs } from '../../server/modules/rfq/sweep';
import { createTestApp, envelope, multipart } from './helpers';
import { FABRICS, FURNITURE, HOME, KITCHENWARE, rfqFixtures, type Buyer, type Seller } from './rfq-fixtures';

// Its buyers post far more than a day's allowance of RFQs; the limit has its own tests (rfq-posting.test.ts).
const t = await createTestApp({ rfqDailyPosts: 1000 });

const { newKey, categoryId, supplierIn, buyerWithAddress, staffToken, rfqBody, post, get, postRfq, quoteBody, submitQuote, multipartPdf } = rfqFixtures(t);

const buyerView = async (buyer: Buyer, id: string) => envelope<BuyerRfq>(await get(buyer.token, `/v1/rfqs/${id}`)).data;
const rfqCount = async () => Number((await t.db.select({ n: count() }).from(rfqs))[0].n);
const notificationsOf = (userId: string) =>
  t.db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));

let buyerA: Buyer & { addressId: string };
let buyerB: Buyer & { addressId: string };
let kitchen: Seller & { productId: string };
let home: Seller & { productId: string };
let fabrics: Seller & { productId: string };
let furniture: Seller & { productId: string };

beforeAll(async () => {
  buyerA = await buyerWithAddress('Daniel Meyer', 'DE');
  buyerB = await buyerWithAddress('Anna Schmidt', 'AT');
  kitchen = await supplierIn('Li Wei', KITCHENWARE, 'CN');
  home = await supplierIn('Greta Weber', HOME, 'DE');
  fabrics = await supplierIn('Ravi Kumar', FABRICS, 'IN');
  furniture = await supplierIn('Mei Chen', FURNITURE, 'VN');
});

describe('posting a request', () => {
  it('posts once per Idempotency-Key, as a draft or open, and answers the same result to a repeat', async () => {
    const body = await rfqBody();
    const key = newKey();
    const first = await post(buyerA.token, '/v1/rfqs', body, key);
    expect(first.statusCode).toBe(201);
    const created = envelope<BuyerRfq>(first);
    expect(created.message).toBe(rfqMessages.rfqPosted);
    expect(created.data).toMatchObject({
      status: 'open',
      visibility: 'open',
      quotes_wanted: 5,
      quote_count: 0,
      incoterm: 'CIF',
      currency: 'EUR',
      delivery_country: 'DE',
      quotes: [],
    });
    expect(created.data.number).toMatch(/^RFQ-\d{4}-[0-9A-Z]{8}$/);
    expect(created.data.lines.map((l) => [l.position, l.quantity, l.unit, l.target_unit_price_minor])).toEqual([
      [0, 500, 'piece', 900],
      [1, 200, 'piece', null],
    ]);
    expect(created.data.valid_until).toBe(`${body.valid_until}T23:59:59.999Z`);

    const before = await rfqCount();
    const again = await post(buyerA.token, '/v1/rfqs', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(envelope<BuyerRfq>(again).data.id).toBe(created.data.id);
    const reused = await post(buyerA.token, '/v1/rfqs', { ...body, title: 'Another request' }, key);
    expect(reused.statusCode).toBe(422);
    expect(envelope(reused).errors).toHaveProperty('Idempotency-Key');
    const keyless = await post(buyerA.token, '/v1/rfqs', body);
    expect(keyless.statusCode).toBe(400);
    expect(envelope(keyless).errors).toHaveProperty('Idempotency-Key');
    expect(await rfqCount()).toBe(before);

    const draft = await postRfq(buyerA, { status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(draft.opened_at).toBeNull();
  });

  it('refuses bad input with a 4xx naming each field, and stores nothing', async () => {
    const before = await rfqCount();
    const cases: Array<[Partial<RfqCreateInput> | Record<string, unknown>, string, string]> = [
      [{ lines: [{ name: 'Box', quantity: 0, unit: 'piece' }] }, 'lines.0.quantity', rfqMessages.quantityRequired],
      [{ lines: [{ name: 'Box', quantity: 1.5, unit: 'piece' }] }, 'lines.0.quantity', rfqMessages.quantityRequired],
      [{ lines: [{ name: 'Box', quantity: 1_000_000_001, unit: 'piece' }] }, 'lines.0.quantity', rfqMessages.quantityTooLarge],
      [{ lines: [{ name: 'Box', quantity: 5, unit: 'bucket' }] }, 'lines.0.unit', rfqMessages.unitRequired],
      [{ lines: [{ name: 'Box', quantity: 5, unit: 'piece', target_unit_price_minor: 9.99 }] }, 'lines.0.target_unit_price_minor', rfqMessages.priceRequired],
      [{ lines: [{ name: 'Box', quantity: 5, unit: 'piece', colour: 'red' }] }, 'lines.0.colour', 'This field is not allowed'],
      [{ lines: [] }, 'lines', rfqMessages.linesRequired],
      [{ lines: Array.from({ length: 21 }, () => ({ name: 'Box', quantity: 5, unit: 'piece' })) }, 'lines', rfqMessages.tooManyLines],
      [{ incoterm: 'XYZ' as never }, 'incoterm', rfqMessages.incotermRequired],
      [{ required_by: todayUtc() }, 'required_by', rfqMessages.dateInFuture],
      [{ required_by: '2026-13-45' }, 'required_by', rfqMessages.dateFormat],
      [{ valid_until: todayUtc() }, 'valid_until', rfqMessages.validUntilRange],
      [{ valid_until: daysAheadUtc(61) }, 'valid_until', rfqMessages.validUntilRange],
      [{ quotes_wanted: 21 }, 'quotes_wanted', rfqMessages.quotesWantedRange],
      [{ delivery_country: 'XX' }, 'delivery_country', 'Choose a country from the list'],
      [{ visibility: 'invited', invited_seller_ids: [] }, 'invited_seller_ids', rfqMessages.invitesRequired],
      [{ invited_seller_ids: ['6f1c8d5e-3c1b-4f7a-9a55-0a3f5c2f1b11'] }, 'invited_seller_ids', rfqMessages.invitesOnlyInvited],
      [{ owner_id: buyerB.user.id } as Record<string, unknown>, 'owner_id', 'This field is not allowed'],
    ];
    for (const [override, field, message] of cases) {
      const response = await post(buyerA.token, '/v1/rfqs', { ...(await rfqBody()), ...override }, newKey());
      expect(response.statusCode, field).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, field).toBeLessThan(500);
      const errors = envelope(response).errors ?? {};
      expect(errors[field] ?? '', `${field}: ${JSON.stringify(errors)}`).toContain(message);
    }
    // References the schema cannot judge: an unknown category, product or supplier.
    const unknown = await post(
      buyerA.token,
      '/v1/rfqs',
      {
        ...(await rfqBody()),
        category_id: '6f1c8d5e-3c1b-4f7a-9a55-0a3f5c2f1b11',
        lines: [{ product_id: '6f1c8d5e-3c1b-4f7a-9a55-0a3f5c2f1b12', name: 'Box', quantity: 5, unit: 'piece' }],
      },
      newKey(),
    );
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).errors).toEqual({ category_id: rfqMessages.categoryUnknown, 'lines.0.product_id': rfqMessages.productUnknown });
    const notSeller = await post(buyerA.token, '/v1/rfqs', { ...(await rfqBody()), visibility: 'invited', invited_seller_ids: [buyerB.user.id] }, newKey());
    expect(envelope(notSeller).errors).toEqual({ 'invited_seller_ids.0': rfqMessages.inviteUnknown });
    expect(await rfqCount()).toBe(before);
  });

  it('keeps drafts to the buyer until posted; a draft is rewritten whole and posted once', async () => {
    const draft = await postRfq(buyerA, { status: 'draft' });
    expect((await get(kitchen.token, `/v1/rfq-board/${draft.id}`)).statusCode).toBe(404);
    const rewritten = await t.request({
      method: 'PUT',
      url: `/v1/rfqs/${draft.id}`,
      token: buyerA.token,
      payload: { ...(await rfqBody()), title: 'Lunch boxes, revised', lines: [{ name: 'Lunch box', quantity: 300, unit: 'piece' }] },
    });
    expect(rewritten.statusCode).toBe(200);
    expect(envelope<BuyerRfq>(rewritten).data).toMatchObject({ title: 'Lunch boxes, revised', lines: [{ name: 'Lunch box', quantity: 300 }] });
    const opened = await post(buyerA.token, `/v1/rfqs/${draft.id}/open`);
    expect(opened.statusCode).toBe(200);
    expect(envelope<BuyerRfq>(opened).data.status).toBe('open');
    expect((await post(buyerA.token, `/v1/rfqs/${draft.id}/open`)).statusCode).toBe(409);
    const edit = await t.request({ method: 'PUT', url: `/v1/rfqs/${draft.id}`, token: buyerA.token, payload: await rfqBody() });
    expect(edit.statusCode).toBe(409);
    expect(envelope(edit).message).toBe(rfqMessages.notDraft);
    expect((await get(kitchen.token, `/v1/rfq-board/${draft.id}`)).statusCode).toBe(200);
  });

  it('refuses to post a draft whose dates have passed, naming them', async () => {
    const draft = await postRfq(buyerA, { status: 'draft' });
    await t.db
      .update(rfqs)
      .set({ requiredBy: todayUtc(), validUntil: new Date(Date.now() + 90 * 86_400_000) })
      .where(eq(rfqs.id, draft.id));
    const opened = await post(buyerA.token, `/v1/rfqs/${draft.id}/open`);
    expect(opened.statusCode).toBe(400);
    expect(envelope(opened).errors).toEqual({ required_by: rfqMessages.dateInFuture, valid_until: rfqMessages.validUntilRange });
  });
});

describe('who sees a request', () => {
  it('reaches suppliers with a published product in its category, its parent or its children, and no one else', async () => {
    const inKitchen = await postRfq(buyerA);
    const inHome = await postRfq(buyerA, { category_id: await categoryId(HOME), title: 'Home goods assortment' });
    const board = async (seller: Seller) => envelope<BoardRfq[]>(await get(seller.token, '/v1/rfq-board?limit=100')).data.map((r) => r.id);
    // Kitchenware itself, and Home & Garden (its parent).
    expect(await board(kitchen)).toEqual(expect.arrayContaining([inKitchen.id, inHome.id]));
    // A Home & Garden supplier: the parent itself, and Kitchenware (its child).
    expect(await board(home)).toEqual(expect.arrayContaining([inKitchen.id, inHome.id]));
    // Furniture: a sibling of Kitchenware (not reached), a child of Home & Garden (reached).
    expect(await board(furniture)).toContain(inHome.id);
    expect(await board(furniture)).not.toContain(inKitchen.id);
    // Another branch altogether.
    expect(await board(fabrics)).not.toEqual(expect.arrayContaining([inKitchen.id]));
    expect(await board(fabrics)).not.toContain(inHome.id);
    expect((await get(fabrics.token, `/v1/rfq-board/${inKitchen.id}`)).statusCode).toBe(404);
  });

  it('shows the buyer to suppliers only by country and verification, never name, email or phone', async () => {
    const rfq = await postRfq(buyerA);
    const response = await get(kitchen.token, `/v1/rfq-board/${rfq.id}`);
    const seen = envelope<SupplierRfq>(response).data;
    expect(seen.buyer).toEqual({ country: 'DE', verified: true, name: null, company: null });
    expect(response.body).not.toContain('Daniel');
    expect(response.body).not.toContain(buyerA.email);
    expect(seen).toMatchObject({ can_quote: true, cannot_quote_reason: null, places_left: 5, my_quote: null, invited: false });
  });

  it('keeps an invited request to the suppliers invited', async () => {
    const rfq = await postRfq(buyerA, { visibility: 'invited', invited_seller_ids: [fabrics.user.id] });
    expect((await notificationsOf(fabrics.user.id)).filter((n) => n.kind === 'rfq.invited')).toContainEqual(
      expect.objectContaining({ link: `/rfq-board/${rfq.id}` }),
    );
    const invitations = envelope<BoardRfq[]>(await get(fabrics.token, '/v1/rfq-invitations')).data;
    expect(invitations.map((r) => r.id)).toContain(rfq.id);
    expect(invitations.find((r) => r.id === rfq.id)?.invited).toBe(true);
    expect((await get(fabrics.token, `/v1/rfq-board/${rfq.id}`)).statusCode).toBe(200);
    // A matching supplier not invited sees nothing of it.
    expect((await get(kitchen.token, `/v1/rfq-board/${rfq.id}`)).statusCode).toBe(404);
    expect(envelope<BoardRfq[]>(await get(kitchen.token, '/v1/rfq-board?limit=100')).data.map((r) => r.id)).not.toContain(rfq.id);
    expect((await post(kitchen.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey())).statusCode).toBe(404);
    expect(envelope<PublicRfq[]>(await get(undefined, '/v1/public/rfqs?limit=100')).data.map((r) => r.id)).not.toContain(rfq.id);
  });

  it('filters the board by category, country, quantity, posted within and search over title and lines', async () => {
    const rfq = await postRfq(buyerA, {
      title: 'Bamboo cutting boards',
      delivery_country: 'FR',
      lines: [{ name: 'Bamboo board 40 cm', quantity: 7777, unit: 'piece', specifications: 'food-safe oil finish' }],
    });
    const ids = async (query: string) => envelope<BoardRfq[]>(await get(kitchen.token, `/v1/rfq-board?limit=100&${query}`)).data.map((r) => r.id);
    expect(await ids('q=bamboo')).toContain(rfq.id);
    expect(await ids('q=food-safe')).toContain(rfq.id);
    expect(await ids('q=titanium')).not.toContain(rfq.id);
    expect(await ids('country=fr')).toContain(rfq.id);
    expect(await ids('country=DE')).not.toContain(rfq.id);
    expect(await ids('quantity_gte=7000&quantity_lte=8000')).toContain(rfq.id);
    expect(await ids('quantity_gte=8000')).not.toContain(rfq.id);
    expect(await ids(`category_id=${await categoryId(KITCHENWARE)}`)).toContain(rfq.id);
    expect(await ids(`category_id=${await categoryId(HOME)}`)).not.toContain(rfq.id);
    expect(await ids('posted_within=1')).toContain(rfq.id);
    await t.db
      .update(rfqs)
      .set({ openedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(rfqs.id, rfq.id));
    expect(await ids('posted_within=1')).not.toContain(rfq.id);
    expect(await ids('posted_within=7')).toContain(rfq.id);
    const bad = await get(kitchen.token, '/v1/rfq-board?quantity_gte=0&posted_within=2&country=XX');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).errors ?? {}).sort()).toEqual(['country', 'posted_within', 'quantity_gte']);
  });

  it('puts open requests on the public board anonymised, without notes, specifications, target prices or files', async () => {
    const rfq = await postRfq(buyerA, { title: 'Public board check' });
    await t.request({ method: 'POST', url: `/v1/rfqs/${rfq.id}/attachments`, token: buyerA.token, ...multipartPdf() });
    const list = await get(undefined, '/v1/public/rfqs?q=public%20board%20check');
    expect(list.statusCode).toBe(200);
    const [row] = envelope<PublicRfq[]>(list).data;
    expect(row).toMatchObject({
      id: rfq.id,
      buyer: { country: 'DE', verified: true },
      lines: [
        { name: 'Two-tier lunch box, 18/8 steel', quantity: 500, unit: 'piece' },
        { name: 'Insulated carry bag', quantity: 200, unit: 'piece' },
      ],
    });
    for (const hidden of ['note', 'attachments', 'payment_terms', 'target_unit_price_minor', 'specifications', 'Daniel', buyerA.email, '1234567'])
      expect(list.body).not.toContain(hidden);
    expect((await get(undefined, `/v1/public/rfqs/${rfq.id}`)).statusCode).toBe(200);
    const draft = await postRfq(buyerA, { status: 'draft' });
    expect((await get(undefined, `/v1/public/rfqs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('quotes', () => {
  it('are one per supplier, told to the buyer, and each revision is a new version kept in the history', async () => {
    const rfq = await postRfq(buyerA);
    const submitted = await submitQuote(kitchen, rfq);
    expect(submitted).toMatchObject({
      status: 'submitted',
      version: 1,
      currency: 'EUR',
      history: [],
      rfq: { id: rfq.id, number: rfq.number, status: 'open', buyer_country: 'DE' },
    });
    // 500 × 8.50 (the 400+ tier) + 200 × 3.00 + 250.00 shipping.
    expect(submitted.total_minor).toBe(500 * 850 + 200 * 300 + 25_000);
    expect(submitted.latest.lines.map((l) => l.rfq_line_id)).toEqual(rfq.lines.map((l) => l.id));
    expect((await notificationsOf(buyerA.user.id)).filter((n) => n.kind === 'rfq.quote_received')).toContainEqual(
      expect.objectContaining({ link: `/rfq/mine/${rfq.id}` }),
    );

    const twice = await post(kitchen.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey());
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).message).toBe(rfqMessages.alreadyQuoted);

    const revised = await post(kitchen.token, `/v1/quotes/${submitted.id}/revisions`, quoteBody(rfq, { shipping_cost_minor: 10_000 }));
    expect(revised.statusCode).toBe(201);
    const after = envelope<SupplierQuote>(revised).data;
    expect(after).toMatchObject({
      status: 'revised',
      version: 2,
      latest: { version: 2, shipping_cost_minor: 10_000 },
      history: [{ version: 1, shipping_cost_minor: 25_000 }],
    });
    expect((await notificationsOf(buyerA.user.id)).map((n) => n.kind)).toContain('rfq.quote_revised');

    const seen = await buyerView(buyerA, rfq.id);
    expect(seen.quote_count).toBe(1);
    expect(seen.quotes).toHaveLength(1);
    expect(seen.quotes[0]).toMatchObject({
      status: 'revised',
      supplier: { id: kitchen.user.id, name: 'Li Wei Trading', country: 'CN', verified: false },
      latest: { version: 2 },
      history: [{ version: 1 }],
    });
    // Versions are immutable in the database too.
    await expect(t.db.update(quoteVersions).set({ note: 'rewritten' }).where(eq(quoteVersions.quoteId, submitted.id))).rejects.toThrow();
  });

  it('refuses bad quotes naming each field, and stores nothing', async () => {
    const rfq = await postRfq(buyerA);
    const before = Number((await t.db.select({ n: count() }).from(quotes))[0].n);
    const line = quoteBody(rfq).lines[0];
    const cases: Array<[Partial<QuoteInput> | Record<string, unknown>, string]> = [
      [{ lines: [{ ...line, unit_price_minor: 0 }] }, 'lines.0.unit_price_minor'],
      [{ lines: [{ ...line, unit_price_minor: 10.5 }] }, 'lines.0.unit_price_minor'],
      [{ lines: [{ ...line, moq: 0 }] }, 'lines.0.moq'],
      [{ lines: [{ ...line, lead_time_days: 400 }] }, 'lines.0.lead_time_days'],
      [{ lines: [{ ...line, price_tiers: [{ min_quantity: 50, price_minor: 900 }] }] }, 'lines.0.price_tiers.0.min_quantity'],
      [{ lines: [{ ...line, price_tiers: [{ min_quantity: 400, price_minor: 1200 }] }] }, 'lines.0.price_tiers.0.price_minor'],
      [{ lines: [{ ...line, sample_available: false, sample_price_minor: 100 }] }, 'lines.0.sample_price_minor'],
      [{ lines: [line, line] }, 'lines.1.rfq_line_id'],
      [{ shipping_cost_minor: -1 }, 'shipping_cost_minor'],
      [{ incoterm: 'FAS' as never }, 'incoterm'],
      [{ currency: 'XYZ' as never }, 'currency'],
      [{ valid_until: daysAheadUtc(0) }, 'valid_until'],
      [{ valid_until: daysAheadUtc(90) }, 'valid_until'],
      [{ discount: 5 } as Record<string, unknown>, 'discount'],
    ];
    for (const [override, field] of cases) {
      const response = await post(kitchen.token, `/v1/rfq-board/${rfq.id}/quote`, { ...quoteBody(rfq), ...override }, newKey());
      expect(response.statusCode, field).toBe(400);
      expect(envelope(response).errors, field).toHaveProperty([field]);
    }
    const foreignLine = await post(
      kitchen.token,
      `/v1/rfq-board/${rfq.id}/quote`,
      quoteBody(rfq, { lines: [{ ...line, rfq_line_id: '6f1c8d5e-3c1b-4f7a-9a55-0a3f5c2f1b11' }] }),
      newKey(),
    );
    expect(foreignLine.statusCode).toBe(422);
    expect(envelope(foreignLine).errors).toEqual({ 'lines.0.rfq_line_id': rfqMessages.lineUnknown });
    const othersProduct = await post(
      kitchen.token,
      `/v1/rfq-board/${rfq.id}/quote`,
      quoteBody(rfq, { lines: [{ ...line, product_id: home.productId }] }),
      newKey(),
    );
    expect(envelope(othersProduct).errors).toEqual({ 'lines.0.product_id': rfqMessages.ownProductOnly });
    expect(Number((await t.db.select({ n: count() }).from(quotes))[0].n)).toBe(before);
  });

  it('stop at the number wanted; a withdrawn quote frees its place and cannot be accepted', async () => {
    const rfq = await postRfq(buyerA, { quotes_wanted: 1, category_id: await categoryId(HOME) });
    const first = await submitQuote(home, rfq);
    const full = await post(kitchen.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey());
    expect(full.statusCode).toBe(409);
    expect(envelope(full).message).toBe(rfqMessages.full);
    expect(envelope<SupplierRfq>(await get(kitchen.token, `/v1/rfq-board/${rfq.id}`)).data).toMatchObject({
      places_left: 0,
      can_quote: false,
      cannot_quote_reason: rfqMessages.full,
    });

    const withdrawn = await post(home.token, `/v1/quotes/${first.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(envelope<SupplierQuote>(withdrawn).data.status).toBe('withdrawn');
    expect((await post(home.token, `/v1/quotes/${first.id}/withdraw`)).statusCode).toBe(409);
    expect((await post(home.token, `/v1/quotes/${first.id}/revisions`, quoteBody(rfq))).statusCode).toBe(409);
    const accept = await post(
      buyerA.token,
      `/v1/rfqs/${rfq.id}/quotes/${first.id}/accept`,
      { address_id: buyerA.addressId, payment_method: 'bank_transfer' },
      newKey(),
    );
    expect(accept.statusCode).toBe(409);
    expect(envelope(accept).message).toBe(rfqMessages.quoteWithdrawn);
    // The place is free again.
    await submitQuote(kitchen, rfq);
  });

  it('read as expired at once when past their validity, before any sweep, and cannot be accepted', async () => {
    const rfq = await postRfq(buyerA);
    const quote = await submitQuote(kitchen, rfq);
    await t.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quote.id));
    expect((await buyerView(buyerA, rfq.id)).quotes[0].status).toBe('expired');
    expect(envelope<SupplierQuote>(await get(kitchen.token, `/v1/quotes/${quote.id}`)).data.status).toBe('expired');
    const accept = await post(
      buyerA.token,
      `/v1/rfqs/${rfq.id}/quotes/${quote.id}/accept`,
      { address_id: buyerA.addressId, payment_method: 'bank_transfer' },
      newKey(),
    );
    expect(accept.statusCode).toBe(409);
    expect(envelope(accept).message).toBe(rfqMessages.quoteExpired);
    expect((await post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${quote.id}/shortlist`)).statusCode).toBe(409);
    // Revising an expired quote of an open request brings it back with a new validity.
    const revived = await post(kitchen.token, `/v1/quotes/${quote.id}/revisions`, quoteBody(rfq));
    expect(envelope<SupplierQuote>(revived).data.status).toBe('revised');
  });

  it('of an expired request read as expired too, and the request takes no more quotes', async () => {
    const rfq = await postRfq(buyerA);
    const quote = await submitQuote(kitchen, rfq);
    await t.db
      .update(rfqs)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(rfqs.id, rfq.id));
    const seen = await buyerView(buyerA, rfq.id);
    expect(seen.status).toBe('expired');
    expect(seen.quotes[0].status).toBe('expired');
    expect(envelope<BuyerRfq[]>(await get(buyerA.token, '/v1/rfqs?status=expired&limit=100')).data.map((r) => r.id)).toContain(rfq.id);
    const late = await post(home.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey());
    expect(late.statusCode).toBe(409);
    expect(envelope(late).message).toBe(rfqMessages.expired);
    expect((await post(kitchen.token, `/v1/quotes/${quote.id}/revisions`, quoteBody(rfq))).statusCode).toBe(409);
    expect((await post(buyerA.token, `/v1/rfqs/${rfq.id}/close`)).statusCode).toBe(409);
    expect(envelope<BoardRfq[]>(await get(home.token, '/v1/rfq-board?limit=100')).data.map((r) => r.id)).not.toContain(rfq.id);
    expect((await get(undefined, `/v1/public/rfqs/${rfq.id}`)).statusCode).toBe(404);
  });

  it('are shortlisted (and stay so when revised) or declined with a reason, each told to the supplier', async () => {
    const rfq = await postRfq(buyerA, { category_id: await categoryId(HOME) });
    const a = await submitQuote(kitchen, rfq);
    const b = await submitQuote(home, rfq);
    const shortlisted = await post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${a.id}/shortlist`);
    expect(shortlisted.statusCode).toBe(200);
    expect(envelope<BuyerRfq>(shortlisted).data.quotes.find((q) => q.id === a.id)?.status).toBe('shortlisted');
    expect((await post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${a.id}/shortlist`)).statusCode).toBe(409);
    await post(kitchen.token, `/v1/quotes/${a.id}/revisions`, quoteBody(rfq, { note: 'Better packing' }));
    expect(envelope<SupplierQuote>(await get(kitchen.token, `/v1/quotes/${a.id}`)).data).toMatchObject({ status: 'shortlisted', version: 2 });

    const noReason = await post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${b.id}/decline`, {});
    expect(noReason.statusCode).toBe(400);
    expect(envelope(noReason).errors).toEqual({ reason: rfqMessages.reasonRequired });
    const declined = await post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${b.id}/decline`, { reason: 'Lead time too long' });
    expect(declined.statusCode).toBe(200);
    expect(envelope<BuyerRfq>(declined).data.quotes.find((q) => q.id === b.id)).toMatchObject({ status: 'declined', decline_reason: 'Lead time too long' });
    expect(await notificationsOf(kitchen.user.id)).toContainEqual(expect.objectContaining({ kind: 'rfq.quote_shortlisted', link: `/quotes/${a.id}` }));
    expect(await notificationsOf(home.user.id)).toContainEqual(
      expect.objectContaining({ kind: 'rfq.quote_declined', body: 'Lead time too long', link: `/quotes/${b.id}` }),
    );
    expect((await post(home.token, `/v1/quotes/${b.id}/revisions`, quoteBody(rfq))).statusCode).toBe(409);
  });

  it('count against a monthly allowance that staff set per seller', async () => {
    const seller = await supplierIn('Tomas Novak', KITCHENWARE, 'CZ');
    const allowance = async () => envelope<QuoteAllowance>(await get(seller.token, '/v1/quote-allowance')).data;
    expect(await allowance()).toMatchObject({ monthly_limit: 30, custom: false, used: 0, left: 30 });
    const admin = await staffToken('administrator');
    const reviewer = await staffToken('reviewer');
    expect(
      (await t.request({ method: 'PUT', url: `/v1/admin/quote-allowances/${seller.user.id}`, token: reviewer, payload: { monthly_limit: 1 } })).statusCode,
    ).toBe(403);
    const bad = await t.request({ method: 'PUT', url: `/v1/admin/quote-allowances/${seller.user.id}`, token: admin, payload: { monthly_limit: -3 } });
    expect(envelope(bad).errors).toEqual({ monthly_limit: rfqMessages.allowanceRange });
    const set = await t.request({ method: 'PUT', url: `/v1/admin/quote-allowances/${seller.user.id}`, token: admin, payload: { monthly_limit: 1 } });
    expect(set.statusCode).toBe(200);
    expect(envelope<AdminQuoteAllowance>(set).data).toMatchObject({ seller: { id: seller.user.id }, monthly_limit: 1, custom: true, left: 1 });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote_allowance.changed'), eq(auditLog.subjectId, seller.user.id)));
    expect(entry).toMatchObject({ before: { monthly_limit: null }, after: { monthly_limit: 1 } });

    await submitQuote(seller, await postRfq(buyerA));
    expect(await allowance()).toMatchObject({ used: 1, left: 0 });
    const next = await postRfq(buyerA);
    expect(envelope<SupplierRfq>(await get(seller.token, `/v1/rfq-board/${next.id}`)).data.cannot_quote_reason).toBe(rfqMessages.allowanceUsed);
    const refused = await post(seller.token, `/v1/rfq-board/${next.id}/quote`, quoteBody(next), newKey());
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(rfqMessages.allowanceUsed);
    const list = envelope<AdminQuoteAllowance[]>(await get(admin, `/v1/admin/quote-allowances?q=${encodeURIComponent('Tomas Novak')}`)).data;
    expect(list).toEqual([expect.objectContaining({ monthly_limit: 1, used: 1, left: 0, custom: true })]);
    await t.request({ method: 'PUT', url: `/v1/admin/quote-allowances/${seller.user.id}`, token: admin, payload: { monthly_limit: null } });
    expect(await allowance()).toMatchObject({ monthly_limit: 30, custom: false, left: 29 });
    // One seller's allowance, as the list shows it, the configured default now; a buyer has none.
    const one = envelope<AdminQuoteAllowance>(await get(admin, `/v1/admin/quote-allowances/${seller.user.id}`)).data;
    expect(one).toMatchObject({ id: seller.user.id, monthly_limit: 30, custom: false, used: 1, left: 29 });
    expect((await get(admin, `/v1/admin/quote-allowances/${buyerB.user.id}`)).statusCode).toBe(404);
  });
});

describe('accepting a quote', () => {
  it('makes one pending order at the quoted prices for the chosen lines, holding stock of catalogue lines', async () => {
    const rfq = await postRfq(buyerA, { category_id: await categoryId(HOME) });
    const chosen = await submitQuote(kitchen, rfq, {
      lines: [
        {
          rfq_line_id: rfq.lines[0].id,
          product_id: kitchen.productId,
          unit_price_minor: 1000,
          price_tiers: [{ min_quantity: 400, price_minor: 850 }],
          moq: 100,
          lead_time_days: 30,
        },
        { rfq_line_id: rfq.lines[1].id, unit_price_minor: 300, moq: 50, lead_time_days: 20 },
      ],
    });
    const other = await submitQuote(home, rfq);
    const [stockBefore] = await t.db.select({ reserved: inventory.reserved }).from(inventory).where(eq(inventory.productId, kitchen.productId));

    const accept = (body: Record<string, unknown>, key = newKey()) =>
      post(buyerA.token, `/v1/rfqs/${rfq.id}/quotes/${chosen.id}/accept`, { address_id: buyerA.addressId, payment_method: 'bank_transfer', ...body }, key);
    const belowMoq = await accept({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 99 }] });
    expect(belowMoq.statusCode).toBe(422);
    expect(envelope(belowMoq).errors).toEqual({ 'lines.0.quantity': rfqMessages.acceptBelowMoq });
    const above = await accept({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 501 }] });
    expect(envelope(above).errors).toEqual({ 'lines.0.quantity': rfqMessages.acceptAboveRequested });
    const noAddress = await accept({ address_id: buyerB.addressId });
    expect(noAddress.statusCode).toBe(404);

    const key = newKey();
    const done = await accept({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 450 }], note: 'Ship with the next vessel' }, key);
    expect(done.statusCode).toBe(201);
    const result = envelope<QuoteAcceptResult>(done).data;
    expect(result.order.number).toMatch(/^ORD-\d{4}-/);
    expect(result.rfq.status).toBe('awarded');
    expect(result.rfq.quotes.find((q) => q.id === chosen.id)).toMatchObject({ status: 'accepted', order: result.order });
    // Declined for the others by default, and told.
    expect(result.rfq.quotes.find((q) => q.id === other.id)).toMatchObject({ status: 'declined', decline_reason: rfqMessages.declinedRfqAwarded });
    expect(await notificationsOf(home.user.id)).toContainEqual(expect.objectContaining({ kind: 'rfq.quote_declined', link: `/quotes/${other.id}` }));
    expect(await notificationsOf(kitchen.user.id)).toContainEqual(
      expect.objectContaining({ kind: 'rfq.quote_accepted', link: `/OrderDetails/${result.order.id}` }),
    );

    const [order] = await t.db.select().from(orders).where(eq(orders.id, result.order.id));
    expect(order).toMatchObject({
      status: 'pending',
      sellerId: kitchen.user.id,
      buyerId: buyerA.user.id,
      currency: 'EUR',
      rfqId: rfq.id,
      quoteId: chosen.id,
      paymentMethod: 'bank_transfer',
      totalMinor: 450 * 850 + 25_000,
    });
    expect(order.shippingAddress).toMatchObject({ city: 'Hamburg', country: 'DE' });
    const [stockAfter] = await t.db.select({ reserved: inventory.reserved }).from(inventory).where(eq(inventory.productId, kitchen.productId));
    expect(stockAfter.reserved - stockBefore.reserved).toBe(450);

    // The supplier's Orders has it at the quoted price, linked to the request.
    const sellerList = envelope<Array<{ id: string }>>(await get(kitchen.token, '/v1/orders?limit=100')).data;
    expect(sellerList.map((o) => o.id)).toContain(order.id);
    const details = envelope<OrderDetails>(await get(kitchen.token, `/v1/orders/${order.id}/details`)).data;
    expect(details.lines).toEqual([
      expect.objectContaining({ product_id: kitchen.productId, quantity: 450, unit_price_minor: 850, line_total_minor: 450 * 850 }),
    ]);
    expect(details.rfq).toEqual({ id: rfq.id, number: rfq.number, title: rfq.title, quote_id: chosen.id });
    // The quote's shipping is a figure of its own: the lines and the shipping add up to the total, on both sides.
    expect(details.totals).toMatchObject({ subtotal_minor: 450 * 850, shipping_minor: 25_000, total_minor: 450 * 850 + 25_000 });
    const buyerDetails = envelope<BuyerOrderDetails>(await get(buyerA.token, `/v1/buyer/orders/${order.id}`)).data;
    expect(buyerDetails.rfq?.id).toBe(rfq.id);
    expect(buyerDetails.totals).toEqual(details.totals);

    // The same key answers the same order; another key finds the quote accepted.
    const replay = await accept({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 450 }], note: 'Ship with the next vessel' }, key);
    expect(replay.statusCode).toBe(201);
    expect(envelope<QuoteAcceptResult>(replay).data.order.id).toBe(order.id);
    const again = await accept({});
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(rfqMessages.quoteAlreadyAccepted);
    expect(Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, chosen.id)))[0].n)).toBe(1);
    // Accepting reveals the buyer to that supplier.
    expect(envelope<SupplierRfq>(await get(kitchen.token, `/v1/rfq-board/${rfq.id}`)).data.buyer).toMatchObject({ name: 'Daniel Meyer' });
  });

  it('takes every quoted line at the requested quantity by default; free-text items hold no stock; other lines can go to other suppliers', async () => {
    const rfq = await postRfq(buyerA, { category_id: await categoryId(HOME) });
    const a = await submitQuote(kitchen, rfq, { lines: [quoteBody(rfq).lines[1]] });
    const b = await submitQuote(home, rfq, { lines: [quoteBody(rfq).lines[0]] });
    const first = await post(
      buyerA.token,
      `/v1/rfqs/${rfq.id}/quotes/${a.id}/accept`,
      { address_id: buyerA.addressId, payment_method: 'agreed_terms', decline_others: false },
      newKey(),
    );
    expect(first.statusCode).toBe(201);
    const firstOrder = envelope<QuoteAcceptResult>(first).data;
    expect(firstOrder.rfq.quotes.find((q) => q.id === b.id)?.status).toBe('submitted');
    const second = await post(
      buyerA.token,
      `/v1/rfqs/${rfq.id}/quotes/${b.id}/accept`,
      { address_id: buyerA.addressId, payment_method: 'agreed_terms' },
      newKey(),
    );
    expect(second.statusCode).toBe(201);
    const lines = await t.db.select({ orderId: orders.id, sellerId: orders.sellerId, total: orders.totalMinor }).from(orders).where(eq(orders.rfqId, rfq.id));
    expect(lines).toHaveLength(2);
    const freeText = envelope<OrderDetails>(await get(kitchen.token, `/v1/orders/${firstOrder.order.id}/details`)).data;
    expect(freeText.lines).toEqual([
      expect.objectContaining({ product_id: null, product_name: 'Insulated carry bag', sku: '', quantity: 200, unit_price_minor: 300 }),
    ]);
    // Cancelling a free-text order releases nothing and works.
    const cancelled = await t.request({
      method: 'POST',
      url: `/v1/orders/${firstOrder.order.id}/transition`,
      token: kitchen.token,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
  });
});

describe('closing and cancelling', () => {
  it('close an open request, declining live quotes and telling their suppliers; cancel a draft or an open one', async () => {
    const rfq = await postRfq(buyerA);
    const quote = await submitQuote(kitchen, rfq);
    const closed = await post(buyerA.token, `/v1/rfqs/${rfq.id}/close`, { reason: 'Bought locally' });
    expect(closed.statusCode).toBe(200);
    const data = envelope<BuyerRfq>(closed).data;
    expect(data).toMatchObject({ status: 'closed', close_reason: 'Bought locally' });
    expect(data.quotes[0]).toMatchObject({ id: quote.id, status: 'declined', decline_reason: `${rfqMessages.declinedRfqClosed}: Bought locally` });
    expect((await post(buyerA.token, `/v1/rfqs/${rfq.id}/close`)).statusCode).toBe(409);
    expect((await post(buyerA.token, `/v1/rfqs/${rfq.id}/cancel`)).statusCode).toBe(409);
    // The supplier still reads what it quoted.
    expect(envelope<SupplierRfq>(await get(kitchen.token, `/v1/rfq-board/${rfq.id}`)).data.status).toBe('closed');

    const draft = await postRfq(buyerA, { status: 'draft' });
    expect(envelope<BuyerRfq>(await post(buyerA.token, `/v1/rfqs/${draft.id}/cancel`)).data.status).toBe('cancelled');
    const open = await postRfq(buyerA);
    expect(envelope<BuyerRfq>(await post(buyerA.token, `/v1/rfqs/${open.id}/cancel`, { reason: 'Budget cut' })).data).toMatchObject({
      status: 'cancelled',
      close_reason: 'Budget cut',
    });
    expect((await post(kitchen.token, `/v1/rfq-board/${open.id}/quote`, quoteBody(open), newKey())).statusCode).toBe(409);
  });
});

describe('attachments', () => {
  it('take up to five checked files, downloaded only by the buyer and suppliers who see the request', async () => {
    const rfq = await postRfq(buyerA);
    const wrongType = await t.request({
      method: 'POST',
      url: `/v1/rfqs/${rfq.id}/attachments`,
      token: buyerA.token,
      ...multipart([{ field: 'file', file: { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ not a pdf') } }]),
    });
    expect(wrongType.statusCode).toBe(400);
    expect(envelope(wrongType).errors).toEqual({ file: rfqMessages.fileType });
    let latest: BuyerRfq | undefined;
    for (let i = 0; i < 5; i++) {
      const added = await t.request({ method: 'POST', url: `/v1/rfqs/${rfq.id}/attachments`, token: buyerA.token, ...multipartPdf(`spec-${i}.pdf`) });
      expect(added.statusCode).toBe(201);
      latest = envelope<BuyerRfq>(added).data;
    }
    const sixth = await t.request({ method: 'POST', url: `/v1/rfqs/${rfq.id}/attachments`, token: buyerA.token, ...multipartPdf() });
    expect(sixth.statusCode).toBe(409);
    const attachment = latest!.attachments[0];
    const download = await get(kitchen.token, attachment.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect((await get(buyerA.token, attachment.url)).statusCode).toBe(200);
    expect((await get(fabrics.token, attachment.url)).statusCode).toBe(404);
    expect((await get(buyerB.token, attachment.url)).statusCode).toBe(404);
    const removed = await t.request({ method: 'DELETE', url: `/v1/rfqs/${rfq.id}/attachments/${attachment.id}`, token: buyerA.token });
    expect(envelope<BuyerRfq>(removed).data.attachments).toHaveLength(4);
    expect((await get(buyerA.token, attachment.url)).statusCode).toBe(404);
  });
});

describe('the quote thread', () => {
  it('is one conversation per quote with the request and quote on its card; the buyer is named once it writes', async () => {
    const rfq = await postRfq(buyerA);
    const quote = await submitQuote(kitchen, rfq);
    const started = await post(kitchen.token, '/v1/conversations', {
      kind: 'quote',
      quote_id: quote.id,
      body: 'We can also offer a 1.5 L size.',
      client_id: 'quote-thread-1',
    });
    expect(started.statusCode).toBe(201);
    const thread = envelope<ConversationDetail>(started).data;
    expect(thread).toMatchObject({
      kind: 'quote',
      quote_context: { rfq: { id: rfq.id, number: rfq.number, status: 'open' }, quote: { id: quote.id, status: 'submitted', version: 1 } },
    });
    expect(thread.counterpart).toMatchObject({ anonymous: true, country: 'DE', name: '', company: null });
    expect(started.body).not.toContain('Daniel');
    expect((await post(fabrics.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id })).statusCode).toBe(404);
    expect((await get(fabrics.token, `/v1/conversations/${thread.id}`)).statusCode).toBe(404);

    const reopened = await post(buyerA.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id });
    expect(reopened.statusCode).toBe(200);
    expect(envelope<ConversationDetail>(reopened).data.id).toBe(thread.id);
    const reply = await post(buyerA.token, `/v1/conversations/${thread.id}/messages`, { client_id: 'buyer-reply-1', body: 'Yes please, quote both sizes.' });
    expect(reply.statusCode).toBe(201);
    const named = envelope<ConversationDetail>(await get(kitchen.token, `/v1/conversations/${thread.id}`)).data;
    expect(named.counterpart).toMatchObject({ name: 'Daniel Meyer' });
    expect(named.counterpart?.anonymous).toBeUndefined();
    expect(envelope<SupplierRfq>(await get(kitchen.token, `/v1/rfq-board/${rfq.id}`)).data.buyer).toMatchObject({ name: 'Daniel Meyer', country: 'DE' });
  });
});

describe('the back office', () => {
  it('lists every request and closes one as spam or abuse with a reason: audited, the buyer told, live quotes declined', async () => {
    const rfq = await postRfq(buyerB, { title: 'Cheap watches, contact me on WhatsApp' });
    const quote = await submitQuote(kitchen, rfq);
    const reviewer = await staffToken('reviewer');
    const queue = envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?q=${encodeURIComponent('WhatsApp')}`)).data;
    expect(queue).toEqual([
      expect.objectContaining({ id: rfq.id, buyer: expect.objectContaining({ id: buyerB.user.id, email: buyerB.email }), status: 'open' }),
    ]);
    expect((await get(kitchen.token, '/v1/admin/rfqs')).statusCode).toBe(403);
    expect((await post(kitchen.token, `/v1/admin/rfqs/${rfq.id}/close`, { kind: 'spam', reason: 'x' })).statusCode).toBe(403);
    const bad = await post(reviewer, `/v1/admin/rfqs/${rfq.id}/close`, { kind: 'boring', reason: '' });
    expect(Object.keys(envelope(bad).errors ?? {}).sort()).toEqual(['kind', 'reason']);

    const closed = await post(reviewer, `/v1/admin/rfqs/${rfq.id}/close`, { kind: 'spam', reason: 'Off-platform contact' });
    expect(closed.statusCode).toBe(200);
    expect(envelope<AdminRfq>(closed).data).toMatchObject({ status: 'closed', staff_close_kind: 'spam', close_reason: 'Off-platform contact' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rfq.closed'), eq(auditLog.subjectId, rfq.id)));
    expect(entry).toMatchObject({ subjectType: 'rfq', note: 'Off-platform contact', after: { status: 'closed', kind: 'spam' } });
    expect(entry.subjectLabel).toContain(rfq.number);
    expect(await notificationsOf(buyerB.user.id)).toContainEqual(
      expect.objectContaining({ kind: 'rfq.closed_by_staff', body: 'Off-platform contact', link: `/rfq/mine/${rfq.id}` }),
    );
    expect((await buyerView(buyerB, rfq.id)).quotes[0]).toMatchObject({ id: quote.id, status: 'declined', decline_reason: rfqMessages.declinedByStaff });
    expect((await post(reviewer, `/v1/admin/rfqs/${rfq.id}/close`, { kind: 'abuse', reason: 'again' })).statusCode).toBe(409);

    // The queue filters by the derived status; one request reads as the queue shows it.
    const closedOnes = envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?status=closed&q=${encodeURIComponent('WhatsApp')}`)).data;
    expect(closedOnes.map((r) => r.id)).toEqual([rfq.id]);
    expect(envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?status=open&q=${encodeURIComponent('WhatsApp')}`)).data).toEqual([]);
    expect(envelope<AdminRfq>(await get(reviewer, `/v1/admin/rfqs/${rfq.id}`)).data).toEqual(closedOnes[0]);
    const missing = await get(reviewer, '/v1/admin/rfqs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(rfqMessages.rfqNotFound);
    expect((await get(kitchen.token, `/v1/admin/rfqs/${rfq.id}`)).statusCode).toBe(403);
  });
});

describe('the sweep', () => {
  it('stores expiry, warns buyers once within 24 hours, and sends each supplier at most one digest an hour', async () => {
    const expiring = await postRfq(buyerB, { title: 'Sweep: closes tomorrow' });
    await t.db
      .update(rfqs)
      .set({ validUntil: new Date(Date.now() + 6 * 3_600_000) })
      .where(eq(rfqs.id, expiring.id));
    const lapsed = await postRfq(buyerB, { title: 'Sweep: lapsed' });
    const lapsedQuote = await submitQuote(kitchen, lapsed);
    await t.db
      .update(rfqs)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(rfqs.id, lapsed.id));

    const first = await sweepRfqs(t.db);
    expect(first.expiredRfqs).toBeGreaterThanOrEqual(1);
    const [stored] = await t.db.select({ status: rfqs.status }).from(rfqs).where(eq(rfqs.id, lapsed.id));
    expect(stored.status).toBe('expired');
    const [storedQuote] = await t.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, lapsedQuote.id));
    expect(storedQuote.status).toBe('expired');
    const warnings = (await notificationsOf(buyerB.user.id)).filter((n) => n.kind === 'rfq.expiring' && n.link === `/rfq/mine/${expiring.id}`);
    expect(warnings).toHaveLength(1);

    const digestsOf = async (seller: Seller) => (await notificationsOf(seller.user.id)).filter((n) => n.kind === 'rfq.digest');
    const furnitureDigests = (await digestsOf(furniture)).length;
    expect(furnitureDigests).toBe(1);
    expect((await digestsOf(furniture))[0]).toMatchObject({ link: '/rfq-board' });
    expect((await digestsOf(fabrics)).length).toBe(0);

    // Another RFQ within the hour: no second digest, and no second warning.
    await postRfq(buyerB, { category_id: await categoryId(HOME) });
    await sweepRfqs(t.db);
    expect((await digestsOf(furniture)).length).toBe(1);
    expect((await notificationsOf(buyerB.user.id)).filter((n) => n.kind === 'rfq.expiring' && n.link === `/rfq/mine/${expiring.id}`)).toHaveLength(1);
    // An hour later it comes, counting only what is new since the last one.
    await sweepRfqs(t.db, new Date(Date.now() + 61 * 60_000));
    const later = await digestsOf(furniture);
    expect(later).toHaveLength(2);
    expect(later.map((n) => n.title)).toContain('A new request for quotation matches your products');
  });
});

describe('ownership: two buyers, three suppliers, every verb', () => {
  it('answers 404 to everyone but the parties, and 403 to the wrong role', async () => {
    const rfq = await postRfq(buyerA);
    const quote = await submitQuote(kitchen, rfq);
    const withFile = await t.request({ method: 'POST', url: `/v1/quotes/${quote.id}/attachments`, token: kitchen.token, ...multipartPdf('price-list.pdf') });
    expect(withFile.statusCode).toBe(201);
    const quoteFile = envelope<SupplierQuote>(withFile).data.attachments[0];
    const rfqFile = envelope<BuyerRfq>(await t.request({ method: 'POST', url: `/v1/rfqs/${rfq.id}/attachments`, token: buyerA.token, ...multipartPdf() })).data
      .attachments[0];
    // `home` matches (parent category) but has not quoted; `fabrics` does not match at all.
    const otherSuppliers = [home, fabrics];
    const acceptBody = { address_id: buyerB.addressId, payment_method: 'bank_transfer' };

    const buyerVerbs = [
      () => get(buyerB.token, `/v1/rfqs/${rfq.id}`),
      async () => t.request({ method: 'PUT', url: `/v1/rfqs/${rfq.id}`, token: buyerB.token, payload: await rfqBody() }),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/open`),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/close`),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/cancel`),
      () => t.request({ method: 'POST', url: `/v1/rfqs/${rfq.id}/attachments`, token: buyerB.token, ...multipartPdf() }),
      () => t.request({ method: 'DELETE', url: `/v1/rfqs/${rfq.id}/attachments/${rfqFile.id}`, token: buyerB.token }),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/quotes/${quote.id}/shortlist`),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/quotes/${quote.id}/decline`, { reason: 'no' }),
      () => post(buyerB.token, `/v1/rfqs/${rfq.id}/quotes/${quote.id}/accept`, acceptBody, newKey()),
      () => get(buyerB.token, rfqFile.url),
      () => get(buyerB.token, quoteFile.url),
      () => post(buyerB.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id }),
    ];
    for (const [index, verb] of buyerVerbs.entries()) expect((await verb()).statusCode, `buyer verb ${index}`).toBe(404);
    expect(envelope<BuyerRfq[]>(await get(buyerB.token, '/v1/rfqs?limit=100')).data.map((r) => r.id)).not.toContain(rfq.id);

    for (const seller of otherSuppliers) {
      const supplierVerbs = [
        () => get(seller.token, `/v1/quotes/${quote.id}`),
        () => post(seller.token, `/v1/quotes/${quote.id}/revisions`, quoteBody(rfq)),
        () => post(seller.token, `/v1/quotes/${quote.id}/withdraw`),
        () => t.request({ method: 'POST', url: `/v1/quotes/${quote.id}/attachments`, token: seller.token, ...multipartPdf() }),
        () => t.request({ method: 'DELETE', url: `/v1/quotes/${quote.id}/attachments/${quoteFile.id}`, token: seller.token }),
        () => get(seller.token, quoteFile.url),
        () => post(seller.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id }),
      ];
      for (const [index, verb] of supplierVerbs.entries()) expect((await verb()).statusCode, `${seller.name} verb ${index}`).toBe(404);
      expect(envelope<Array<{ id: string }>>(await get(seller.token, '/v1/quotes?limit=100')).data.map((q) => q.id)).not.toContain(quote.id);
      // It never sees another supplier's quote on the request either.
      const seen = await get(seller.token, `/v1/rfq-board/${rfq.id}`);
      expect(seen.body).not.toContain(quote.id);
    }
    // The matching supplier reads the request and its file; the other reads neither.
    expect((await get(home.token, rfqFile.url)).statusCode).toBe(200);
    expect((await get(fabrics.token, `/v1/rfq-board/${rfq.id}`)).statusCode).toBe(404);
    expect((await post(fabrics.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey())).statusCode).toBe(404);
    expect((await get(fabrics.token, rfqFile.url)).statusCode).toBe(404);
    // The parties read everything of theirs.
    expect((await get(kitchen.token, quoteFile.url)).statusCode).toBe(200);
    expect((await get(buyerA.token, quoteFile.url)).statusCode).toBe(200);
    expect((await buyerView(buyerA, rfq.id)).quotes.map((q) => q.id)).toEqual([quote.id]);

    // The wrong role: suppliers cannot use buyer routes, buyers cannot use supplier routes.
    expect((await get(kitchen.token, `/v1/rfqs/${rfq.id}`)).statusCode).toBe(403);
    expect((await post(kitchen.token, '/v1/rfqs', await rfqBody(), newKey())).statusCode).toBe(403);
    expect((await get(buyerA.token, '/v1/rfq-board')).statusCode).toBe(403);
    expect((await post(buyerA.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq), newKey())).statusCode).toBe(403);
    expect((await get(undefined, '/v1/rfqs')).statusCode).toBe(401);
    expect((await get(undefined, rfqFile.url)).statusCode).toBe(401);
    // Nobody quotes its own request (a seller account holding the buyer role too).
    const both = await supplierIn('Sam Dual', KITCHENWARE, 'GB');
    await t.db
      .update(users)
      .set({ roles: ['seller', 'buyer'] })
      .where(eq(users.id, both.user.id));
    const own = await postRfq(both as unknown as Buyer);
    expect((await get(both.token, `/v1/rfq-board/${own.id}`)).statusCode).toBe(404);
    expect(envelope<BoardRfq[]>(await get(both.token, '/v1/rfq-board?limit=100')).data.map((r) => r.id)).not.toContain(own.id);
  });
});

describe('the demo data', () => {
  it('holds open, awarded, expired and draft requests of the demo buyer, with quotes in every state', async () => {
    const demo = await createTestApp({}, { seed: true });
    const login = async (email: string) =>
      envelope<{ token: string }>(await demo.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: DEMO_PASSWORD } })).data.token;
    const buyer = await login('buyer@demo.test');
    const mine = envelope<BuyerRfq[]>(await demo.request({ method: 'GET', url: '/v1/rfqs?limit=100', token: buyer })).data;
    expect(new Set(mine.map((r) => r.status))).toEqual(new Set(['open', 'awarded', 'expired', 'draft']));
    const states = new Set<string>();
    for (const summary of mine) {
      const detail = envelope<BuyerRfq>(await demo.request({ method: 'GET', url: `/v1/rfqs/${summary.id}`, token: buyer })).data;
      for (const quote of detail.quotes) states.add(quote.status);
    }
    expect(states).toEqual(new Set(['submitted', 'revised', 'shortlisted', 'accepted', 'declined', 'withdrawn', 'expired']));
    const awarded = mine.find((r) => r.status === 'awarded')!;
    const accepted = envelope<BuyerRfq>(await demo.request({ method: 'GET', url: `/v1/rfqs/${awarded.id}`, token: buyer })).data.quotes.find(
      (q) => q.status === 'accepted',
    )!;
    expect(accepted.order?.number).toMatch(/^ORD-/);

    const seller = await login('seller@demo.test');
    const board = envelope<BoardRfq[]>(await demo.request({ method: 'GET', url: '/v1/rfq-board', token: seller })).data;
    expect(board.map((r) => r.title)).toEqual(expect.arrayContaining(['Power banks and chargers for a retail promotion', 'Private-label ANC earbuds']));
    expect(board.find((r) => r.title === 'Power banks and chargers for a retail promotion')?.my_quote).toMatchObject({ status: 'revised', version: 2 });
    const publicBoard = envelope<PublicRfq[]>(await demo.request({ method: 'GET', url: '/v1/public/rfqs' })).data;
    expect(publicBoard.length).toBe(3);
  });
});
