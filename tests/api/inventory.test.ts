import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventory, products, stockMovements } from '../../server/db/schema';
import type { InventoryItem, StockAdjustmentResult, StockMovement } from '../../src/contract/operations';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';
import { ledgerIsConsistent, ledgerOf, stockedProduct, stockOf } from './order-fixtures';

const t = await createTestApp();
const seller = () => onboardedSeller(t);
const unknownId = '00000000-0000-4000-8000-000000000000';

type Adjustment = { delta: unknown; reason: unknown; note?: unknown } & Record<string, unknown>;
const adjust = (token: string, productId: string, payload: Adjustment) =>
  t.request({ method: 'POST', url: `/v1/inventory/${productId}/adjustments`, token, payload });
const list = async (token: string, query = '') => envelope<InventoryItem[]>(await t.request({ method: 'GET', url: `/v1/inventory${query}`, token }));

describe('GET /v1/inventory', () => {
  it("lists the seller's stock with its state", async () => {
    const { token, user } = await seller();
    const plenty = await stockedProduct(t.db, user.id, { name: 'Steel Bolts M8', sku: 'BOLT-M8', onHand: 500, threshold: 50 });
    const low = await stockedProduct(t.db, user.id, { name: 'Hex Nuts M8', sku: 'NUT-M8', onHand: 50, threshold: 50 });
    const out = await stockedProduct(t.db, user.id, { name: 'Washers M8', sku: 'WSH-M8', onHand: 0, threshold: 50 });
    const response = await t.request({ method: 'GET', url: '/v1/inventory?sort=name&order=asc', token });
    expect(response.statusCode).toBe(200);
    const body = envelope<InventoryItem[]>(response);
    expect(body).toMatchObject({ success: true, total: 3, pagination: { page: 1, limit: 20, totalPages: 1 } });
    expect(body.data).toEqual([
      {
        product_id: low.id,
        product_name: 'Hex Nuts M8',
        sku: 'NUT-M8',
        on_hand: 50,
        reserved: 0,
        available: 50,
        low_stock_threshold: 50,
        stock_state: 'low_stock',
        updated_at: expect.any(String),
      },
      {
        product_id: plenty.id,
        product_name: 'Steel Bolts M8',
        sku: 'BOLT-M8',
        on_hand: 500,
        reserved: 0,
        available: 500,
        low_stock_threshold: 50,
        stock_state: 'in_stock',
        updated_at: expect.any(String),
      },
      {
        product_id: out.id,
        product_name: 'Washers M8',
        sku: 'WSH-M8',
        on_hand: 0,
        reserved: 0,
        available: 0,
        low_stock_threshold: 50,
        stock_state: 'out_of_stock',
        updated_at: expect.any(String),
      },
    ]);
    expect(new Date(body.data[0].updated_at).toISOString()).toBe(body.data[0].updated_at);
  });

  it('filters by stock state, searches name and SKU, sorts and paginates', async () => {
    const { token, user } = await seller();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await stockedProduct(t.db, user.id, { name: 'Cotton Gloves', sku: 'GLV-100', onHand: 300, threshold: 20, updatedAt: day(3) });
    await stockedProduct(t.db, user.id, { name: 'Nitrile Gloves', sku: 'GLV-200', onHand: 5, threshold: 20, updatedAt: day(1) });
    await stockedProduct(t.db, user.id, { name: 'Safety Goggles', sku: 'GOG-1', onHand: 0, threshold: 20, updatedAt: day(2) });
    await stockedProduct(t.db, user.id, { name: '100% Wool Socks', sku: 'SOCK_1', onHand: 20, threshold: 20, updatedAt: day(4) });

    const names = (items: InventoryItem[]) => items.map((i) => i.product_name);
    expect(names((await list(token, '?stock_state=in_stock')).data)).toEqual(['Cotton Gloves']);
    expect(names((await list(token, '?stock_state=low_stock&sort=name&order=asc')).data)).toEqual(['100% Wool Socks', 'Nitrile Gloves']);
    expect(names((await list(token, '?stock_state=out_of_stock')).data)).toEqual(['Safety Goggles']);
    expect(names((await list(token, '?q=gloves&sort=name&order=asc')).data)).toEqual(['Cotton Gloves', 'Nitrile Gloves']);
    expect(names((await list(token, '?q=glv-2')).data)).toEqual(['Nitrile Gloves']);
    // Wildcards are taken literally: '%' and '_' match only themselves.
    expect(names((await list(token, '?q=%25')).data)).toEqual(['100% Wool Socks']);
    expect(names((await list(token, '?q=_')).data)).toEqual(['100% Wool Socks']);
    expect(names((await list(token, '?q=GLV-200&stock_state=in_stock')).data)).toEqual([]);

    expect((await list(token, '?sort=on_hand&order=asc')).data.map((i) => i.on_hand)).toEqual([0, 5, 20, 300]);
    expect((await list(token, '?sort=on_hand')).data.map((i) => i.on_hand)).toEqual([300, 20, 5, 0]);
    expect(names((await list(token)).data)).toEqual(['100% Wool Socks', 'Cotton Gloves', 'Safety Goggles', 'Nitrile Gloves']);
    expect(names((await list(token, '?sort=updated_at&order=asc')).data)).toEqual(['Nitrile Gloves', 'Safety Goggles', 'Cotton Gloves', '100% Wool Socks']);
    const page2 = await list(token, '?sort=name&order=asc&limit=3&page=2');
    expect(names(page2.data)).toEqual(['Safety Goggles']);
    expect(page2).toMatchObject({ total: 4, pagination: { page: 2, limit: 3, totalPages: 2 } });
  });

  it('lists only what is below its minimum order with below_moq=true, the seller home’s group item for item', async () => {
    const { token, user } = await seller();
    const other = await seller();
    const stocked = async (name: string, onHand: number, moq: number, status: 'published' | 'draft' = 'published', owner = user.id) => {
      const product = await stockedProduct(t.db, owner, { name, onHand, threshold: 5 });
      await t.db
        .update(products)
        .set({ moq, status, publishedAt: status === 'published' ? new Date() : null })
        .where(eq(products.id, product.id));
      return product;
    };
    await stocked('Short spoon set', 20, 50);
    const held = await stocked('Held fork set', 60, 50);
    await t.db.update(inventory).set({ reserved: 15 }).where(eq(inventory.productId, held.id));
    await stocked('Enough knives', 50, 50);
    await stocked('Empty ladles', 0, 50);
    await stocked('Draft whisks', 10, 50, 'draft');
    await stocked('Someone else’s pans', 10, 50, 'published', other.user.id);

    const names = (items: InventoryItem[]) => items.map((i) => i.product_name);
    const below = await list(token, '?below_moq=true&sort=name&order=asc');
    // Available counts what is not held for pending orders: 60 on hand, 15 held, 45 < 50.
    expect(names(below.data)).toEqual(['Held fork set', 'Short spoon set']);
    expect(below.total).toBe(2);
    expect(names((await list(token, '?below_moq=true&q=spoon')).data)).toEqual(['Short spoon set']);
    // false is no filter: every one of the seller’s five.
    expect((await list(token, '?below_moq=false')).total).toBe(5);

    const queue = envelope<{ groups: Array<{ kind: string; count: number; items: Array<{ id: string }> }> }>(
      await t.request({ method: 'GET', url: '/v1/seller/home/queue', token }),
    ).data;
    const group = queue.groups.find((entry) => entry.kind === 'below_moq');
    expect(group?.count).toBe(below.total);
    expect(group?.items.map((item) => item.id).sort()).toEqual(below.data.map((item) => item.product_id).sort());

    const refused = await t.request({ method: 'GET', url: '/v1/inventory?below_moq=yes', token });
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).errors).toEqual({ below_moq: 'Use true or false' });
  });

  it('refuses bad list parameters by name', async () => {
    const { token } = await seller();
    const response = await t.request({ method: 'GET', url: '/v1/inventory?limit=101&sort=price&stock_state=plenty&page=0&order=up', token });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      page: expect.any(String),
      limit: 'At most 100 per page',
      sort: 'Sort by one of: updated_at, on_hand, name',
      order: expect.any(String),
      stock_state: 'Choose one of: in_stock, low_stock, out_of_stock',
    });
    expect((await t.request({ method: 'GET', url: '/v1/inventory?limit=abc', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/inventory?limit=100', token })).statusCode).toBe(200);
  });
});

describe('GET and PATCH /v1/inventory/:productId', () => {
  it('reads one row, refuses a malformed id and answers 404 for an unknown one', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 7, threshold: 3 });
    const response = await t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(envelope<InventoryItem>(response).data).toMatchObject({
      product_id: product.id,
      sku: product.sku,
      on_hand: 7,
      low_stock_threshold: 3,
      stock_state: 'in_stock',
    });
    const malformed = await t.request({ method: 'GET', url: '/v1/inventory/not-a-uuid', token });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).errors).toEqual({ id: 'Not a valid id' });
    expect((await t.request({ method: 'GET', url: `/v1/inventory/${unknownId}`, token })).statusCode).toBe(404);
  });

  it('changes the low-stock threshold, and nothing else', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 30, threshold: 10 });
    const saved = await t.request({ method: 'PATCH', url: `/v1/inventory/${product.id}`, token, payload: { low_stock_threshold: 40 } });
    expect(saved.statusCode).toBe(200);
    expect(envelope<InventoryItem>(saved).data).toMatchObject({ on_hand: 30, low_stock_threshold: 40, stock_state: 'low_stock' });

    const threshold = 'Enter a threshold between 0 and 1,000,000,000';
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ low_stock_threshold: -1 }, { low_stock_threshold: threshold }],
      [{ low_stock_threshold: 2.5 }, { low_stock_threshold: threshold }],
      [{ low_stock_threshold: '5' }, { low_stock_threshold: threshold }],
      [{ low_stock_threshold: 1_000_000_001 }, { low_stock_threshold: threshold }],
      [{}, { low_stock_threshold: threshold }],
      [{ low_stock_threshold: 5, on_hand: 1000 }, { on_hand: 'This field is not allowed' }],
      [
        { low_stock_threshold: 5, seller_id: user.id, product_id: unknownId },
        { seller_id: 'This field is not allowed', product_id: 'This field is not allowed' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await t.request({ method: 'PATCH', url: `/v1/inventory/${product.id}`, token, payload: payload as Record<string, unknown> });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).errors).toEqual(errors);
    }
    expect(await stockOf(t.db, product.id)).toBe(30);
    expect((await t.request({ method: 'PATCH', url: `/v1/inventory/${unknownId}`, token, payload: { low_stock_threshold: 1 } })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: '/v1/inventory/42', token, payload: { low_stock_threshold: 1 } })).statusCode).toBe(400);
  });
});

describe('POST /v1/inventory/:productId/adjustments', () => {
  it('adds and removes stock with a reason and writes the ledger', async () => {
    const { token, user, name } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 10, threshold: 5 });
    const received = await adjust(token, product.id, { delta: 50, reason: 'received', note: 'PO 7781 from the factory' });
    expect(received.statusCode).toBe(201);
    const body = envelope<StockAdjustmentResult>(received);
    expect(body.message).toBe('Stock updated');
    expect(body.data.item).toMatchObject({ product_id: product.id, on_hand: 60, stock_state: 'in_stock' });
    expect(body.data.movement).toEqual({
      id: expect.any(String),
      reason: 'received',
      delta: 50,
      balance_after: 60,
      note: 'PO 7781 from the factory',
      order_id: null,
      order_number: null,
      actor_name: name,
      created_at: expect.any(String),
    });
    expect(envelope<StockAdjustmentResult>(await adjust(token, product.id, { delta: -8, reason: 'damaged', note: '  ' })).data.movement).toMatchObject({
      delta: -8,
      balance_after: 52,
      note: null,
    });
    const corrected = envelope<StockAdjustmentResult>(await adjust(token, product.id, { delta: -50, reason: 'correction' })).data;
    expect(corrected.item).toMatchObject({ on_hand: 2, stock_state: 'low_stock' });
    expect(envelope<StockAdjustmentResult>(await adjust(token, product.id, { delta: -2, reason: 'correction' })).data.item.stock_state).toBe('out_of_stock');
    expect((await ledgerOf(t.db, product.id)).map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ['received', 10, 10],
      ['received', 50, 60],
      ['damaged', -8, 52],
      ['correction', -50, 2],
      ['correction', -2, 0],
    ]);
    expect(await ledgerIsConsistent(t.db, product.id)).toBe(true);
  });

  it('never takes stock below zero, and changes nothing when it refuses', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 3 });
    const response = await adjust(token, product.id, { delta: -4, reason: 'damaged' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toMatchObject({ success: false, message: 'Stock cannot go below zero', errors: { delta: 'Stock cannot go below zero' } });
    expect(await stockOf(t.db, product.id)).toBe(3);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
    expect((await adjust(token, product.id, { delta: -3, reason: 'damaged' })).statusCode).toBe(201);
    expect(await stockOf(t.db, product.id)).toBe(0);
    const huge = await adjust(token, product.id, { delta: 1_000_000_000, reason: 'received' });
    expect(huge.statusCode).toBe(201);
    const above = await adjust(token, product.id, { delta: 1, reason: 'received' });
    expect(above.statusCode).toBe(409);
    expect(envelope(above).errors).toEqual({ delta: 'Stock cannot go above 1,000,000,000' });
    expect(await ledgerIsConsistent(t.db, product.id)).toBe(true);
  });

  it('shows what pending orders hold, judges the state on what is available, and never takes stock below the held units', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { name: 'Brass Hinges', onHand: 100, threshold: 20 });
    await t.db.update(inventory).set({ reserved: 85 }).where(eq(inventory.productId, product.id));
    const item = envelope<InventoryItem>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token })).data;
    expect(item).toMatchObject({ on_hand: 100, reserved: 85, available: 15, stock_state: 'low_stock' });
    expect((await list(token, '?stock_state=low_stock')).data.map((row) => row.product_id)).toEqual([product.id]);
    expect((await list(token, '?stock_state=in_stock')).data).toEqual([]);

    const below = await adjust(token, product.id, { delta: -16, reason: 'damaged' });
    expect(below.statusCode).toBe(409);
    expect(envelope(below)).toMatchObject({
      message: 'Stock cannot go below the units held for pending orders',
      errors: { delta: 'Stock cannot go below the units held for pending orders' },
    });
    expect(await stockOf(t.db, product.id)).toBe(100);
    const removed = await adjust(token, product.id, { delta: -15, reason: 'damaged' });
    expect(removed.statusCode).toBe(201);
    expect(envelope<StockAdjustmentResult>(removed).data.item).toMatchObject({ on_hand: 85, reserved: 85, available: 0, stock_state: 'out_of_stock' });
    expect(await ledgerIsConsistent(t.db, product.id)).toBe(true);
  });

  it('validates the body with the shared messages', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 5 });
    const delta = 'Enter how many units to add or remove';
    const reason = 'Choose a reason';
    const cases: Array<[Adjustment, Record<string, string>]> = [
      [{ delta: 0, reason: 'received' }, { delta: 'The change cannot be 0' }],
      [{ delta: '5', reason: 'received' }, { delta }],
      [{ delta: 1.5, reason: 'received' }, { delta }],
      [{ delta: 1_000_000_001, reason: 'received' }, { delta }],
      [{ delta: null, reason: 'received' }, { delta }],
      [{ delta: 5, reason: 'order' }, { reason }],
      [{ delta: 5, reason: 'gift' }, { reason }],
      [{ delta: 5, reason: 'received', note: 'x'.repeat(501) }, { note: 'At most 500 characters' }],
      [
        { delta: 5, reason: 'received', balance_after: 99, seller_id: unknownId, order_id: unknownId },
        { balance_after: 'This field is not allowed', seller_id: 'This field is not allowed', order_id: 'This field is not allowed' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await adjust(token, product.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).errors).toEqual(errors);
    }
    const missing = await t.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token, payload: {} });
    expect(envelope(missing).errors).toEqual({ delta, reason });
    const notJson = await t.request({
      method: 'POST',
      url: `/v1/inventory/${product.id}/adjustments`,
      token,
      payload: 'delta=5',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect((await adjust(token, 'nope', { delta: 1, reason: 'received' })).statusCode).toBe(400);
    expect((await adjust(token, unknownId, { delta: 1, reason: 'received' })).statusCode).toBe(404);
    expect(await stockOf(t.db, product.id)).toBe(5);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
  });

  it('takes a removal only with a removal reason and a receipt only with a receipt reason', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 50 });
    const receivedRemoval = await adjust(token, product.id, { delta: -20, reason: 'received' });
    expect(receivedRemoval.statusCode).toBe(400);
    expect(envelope(receivedRemoval).errors).toEqual({ reason: 'Choose a reason for removing stock' });
    for (const reason of ['sold_offline', 'damaged', 'lost']) {
      const response = await adjust(token, product.id, { delta: 20, reason });
      expect(response.statusCode, reason).toBe(400);
      expect(envelope(response).errors).toEqual({ reason: 'Choose a reason for adding stock' });
    }
    expect(await stockOf(t.db, product.id)).toBe(50);
    for (const [delta, reason] of [
      [-4, 'sold_offline'],
      [-3, 'damaged'],
      [-2, 'lost'],
      [-1, 'correction'],
      [6, 'correction'],
      [10, 'received'],
    ] as const) {
      expect((await adjust(token, product.id, { delta, reason })).statusCode, `${reason} ${delta}`).toBe(201);
    }
    expect((await ledgerOf(t.db, product.id)).map((row) => [row.reason, row.delta])).toEqual([
      ['received', 50],
      ['sold_offline', -4],
      ['damaged', -3],
      ['lost', -2],
      ['correction', -1],
      ['correction', 6],
      ['received', 10],
    ]);
  });

  it('has a database that refuses a ledger row whose reason contradicts its direction', async () => {
    const { user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 50 });
    const row = { productId: product.id, sellerId: user.id, balanceAfter: 30, actorId: user.id };
    await expect(t.db.insert(stockMovements).values({ ...row, delta: -20, reason: 'received' })).rejects.toThrow();
    await expect(t.db.insert(stockMovements).values({ ...row, delta: 20, reason: 'lost' })).rejects.toThrow();
    // The same rows with a reason that fits are fine.
    await t.db.insert(stockMovements).values([
      { ...row, delta: -20, reason: 'correction' },
      { ...row, delta: 20, reason: 'received' },
    ]);
  });
});

describe('migration 0009: removals recorded with a receipt reason', () => {
  it('turns them into corrections and leaves every other row as it was', async () => {
    const folder = path.resolve(__dirname, '../../server/db/migrations');
    const statementsOf = (file: string) => fs.readFileSync(path.join(folder, file), 'utf8').split('--> statement-breakpoint');
    const files = fs
      .readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    const target = files.findIndex((name) => name.startsWith('0009_'));
    const db = new PGlite();
    try {
      for (const file of files.slice(0, target)) for (const statement of statementsOf(file)) await db.exec(statement);
      const product = '00000000-0000-4000-8000-0000000000a1';
      const seller = '00000000-0000-4000-8000-0000000000a2';
      await db.exec(`insert into users (id, email, name, password_hash, roles) values ('${seller}', 'old-ledger@example.com', 'Old Ledger', 'x', '{seller}')`);
      await db.exec(`insert into products (id, seller_id, name, sku) values ('${product}', '${seller}', 'Bolts', 'B-1')`);
      const rows: Array<[string, number]> = [
        ['received', 50],
        ['received', -20],
        ['damaged', -5],
        ['damaged', 3],
        ['correction', -1],
        ['order', -4],
      ];
      for (const [index, [reason, delta]] of rows.entries()) {
        await db.exec(
          `insert into stock_movements (product_id, seller_id, delta, balance_after, reason, created_at) values ('${product}', '${seller}', ${delta}, 0, '${reason}', now() + interval '${index} seconds')`,
        );
      }
      for (const statement of statementsOf(files[target])) await db.exec(statement);
      const after = await db.query<{ reason: string; delta: number }>('select reason, delta from stock_movements order by created_at');
      expect(after.rows.map((r) => [r.reason, r.delta])).toEqual([
        ['received', 50],
        ['correction', -20],
        ['damaged', -5],
        ['correction', 3],
        ['correction', -1],
        ['order', -4],
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('GET /v1/inventory/:productId/movements', () => {
  it('pages the ledger newest first and filters by reason', async () => {
    const { token, user, name } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 100 });
    await adjust(token, product.id, { delta: 20, reason: 'received', note: 'Second delivery' });
    await adjust(token, product.id, { delta: -5, reason: 'damaged', note: 'Crushed carton' });
    await adjust(token, product.id, { delta: -1, reason: 'correction' });
    const response = await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token });
    expect(response.statusCode).toBe(200);
    const body = envelope<StockMovement[]>(response);
    expect(body).toMatchObject({ total: 4, pagination: { page: 1, limit: 20, totalPages: 1 } });
    expect(body.data.map((m) => [m.reason, m.delta, m.balance_after, m.note])).toEqual([
      ['correction', -1, 114, null],
      ['damaged', -5, 115, 'Crushed carton'],
      ['received', 20, 120, 'Second delivery'],
      ['received', 100, 100, 'Opening stock'],
    ]);
    expect(body.data[0]).toMatchObject({ order_id: null, order_number: null, actor_name: name });
    const page2 = envelope<StockMovement[]>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements?limit=3&page=2`, token }));
    expect(page2.data.map((m) => m.delta)).toEqual([100]);
    expect(page2).toMatchObject({ total: 4, pagination: { page: 2, limit: 3, totalPages: 2 } });
    const received = envelope<StockMovement[]>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements?reason=received`, token }));
    expect(received.data.map((m) => m.delta)).toEqual([20, 100]);
  });

  it('refuses bad parameters and unknown products', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id);
    const bad = await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements?limit=101&reason=theft&page=-1`, token });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({
      limit: 'At most 100 per page',
      reason: 'Choose one of: received, sold_offline, damaged, lost, correction, order',
      page: expect.any(String),
    });
    expect((await t.request({ method: 'GET', url: '/v1/inventory/123/movements', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/v1/inventory/${unknownId}/movements`, token })).statusCode).toBe(404);
    expect(envelope<StockMovement[]>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token })).data).toEqual([]);
  });
});

describe('ownership and access', () => {
  it("hides a seller's stock from another seller, for every verb", async () => {
    const owner = await seller();
    const other = await seller();
    const product = await stockedProduct(t.db, owner.user.id, { name: 'Private Stock', onHand: 40, threshold: 5 });
    await stockedProduct(t.db, other.user.id, { name: 'Own Stock', onHand: 1 });
    const attempts = [
      t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token: other.token }),
      t.request({ method: 'PATCH', url: `/v1/inventory/${product.id}`, token: other.token, payload: { low_stock_threshold: 1 } }),
      t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token: other.token }),
      adjust(other.token, product.id, { delta: -40, reason: 'damaged' }),
      adjust(other.token, product.id, { delta: 10, reason: 'received' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ success: false, message: 'Not found' });
    }
    const theirs = await list(other.token);
    expect(theirs.data.map((i) => i.product_name)).toEqual(['Own Stock']);
    expect(theirs.total).toBe(1);
    for (const query of ['?q=Private', '?stock_state=in_stock', '?sort=name']) {
      expect((await list(other.token, query)).data.some((i) => i.product_id === product.id)).toBe(false);
    }
    const mine = envelope<InventoryItem>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token: owner.token })).data;
    expect(mine).toMatchObject({ on_hand: 40, low_stock_threshold: 5 });
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
  });

  it('has no create, replace or delete: stock rows come with products', async () => {
    const { token, user } = await seller();
    const product = await stockedProduct(t.db, user.id, { onHand: 4 });
    expect((await t.request({ method: 'POST', url: '/v1/inventory', token, payload: { product_id: product.id } })).statusCode).toBe(404);
    expect((await t.request({ method: 'PUT', url: `/v1/inventory/${product.id}`, token, payload: { on_hand: 9 } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/inventory/${product.id}`, token })).statusCode).toBe(404);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('is for onboarded sellers only', async () => {
    const owner = await seller();
    const product = await stockedProduct(t.db, owner.user.id, { onHand: 4 });
    const buyer = (await signUp(t, { role: 'buyer' })).token;
    const newSeller = (await signUp(t, { role: 'seller' })).token;
    const calls = (token?: string) => [
      t.request({ method: 'GET', url: '/v1/inventory', token }),
      t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token }),
      t.request({ method: 'PATCH', url: `/v1/inventory/${product.id}`, token, payload: { low_stock_threshold: 1 } }),
      t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token }),
      adjust(token ?? '', product.id, { delta: 1, reason: 'received' }),
    ];
    for (const response of await Promise.all(calls(buyer))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(newSeller))) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe('Verify your email address first');
    }
    for (const response of await Promise.all(calls())) expect(response.statusCode).toBe(401);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });
});
