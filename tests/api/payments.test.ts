import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { OrderPaymentSummary, ReceivedPayment, StatementImportResult, UnmatchedPayment } from '../../src/contract/payments';
import { auditLog, bankStatementLines, notifications, orderEvents, orderPayments, orders, users } from '../../server/db/schema';
import { createTestApp, envelope, multipart, onboardedSeller, signUp, staffToken } from './helpers';
import { placedOrder, setBusinessName, stockedProduct } from './order-fixtures';

const t = await createTestApp();
const admin = await staffToken(t, 'administrator');
const reviewer = await staffToken(t, 'reviewer');

async function scene(options: { method?: 'bank_transfer' | 'agreed_terms'; status?: 'pending' | 'confirmed'; quantity?: number } = {}) {
  const seller = await onboardedSeller(t, { name: 'Li Wei' });
  const buyer = await signUp(t, { role: 'buyer', name: 'अनिल शर्मा' });
  await setBusinessName(t.db, buyer.user.id, '上海精密机械有限公司');
  const product = await stockedProduct(t.db, seller.user.id, { name: 'Steel Bolts M8 钢螺栓', onHand: 1000, priceMinor: 2500, unit: 'box' });
  const order = await placedOrder(t.db, {
    sellerId: seller.user.id,
    buyerId: buyer.user.id,
    lines: [{ product, quantity: options.quantity ?? 4 }],
    status: options.status ?? 'confirmed',
  });
  if (options.method) await t.db.update(orders).set({ paymentMethod: options.method }).where(eq(orders.id, order.id));
  return { seller, buyer, order };
}

const summary = async (token: string, id: string) => t.request({ method: 'GET', url: `/v1/orders/${id}/payments`, token });
const record = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/admin/orders/${id}/payments`, token, payload });
const csv = (text: string) => multipart([{ field: 'file', file: { name: 'statement.csv', type: 'text/csv', data: Buffer.from(text) } }]);
const importCsv = (token: string, text: string) => t.request({ method: 'POST', url: '/v1/admin/payments/import', token, ...csv(text) });
const ship = (token: string, id: string) =>
  t.request({
    method: 'POST',
    url: `/v1/orders/${id}/transition`,
    token,
    payload: { status: 'shipped', carrier: 'DHL Express', tracking_number: '4871209365' },
  });

describe('an order’s payment state and instructions', () => {
  it('the buyer and the seller read it; others get 404, staff read it through the back office', async () => {
    const { seller, buyer, order } = await scene();
    const mine = envelope<OrderPaymentSummary>(await summary(buyer.token, order.id)).data;
    expect(mine).toMatchObject({
      order_number: order.number,
      settlement_mode: 'collect',
      state: 'unpaid',
      total_minor: 10_000,
      received_minor: 0,
      outstanding_minor: 10_000,
      currency: 'USD',
      method: 'bank_transfer',
      terms: 'advance',
      can_ship_unpaid: false,
      instructions: {
        account_name: 'Demo Marketplace Ltd',
        bank_name: 'Demo Bank AG',
        account: 'DE89 3704 0044 0532 0130 00',
        swift: 'COBADEFFXXX',
        amount_minor: 10_000,
        currency: 'USD',
        reference: order.number,
      },
      payments: [],
    });
    expect(mine.due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await summary(seller.token, order.id)).statusCode).toBe(200);

    const otherBuyer = await signUp(t, { role: 'buyer' });
    const otherSeller = await onboardedSeller(t);
    for (const token of [otherBuyer.token, otherSeller.token]) {
      expect((await summary(token, order.id)).statusCode).toBe(404);
      expect((await t.request({ method: 'GET', url: `/v1/orders/${order.id}/proforma.pdf`, token })).statusCode).toBe(404);
    }
    expect((await summary(admin, order.id)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/orders/${order.id}/payments` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/v1/admin/orders/${order.id}/payments`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/v1/admin/orders/${order.id}/payments`, token: reviewer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/admin/orders/${order.id}/payments`, token: buyer.token })).statusCode).toBe(403);
  });

  it('agreed terms are Net 30: due 30 days after the order, and the seller may ship before payment', async () => {
    const { buyer, order } = await scene({ method: 'agreed_terms' });
    const [row] = await t.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, order.id));
    const data = envelope<OrderPaymentSummary>(await summary(buyer.token, order.id)).data;
    expect(data).toMatchObject({ terms: 'net30', can_ship_unpaid: true });
    expect(data.due_on).toBe(new Date(row.createdAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10));
  });
});

describe('staff record payments', () => {
  it('partial, then the rest, then more: unpaid → partially paid → paid → overpaid, each told live, in the history and audited', async () => {
    const { seller, buyer, order } = await scene();
    const first = await record(admin, order.id, { amount_minor: 4_000, received_on: '2026-11-20', bank_reference: `Payment ${order.number}` });
    expect(first.statusCode).toBe(200);
    expect(envelope<OrderPaymentSummary>(first)).toMatchObject({
      message: 'Payment recorded',
      data: { state: 'partially_paid', received_minor: 4_000, outstanding_minor: 6_000, instructions: { amount_minor: 6_000 } },
    });
    let [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paymentStatus).toBe('unpaid');

    const second = envelope<OrderPaymentSummary>(await record(admin, order.id, { amount_minor: 6_000, received_on: '2026-11-21' })).data;
    expect(second).toMatchObject({ state: 'paid', outstanding_minor: 0, instructions: null });
    [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.paymentStatus).toBe('paid');
    expect(row.paidAt).not.toBeNull();

    const third = envelope<OrderPaymentSummary>(await record(admin, order.id, { amount_minor: 500, received_on: '2026-11-22' })).data;
    expect(third).toMatchObject({ state: 'overpaid', received_minor: 10_500, outstanding_minor: 0 });
    expect(third.payments.map((p) => p.amount_minor)).toEqual([500, 6_000, 4_000]);

    const history = await t.db.select({ note: orderEvents.note }).from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.map((e) => e.note).filter(Boolean)).toEqual(['Payment recorded: 40.00 USD', 'Payment recorded: 60.00 USD', 'Payment recorded: 5.00 USD']);
    for (const user of [buyer.user.id, seller.user.id]) {
      const told = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, user));
      expect(told.map((n) => n.title)).toContain(`Payment of 60.00 USD received for order ${order.number}`);
    }
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.note, 'payments'));
    expect(audited.filter((entry) => entry.subjectLabel?.includes(order.number))).toHaveLength(3);
  });

  it('names each bad field; refuses a cancelled order, a taken bank line, reviewers, sellers and buyers', async () => {
    const { seller, buyer, order } = await scene();
    const bad = await record(admin, order.id, { amount_minor: 0, received_on: '2026-02-30', bank_reference: 'x'.repeat(141), extra: 1 });
    expect(bad.statusCode).toBe(400);
    const errors = envelope(bad).errors as Record<string, string>;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['amount_minor', 'received_on', 'bank_reference']));
    expect((await record(admin, '00000000-0000-4000-8000-000000000000', { amount_minor: 1, received_on: '2026-11-20' })).statusCode).toBe(404);
    for (const token of [reviewer, seller.token, buyer.token])
      expect((await record(token, order.id, { amount_minor: 1, received_on: '2026-11-20' })).statusCode).toBe(403);

    expect((await record(admin, order.id, { amount_minor: 100, received_on: '2026-11-20', bank_line_id: 'LINE-1' })).statusCode).toBe(200);
    const taken = await record(admin, order.id, { amount_minor: 100, received_on: '2026-11-20', bank_line_id: 'LINE-1' });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).errors).toEqual({ bank_line_id: 'This bank line is already recorded' });

    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await record(admin, order.id, { amount_minor: 100, received_on: '2026-11-20' });
    expect(cancelled.statusCode).toBe(409);
    expect(envelope(cancelled).message).toBe('This order is cancelled: no payment can be recorded against it');
  });

  it('the seller cannot record a payment itself in collect mode', async () => {
    const { seller, order } = await scene();
    const response = await t.request({ method: 'POST', url: `/v1/orders/${order.id}/payment`, token: seller.token, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('The marketplace records payments for this order: the buyer pays its bank account');
  });
});

describe('shipping an unpaid order', () => {
  it('paid in advance by bank transfer: refused until paid in full, naming the reason', async () => {
    const { seller, order } = await scene();
    const refused = await ship(seller.token, order.id);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({
      message: 'This order is paid by bank transfer in advance: ship it once it is paid in full',
      errors: { status: 'This order is paid by bank transfer in advance: ship it once it is paid in full' },
    });
    await record(admin, order.id, { amount_minor: 9_999, received_on: '2026-11-20' });
    expect((await ship(seller.token, order.id)).statusCode).toBe(409);
    await record(admin, order.id, { amount_minor: 1, received_on: '2026-11-20' });
    expect((await ship(seller.token, order.id)).statusCode).toBe(200);
  });

  it('on agreed terms (Net 30) the seller ships before payment; another seller still gets 404', async () => {
    const { seller, order } = await scene({ method: 'agreed_terms' });
    const other = await onboardedSeller(t);
    expect((await ship(other.token, order.id)).statusCode).toBe(404);
    expect((await ship(seller.token, order.id)).statusCode).toBe(200);
  });

  it('in direct mode the rule is the seller’s own business', async () => {
    const direct = await createTestApp({ settlementMode: 'direct' });
    const seller = await onboardedSeller(direct);
    const buyer = await signUp(direct, { role: 'buyer' });
    const product = await stockedProduct(direct.db, seller.user.id, { onHand: 10, priceMinor: 100 });
    const order = await placedOrder(direct.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 1 }], status: 'confirmed' });
    const shipped = await direct.request({
      method: 'POST',
      url: `/v1/orders/${order.id}/transition`,
      token: seller.token,
      payload: { status: 'shipped', carrier: 'UPS', tracking_number: '1Z' },
    });
    expect(shipped.statusCode).toBe(200);
    const data = envelope<OrderPaymentSummary>(await direct.request({ method: 'GET', url: `/v1/orders/${order.id}/payments`, token: buyer.token })).data;
    expect(data).toMatchObject({ settlement_mode: 'direct', instructions: null });
  });
});

describe('bank statement import', () => {
  it('matches lines by the order number in the reference, keeps the rest waiting, and a second import records nothing twice', async () => {
    const { order } = await scene();
    const { order: eurOrder } = await scene();
    await t.db.update(orders).set({ currency: 'EUR' }).where(eq(orders.id, eurOrder.id));
    const file = [
      'date,amount,currency,reference,bank id',
      `2026-11-20,60.00,USD,Invoice ${order.number.toLowerCase()} part 1,BANK-A1`,
      `2026-11-21,"1,000.00",USD,no number here,BANK-A2`,
      `2026-11-21,40.00,USD,${eurOrder.number},BANK-A3`,
      `2026-11-22,40.00,USD,ORD-2026-ZZZZZZZZ,BANK-A4`,
    ].join('\n');
    const first = await importCsv(admin, file);
    expect(first.statusCode).toBe(200);
    expect(envelope<StatementImportResult>(first)).toMatchObject({
      message: '1 recorded, 3 waiting for a match, 0 already imported',
      data: { recorded: 1, unmatched: 3, skipped: 0, problems: [] },
    });
    const again = envelope<StatementImportResult>(await importCsv(admin, file)).data;
    expect(again).toEqual({ recorded: 0, unmatched: 0, skipped: 4, problems: [] });
    expect(await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toHaveLength(1);

    const waiting = envelope<UnmatchedPayment[]>(
      await t.request({ method: 'GET', url: '/v1/admin/unmatched-payments?sort=received_on&order=asc', token: admin }),
    );
    // Lines of one day tie on received_on: read them in the file's order, by bank id.
    const mine = waiting.data.filter((line) => line.bank_line_id.startsWith('BANK-A')).sort((a, b) => a.bank_line_id.localeCompare(b.bank_line_id));
    expect(mine.map((line) => [line.bank_line_id, line.reason, line.amount_minor])).toEqual([
      ['BANK-A2', 'no_reference', 100_000],
      ['BANK-A3', 'currency', 4_000],
      ['BANK-A4', 'unknown_order', 4_000],
    ]);

    // A manual match: the line becomes the order's payment and leaves the queue.
    const line = mine[0];
    const wrongCurrency = await t.request({
      method: 'POST',
      url: `/v1/admin/unmatched-payments/${mine[1].id}/match`,
      token: admin,
      payload: { order_number: eurOrder.number },
    });
    expect(wrongCurrency.statusCode).toBe(409);
    expect(envelope(wrongCurrency).errors).toEqual({ order_number: 'The payment is in USD but the order is in EUR' });
    const unknown = await t.request({
      method: 'POST',
      url: `/v1/admin/unmatched-payments/${line.id}/match`,
      token: admin,
      payload: { order_number: 'ORD-2026-ZZZZZZZZ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).errors).toEqual({ order_number: 'No order has this number' });
    const matched = await t.request({
      method: 'POST',
      url: `/v1/admin/unmatched-payments/${line.id}/match`,
      token: admin,
      payload: { order_number: order.number.toLowerCase() },
    });
    expect(matched.statusCode).toBe(200);
    expect(envelope<OrderPaymentSummary>(matched).data).toMatchObject({ state: 'overpaid', received_minor: 106_000 });
    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/unmatched-payments/${line.id}/match`, token: admin, payload: { order_number: order.number } }))
        .statusCode,
    ).toBe(409);
    const [stored] = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.id, line.id));
    expect(stored).toMatchObject({ status: 'matched', orderId: order.id });

    const received = envelope<ReceivedPayment[]>(await t.request({ method: 'GET', url: `/v1/admin/payments?q=${order.number}`, token: admin })).data;
    expect(received.map((p) => [p.amount_minor, p.source, p.order_state, p.bank_line_id])).toEqual([
      [100_000, 'statement', 'overpaid', 'BANK-A2'],
      [6_000, 'statement', 'overpaid', 'BANK-A1'],
    ]);
    expect(received[0]).toMatchObject({ seller: { name: 'Li Wei' }, buyer: { name: 'अनिल शर्मा' }, order_number: order.number });
  });

  it('a file with a bad line names each line and field and stores nothing', async () => {
    const { order } = await scene();
    const file = [
      'date,amount,currency,reference,bank_id',
      `2026-11-20,60.00,USD,${order.number},BANK-B1`,
      `2026-13-01,-5,XXX,${order.number},`,
      `2026-11-20,1.234,USD,${order.number},BANK-B1`,
    ].join('\r\n');
    const response = await importCsv(admin, file);
    expect(response.statusCode).toBe(422);
    const body = envelope<StatementImportResult>(response);
    expect(body.message).toBe('Nothing was imported: 4 problems to fix');
    expect(body.data.problems).toEqual([
      { row: 3, field: 'date', message: 'Enter the date as YYYY-MM-DD' },
      { row: 3, field: 'currency', message: 'Choose a currency from the list' },
      { row: 3, field: 'bank_id', message: 'Give the bank’s id of the line (1 to 100 characters)' },
      { row: 4, field: 'amount', message: 'Enter an amount above 0 with at most the currency’s decimals, like 1250.00' },
    ]);
    expect(await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.bankLineId, 'BANK-B1'))).toHaveLength(0);
    expect(await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))).toHaveLength(0);

    const missing = await importCsv(admin, 'date,amount,currency,memo\n2026-11-20,1.00,USD,x\n');
    expect(envelope<StatementImportResult>(missing).data.problems.map((p) => p.field)).toEqual(['reference', 'bank_id', 'memo']);
    expect((await importCsv(admin, '')).statusCode).toBe(422);
    const notMultipart = await t.request({ method: 'POST', url: '/v1/admin/payments/import', token: admin, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(envelope(notMultipart).errors).toEqual({ file: 'Choose a CSV file' });
    expect((await importCsv(reviewer, 'date,amount,currency,reference,bank_id\n')).statusCode).toBe(403);
  });

  it('the lists are the payments area’s: reviewers, sellers and buyers get 403', async () => {
    const { seller, buyer } = await scene();
    for (const url of ['/v1/admin/payments', '/v1/admin/unmatched-payments'])
      for (const token of [reviewer, seller.token, buyer.token]) expect((await t.request({ method: 'GET', url, token })).statusCode).toBe(403);
    expect(envelope(await t.request({ method: 'GET', url: '/v1/admin/payments?source=wire', token: admin })).errors).toEqual({
      source: 'Choose one of: manual, statement',
    });
  });
});

describe('the pro-forma invoice', () => {
  it('is a PDF with the order, both parties in their scripts and the payment instructions', async () => {
    const { buyer, seller, order } = await scene();
    await t.db.update(users).set({ name: '李伟' }).where(eq(users.id, seller.user.id));
    await record(admin, order.id, { amount_minor: 2_500, received_on: '2026-11-20' });
    for (const token of [buyer.token, seller.token]) {
      const response = await t.request({ method: 'GET', url: `/v1/orders/${order.id}/proforma.pdf`, token });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="proforma-${order.number}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const response = await t.request({ method: 'GET', url: `/v1/orders/${order.id}/proforma.pdf`, token: buyer.token });
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Pro-forma invoice',
      order.number,
      'Steel Bolts M8 钢螺栓',
      '4 boxes',
      '上海精密机械有限公司',
      'Demo Marketplace Ltd',
      'DE89 3704 0044 0532 0130 00',
      'COBADEFFXXX',
      '100.00 USD',
      'Received 25.00 USD',
      'Amount due 75.00 USD',
      'Partially paid',
      'Payment in advance by bank transfer',
    ])
      expect(flat).toContain(expected);
    // Devanagari is shaped (its vowel signs reorder), so its letters are checked, not its exact order.
    for (const letter of ['अ', 'न', 'ल', 'श']) expect(flat).toContain(letter);
  });

  it('is written in the language the app asks for, its figures unchanged', async () => {
    const { buyer, order } = await scene();
    const response = await t.request({ method: 'GET', url: `/v1/orders/${order.id}/proforma.pdf`, token: buyer.token, headers: { 'accept-language': 'zh' } });
    expect(response.headers['content-language']).toBe('zh');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, ' ');
    // The quantity is counted in the document's language too, as the order page counts it.
    for (const expected of ['形式发票', order.number, '4 盒', '付款方式', '付款备注', '应付金额', '100.00 USD', '银行转账预付', 'DE89 3704 0044 0532 0130 00'])
      expect(flat).toContain(expected);
    expect(flat).not.toContain('How to pay');
  });
});

describe('demo data', () => {
  it('every demo order that shipped by bank transfer is paid in full, one confirmed order half, and one bank line waits', async () => {
    const demo = await createTestApp({}, { seed: true });
    const shipped = await demo.db.select().from(orders).where(eq(orders.paymentMethod, 'bank_transfer'));
    const paid = await demo.db.select().from(orderPayments);
    const sumOf = (id: string) => paid.filter((p) => p.orderId === id).reduce((sum, p) => sum + p.amountMinor, 0);
    for (const order of shipped.filter((o) => o.status === 'shipped' || o.status === 'delivered')) {
      expect(sumOf(order.id)).toBe(order.totalMinor);
      expect(order.paymentStatus).toBe('paid');
    }
    expect(shipped.filter((o) => o.status === 'confirmed' && sumOf(o.id) > 0 && sumOf(o.id) < o.totalMinor)).toHaveLength(1);
    const waiting = await demo.db.select().from(bankStatementLines).where(eq(bankStatementLines.status, 'unmatched'));
    expect(waiting.map((line) => line.bankLineId)).toEqual(['DEMO-UNMATCHED-1']);
  });
});
