import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, orderLines, orders, products, sellerBalances, sellerLedgerEntries, supplierScores } from '../../server/db/schema';
import { releaseDueFunds } from '../../server/modules/money/ledger';
import { createTestApp, envelope, staffToken, signUp, type TestApp } from './helpers';
import { buyerWithAddress, checkout, listedProduct, supplier } from './ordering-fixtures';

// Commission rules, their freezing on placed orders, and the seller ledger: entries on delivery, the
// release after the return window (with the clock given), the new seller's reserve, reversals,
// adjustments, who reads what, and inputs refused by field.

let t: TestApp;
let admin: string;
let reviewer: string;
let electronics: { id: string };
let phones: { id: string };

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'administrator');
  reviewer = await staffToken(t, 'reviewer');
  [electronics] = await t.db.insert(categories).values({ name: 'Money Electronics', path: 'Money Electronics' }).returning({ id: categories.id });
  [phones] = await t.db
    .insert(categories)
    .values({ name: 'Money Phones', path: 'Money Electronics / Money Phones', parentId: electronics.id })
    .returning({ id: categories.id });
});

const createRule = (body: Record<string, unknown>, token = admin) => t.request({ method: 'POST', url: '/v1/admin/commission-rules', token, payload: body });

async function productIn(sellerId: string, categoryId: string | null, priceMinor = 10_000, currency = 'USD') {
  const product = await listedProduct(t.db, sellerId, { priceMinor, currency });
  if (categoryId) await t.db.update(products).set({ categoryId }).where(eq(products.id, product.id));
  return product;
}

async function order(buyer: { token: string; addressId: string }, product: { id: string; priceMinor: number }, quantity: number) {
  const response = await checkout(t, buyer.token, {
    address_id: buyer.addressId,
    // Agreed terms (Net 30) ship before payment, so delivery needs no payment recorded here.
    payment_method: 'agreed_terms',
    lines: [{ product_id: product.id, quantity, unit_price_minor: product.priceMinor }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelope<{ orders: Array<{ id: string; total_minor: number }> }>(response).data.orders[0];
}

async function deliver(token: string, orderId: string) {
  for (const body of [{ status: 'confirmed' }, { status: 'shipped', carrier: 'DHL', tracking_number: 'TRK1' }, { status: 'delivered' }]) {
    const response = await t.request({ method: 'POST', url: `/v1/orders/${orderId}/transition`, token, payload: body });
    expect(response.statusCode, response.body).toBe(200);
  }
}

const entriesOf = (orderId: string) =>
  t.db
    .select({ type: sellerLedgerEntries.type, bucket: sellerLedgerEntries.bucket, amount: sellerLedgerEntries.amountMinor })
    .from(sellerLedgerEntries)
    .where(eq(sellerLedgerEntries.orderId, orderId))
    .orderBy(sellerLedgerEntries.seq);

async function balanceOf(sellerId: string, currency = 'USD') {
  const [row] = await t.db
    .select()
    .from(sellerBalances)
    .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)));
  return row;
}

describe('commission rules', () => {
  it('are kept by administrators (audited), read by reviewers, refused to sellers and buyers, and name bad fields', async () => {
    const created = await createRule({ scope: 'default', rate_bp: 800 });
    expect(created.statusCode, created.body).toBe(201);
    const id = envelope<{ id: string }>(created).data.id;
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit).toMatchObject({ action: 'record.created', note: 'commission-rules' });

    expect((await t.request({ method: 'GET', url: '/v1/admin/commission-rules', token: reviewer })).statusCode).toBe(200);
    expect((await createRule({ scope: 'default', rate_bp: 900, currency: 'EUR' }, reviewer)).statusCode).toBe(403);
    const seller = await supplier(t, 'Rule Reader');
    expect((await t.request({ method: 'GET', url: '/v1/admin/commission-rules', token: seller.token })).statusCode).toBe(403);

    const twice = await createRule({ scope: 'default', rate_bp: 700 });
    expect(twice.statusCode).toBe(409);
    const noCategory = await createRule({ scope: 'category', rate_bp: 700 });
    expect(envelope(noCategory).errors).toMatchObject({ category_id: 'Choose the category this rule is for' });
    const tooHigh = await createRule({ scope: 'default', rate_bp: 10_001, currency: 'EUR' });
    expect(Object.keys(envelope(tooHigh).errors ?? {})).toEqual(['rate_bp']);
    const amountsWithoutCurrency = await createRule({ scope: 'category', category_id: electronics.id, rate_bp: 500, fixed_fee_minor: 100 });
    expect(envelope(amountsWithoutCurrency).errors).toMatchObject({ currency: 'A minimum, maximum or fixed fee is an amount: choose its currency' });
  });

  it('the most specific wins: seller, then the nearest category up the tree, then the default; the preview says which', async () => {
    await createRule({ scope: 'category', category_id: electronics.id, rate_bp: 1200 });
    const seller = await supplier(t, 'Preview Seller');
    const preview = async (token: string, query: string) =>
      envelope<{ rate_bp: number; scope: string; category_name: string; commission_minor: number }>(
        await t.request({ method: 'GET', url: `/v1/seller/commission-preview?${query}`, token }),
      ).data;
    // A child category inherits its parent's rule.
    expect(await preview(seller.token, `category_id=${phones.id}&price_minor=10000&currency=USD`)).toMatchObject({
      rate_bp: 1200,
      scope: 'category',
      category_name: 'Money Phones',
      commission_minor: 1200,
    });
    expect(await preview(seller.token, 'currency=USD&price_minor=10000')).toMatchObject({ rate_bp: 800, scope: 'default', commission_minor: 800 });
    // The nearer category beats its parent; the seller's own rule beats both.
    await createRule({ scope: 'category', category_id: phones.id, rate_bp: 1000 });
    expect((await preview(seller.token, `category_id=${phones.id}&currency=USD`)).rate_bp).toBe(1000);
    await createRule({ scope: 'seller', seller_id: seller.user.id, rate_bp: 500 });
    expect((await preview(seller.token, `category_id=${phones.id}&currency=USD`)).rate_bp).toBe(500);
    // A rule of the currency beats the one for every currency at its level, with its minimum.
    await createRule({ scope: 'seller', seller_id: seller.user.id, currency: 'INR', rate_bp: 300, min_line_minor: 5000 });
    expect(await preview(seller.token, `category_id=${phones.id}&currency=INR&price_minor=10000`)).toMatchObject({ rate_bp: 300, commission_minor: 5000 });

    const bad = await t.request({ method: 'GET', url: '/v1/seller/commission-preview?price_minor=-1', token: seller.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).errors ?? {}).sort()).toEqual(['currency', 'price_minor']);
  });

  it('is frozen on the order lines when the order is placed: a later rule change never alters it', async () => {
    const seller = await supplier(t, 'Frozen Seller');
    const buyer = await buyerWithAddress(t, 'Frozen Buyer');
    const product = await productIn(seller.user.id, phones.id, 2_000);
    const placed = await order(buyer, product, 5);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
    expect(line).toMatchObject({ lineTotalMinor: 10_000, commissionRateBp: 1000, commissionMinor: 1000 });
    const [placedOrder] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(placedOrder).toMatchObject({ commissionTaxBp: 1800, settlementMode: 'collect' });

    const rules = envelope<Array<{ id: string; category_id: string | null; scope: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/commission-rules?limit=100', token: admin }),
    ).data;
    const phonesRule = rules.find((rule) => rule.category_id === phones.id);
    const changed = await t.request({ method: 'PATCH', url: `/v1/admin/commission-rules/${phonesRule?.id}`, token: admin, payload: { rate_bp: 2500 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const [after] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
    expect(after).toMatchObject({ commissionRateBp: 1000, commissionMinor: 1000 });
    // The order is delivered at the frozen figures, not the new rate.
    await deliver(seller.token, placed.id);
    expect(await entriesOf(placed.id)).toEqual([
      { type: 'sale', bucket: 'pending', amount: 10_000 },
      { type: 'commission', bucket: 'pending', amount: -1_000 },
      { type: 'commission_tax', bucket: 'pending', amount: -180 },
    ]);
    await t.request({ method: 'PATCH', url: `/v1/admin/commission-rules/${phonesRule?.id}`, token: admin, payload: { rate_bp: 1000 } });
  });
});

describe('the ledger', () => {
  let seller: Awaited<ReturnType<typeof supplier>>;
  let buyer: Awaited<ReturnType<typeof buyerWithAddress>>;
  let first: { id: string };

  beforeAll(async () => {
    seller = await supplier(t, 'Ledger Seller');
    buyer = await buyerWithAddress(t, 'Ledger Buyer');
  });

  it('records the sale, the commission and its tax as pending on delivery, with running balances, once', async () => {
    const product = await productIn(seller.user.id, electronics.id, 5_000);
    first = await order(buyer, product, 4);
    expect(await entriesOf(first.id)).toEqual([]);
    await deliver(seller.token, first.id);
    // 20,000 sale, 12 % commission 2,400, 18 % tax on it 432.
    expect(await entriesOf(first.id)).toEqual([
      { type: 'sale', bucket: 'pending', amount: 20_000 },
      { type: 'commission', bucket: 'pending', amount: -2_400 },
      { type: 'commission_tax', bucket: 'pending', amount: -432 },
    ]);
    expect(await balanceOf(seller.user.id)).toMatchObject({ pendingMinor: 17_168, payableMinor: 0, reservedMinor: 0, paidMinor: 0, entryCount: 3 });
    const last = await t.db
      .select({ pendingAfter: sellerLedgerEntries.pendingAfter })
      .from(sellerLedgerEntries)
      .where(eq(sellerLedgerEntries.orderId, first.id))
      .orderBy(sellerLedgerEntries.seq);
    expect(last.map((row) => row.pendingAfter)).toEqual([20_000, 17_600, 17_168]);

    const balances = envelope<{ balances: Array<Record<string, unknown>> }>(
      await t.request({ method: 'GET', url: '/v1/seller/balances', token: seller.token }),
    ).data;
    expect(balances.balances).toEqual([
      expect.objectContaining({
        currency: 'USD',
        pending_minor: 17_168,
        payable_minor: 0,
        owed_minor: 17_168,
        next_payout_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00.000Z$/),
      }),
    ]);
  });

  it('releases after the return window (clock given), holding the reserve of a new seller; twice releases nothing twice', async () => {
    expect(await releaseDueFunds(t.db, { now: new Date(Date.now() + 6 * DAY) })).toMatchObject({ released: 0 });
    const later = new Date(Date.now() + 8 * DAY);
    const [one, two] = await Promise.all([releaseDueFunds(t.db, { now: later }), releaseDueFunds(t.db, { now: later })]);
    expect(one.released + two.released).toBeGreaterThanOrEqual(1);
    // 10 % of 17,168 held: 1,716.
    expect(await balanceOf(seller.user.id)).toMatchObject({ pendingMinor: 0, payableMinor: 15_452, reservedMinor: 1_716 });
    expect((await entriesOf(first.id)).slice(3)).toEqual([
      { type: 'release', bucket: 'pending', amount: -17_168 },
      { type: 'release', bucket: 'payable', amount: 15_452 },
      { type: 'reserve_hold', bucket: 'reserved', amount: 1_716 },
    ]);
    // Once the seller leaves "New supplier", the reserve is given back.
    await t.db
      .insert(supplierScores)
      .values({ sellerId: seller.user.id, band: 'good' })
      .onConflictDoUpdate({ target: supplierScores.sellerId, set: { band: 'good' } });
    expect((await releaseDueFunds(t.db, { now: later })).reservesReleased).toBe(1);
    expect(await balanceOf(seller.user.id)).toMatchObject({ pendingMinor: 0, payableMinor: 17_168, reservedMinor: 0 });
    expect((await releaseDueFunds(t.db, { now: later })).reservesReleased).toBe(0);
  });

  it('staff reverse a delivered order (audited); after its money was paid out the balance goes negative', async () => {
    // A payout of everything payable, as payouts will write it.
    await t.db.transaction(async (tx) => {
      const { appendLedgerEntries } = await import('../../server/modules/money/ledger');
      await appendLedgerEntries(tx, seller.user.id, 'USD', [
        { type: 'payout', bucket: 'payable', amountMinor: -17_168 },
        { type: 'payout', bucket: 'paid', amountMinor: 17_168 },
      ]);
    });
    const url = `/v1/admin/sellers/${seller.user.id}/ledger/reversals`;
    expect((await t.request({ method: 'POST', url, token: reviewer, payload: { order_id: first.id, reason: 'Refunded' } })).statusCode).toBe(403);
    const noReason = await t.request({ method: 'POST', url, token: admin, payload: { order_id: first.id } });
    expect(Object.keys(envelope(noReason).errors ?? {})).toEqual(['reason']);
    const reversed = await t.request({ method: 'POST', url, token: admin, payload: { order_id: first.id, reason: 'Goods returned damaged' } });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await balanceOf(seller.user.id)).toMatchObject({ payableMinor: -17_168, reservedMinor: 0, paidMinor: 17_168 });
    expect((await t.request({ method: 'POST', url, token: admin, payload: { order_id: first.id, reason: 'Again' } })).statusCode).toBe(409);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.reversed'), eq(auditLog.subjectId, seller.user.id)));
    expect(audit.note).toBe('Goods returned damaged');
  });

  it('adjustments need a reason and a non-zero amount, are audited, and only administrators make them', async () => {
    const url = `/v1/admin/sellers/${seller.user.id}/ledger/adjustments`;
    const missing = await t.request({ method: 'POST', url, token: admin, payload: { currency: 'USD', amount_minor: 0, bucket: 'lost' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(envelope(missing).errors ?? {}).sort()).toEqual(['amount_minor', 'bucket', 'reason']);
    expect(
      (await t.request({ method: 'POST', url, token: reviewer, payload: { currency: 'USD', amount_minor: 500, bucket: 'payable', reason: 'Goodwill' } }))
        .statusCode,
    ).toBe(403);
    const made = await t.request({
      method: 'POST',
      url,
      token: admin,
      payload: { currency: 'USD', amount_minor: 500, bucket: 'payable', reason: 'Goodwill credit' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(envelope<{ balance: { payable_minor: number } }>(made).data.balance.payable_minor).toBe(-16_668);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.adjusted'), eq(auditLog.subjectId, seller.user.id)));
    expect(audit).toMatchObject({ note: 'Goodwill credit', actorRole: 'administrator' });
    const unknownSeller = await t.request({
      method: 'POST',
      url: '/v1/admin/sellers/00000000-0000-4000-8000-000000000000/ledger/adjustments',
      token: admin,
      payload: { currency: 'USD', amount_minor: 5, bucket: 'payable', reason: 'Test' },
    });
    expect(unknownSeller.statusCode).toBe(404);
  });

  it('a seller reads only its own ledger; buyers get 403; staff read any seller’s; filters and bad input name the field', async () => {
    const mine = await t.request({ method: 'GET', url: '/v1/seller/ledger?limit=5', token: seller.token });
    const page = envelope<Array<{ seller_id: string; type: string; order_number: string | null }>>(mine);
    expect(page.total).toBe(12);
    expect(page.data).toHaveLength(5);
    expect(page.data[0].type).toBe('adjustment');
    expect(new Set(page.data.map((entry) => entry.seller_id))).toEqual(new Set([seller.user.id]));
    const cursor = (JSON.parse(mine.body) as { pagination: { next_cursor: string } }).pagination.next_cursor;
    const next = envelope<Array<{ seq: number }>>(await t.request({ method: 'GET', url: `/v1/seller/ledger?limit=5&cursor=${cursor}`, token: seller.token }));
    expect(next.data).toHaveLength(5);

    const other = await supplier(t, 'Other Seller');
    const theirs = envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/seller/ledger', token: other.token }));
    expect(theirs.data).toEqual([]);
    expect(theirs.total).toBe(0);
    const buyerOnly = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/seller/ledger', token: buyerOnly.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/seller/balances', token: buyerOnly.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/ledger', token: seller.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/seller/ledger' })).statusCode).toBe(401);

    for (const token of [admin, reviewer]) {
      const staffView = envelope<Array<{ seller_id: string }>>(
        await t.request({ method: 'GET', url: `/v1/admin/ledger?seller_id=${seller.user.id}&type=reversal`, token }),
      );
      expect(staffView.total).toBe(1);
    }
    // The explorer finds a seller by email or name.
    const found = envelope<Array<{ seller_id: string; seller_name: string }>>(
      await t.request({ method: 'GET', url: `/v1/admin/ledger?q=${encodeURIComponent('Ledger Seller')}&limit=100`, token: reviewer }),
    );
    expect(found.total).toBe(12);
    expect(new Set(found.data.map((entry) => entry.seller_id))).toEqual(new Set([seller.user.id]));
    expect(found.data[0].seller_name).toBe('Ledger Seller Trading');
    expect(envelope(await t.request({ method: 'GET', url: '/v1/admin/ledger?q=nobody-at-all', token: reviewer })).total).toBe(0);
    const balances = envelope<{ balances: Array<{ payable_minor: number }> }>(
      await t.request({ method: 'GET', url: `/v1/admin/sellers/${seller.user.id}/balances`, token: reviewer }),
    );
    expect(balances.data.balances[0].payable_minor).toBe(-16_668);

    const bad = await t.request({ method: 'GET', url: '/v1/seller/ledger?type=gift&currency=XXX&from=2026-13-01', token: seller.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).errors ?? {}).sort()).toEqual(['currency', 'from', 'type']);
    const backwards = await t.request({ method: 'GET', url: '/v1/seller/ledger?from=2026-05-02&to=2026-05-01', token: seller.token });
    expect(Object.keys(envelope(backwards).errors ?? {})).toEqual(['to']);

    const csv = await t.request({ method: 'GET', url: '/v1/seller/ledger/export?type=sale', token: seller.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'created_at,seq,currency,type,bucket,amount_minor,order_number,payout_id,reason,pending_after,payable_after,reserved_after,paid_after',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',USD,sale,pending,20000,');
  });

  it('shows a new entry on the next read of a page it kept: the page is kept by the entry count, which every append moves', async () => {
    const page = async (token: string, url: string) => envelope<Array<{ reason: string | null }>>(await t.request({ method: 'GET', url, token }));
    const first = await page(seller.token, '/v1/seller/ledger?limit=3');
    expect(await page(seller.token, '/v1/seller/ledger?limit=3')).toEqual(first);
    const staffFirst = await page(admin, `/v1/admin/ledger?seller_id=${seller.user.id}&limit=3`);
    const made = await t.request({
      method: 'POST',
      url: `/v1/admin/sellers/${seller.user.id}/ledger/adjustments`,
      token: admin,
      payload: { currency: 'USD', amount_minor: 100, bucket: 'payable', reason: 'Kept page check' },
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const [token, url, before] of [
      [seller.token, '/v1/seller/ledger?limit=3', first],
      [admin, `/v1/admin/ledger?seller_id=${seller.user.id}&limit=3`, staffFirst],
    ] as const) {
      const after = await page(token, url);
      expect(after.data[0].reason).toBe('Kept page check');
      expect(after.total).toBe(before.total! + 1);
    }
  });

  it('is append-only in the database itself', async () => {
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'passed',
        (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await failure(t.db.execute(sql`update seller_ledger_entries set amount_minor = 0`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`delete from seller_ledger_entries`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`truncate seller_ledger_entries`))).toMatch(/append-only/);
  });
});
