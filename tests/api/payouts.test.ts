import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { auditLog, notifications, payoutBatches, sellerBalances, sellerLedgerEntries, sellerPayoutSettings, storeSections } from '../../server/db/schema';
import { isValidIban, pain001 } from '../../server/modules/payouts/exports';
import { makeScheduledBatches } from '../../server/modules/payouts/routes';
import { decimalAmount } from '../../server/lib/amounts';
import { nextPayoutAt, runsDueOn } from '../../server/modules/payouts/schedule';
import type { PayoutBatchDetail, PayoutItem, PayoutSettings } from '../../src/contract/payouts';
import { createTestApp, envelope, onboardedSeller, signUp, staffToken, type TestApp } from './helpers';

// Payout batches from making one to its settlement: who may do what (four eyes on approval), what each
// step does to the sellers' ledgers, the bank files (the SEPA file validated against the published
// schema when .cache/ holds it: scripts/fetch-iso20022-schema.sh), a seller's own payouts and schedule,
// the scheduled runs, and inputs refused by field.

const SCHEMA = '.cache/iso20022/pain.001.001.03.xsd';
let t: TestApp;
let admin: string;
let secondAdmin: string;
let reviewer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'administrator');
  secondAdmin = await staffToken(t, 'administrator');
  reviewer = await staffToken(t, 'reviewer');
});

type Seller = Awaited<ReturnType<typeof onboardedSeller>>;

/** A seller with complete bank details (or none) and, per currency, a payable balance put there by an adjustment. */
async function sellerWith(
  payable: Record<string, number>,
  bank: Record<string, string> | null = { account_number: '745612345678901', swift_bic: 'BKCHCNBJ45A' },
) {
  const name = `Payee ${Object.keys(payable).join('')}`;
  const seller = await onboardedSeller(t, { name });
  if (bank)
    await t.db.insert(storeSections).values({
      userId: seller.user.id,
      section: 'bank-details',
      data: { account_holder: `${name} Ltd`, bank_name: 'Demo Bank', currency: 'USD', ...bank },
      completedAt: new Date(),
    });
  for (const [currency, amount] of Object.entries(payable)) {
    const response = await t.request({
      method: 'POST',
      url: `/v1/admin/sellers/${seller.user.id}/ledger/adjustments`,
      token: admin,
      payload: { currency, bucket: 'payable', amount_minor: amount, reason: 'Opening balance for the test' },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return seller;
}

async function balanceOf(seller: Seller, currency: string) {
  const [row] = await t.db
    .select()
    .from(sellerBalances)
    .where(and(eq(sellerBalances.sellerId, seller.user.id), eq(sellerBalances.currency, currency)));
  return row;
}

const post = (url: string, token: string, payload: Record<string, unknown> = {}) => t.request({ method: 'POST', url, token, payload });
const batchOf = (response: { statusCode: number; body: string }) => envelope<PayoutBatchDetail>(response).data;
const itemOf = (batch: PayoutBatchDetail, seller: Seller, currency = 'USD') =>
  batch.items.find((item) => item.seller_id === seller.user.id && item.currency === currency) as PayoutItem;

/** Cancels every open batch, so each test makes its batch from its own sellers' balances only. */
async function cancelOpenBatches() {
  const open = await t.db.select({ id: payoutBatches.id, state: payoutBatches.state }).from(payoutBatches);
  for (const batch of open.filter((row) => row.state === 'draft' || row.state === 'approved'))
    expect((await post(`/v1/admin/payout-batches/${batch.id}/cancel`, admin)).statusCode).toBe(200);
}

describe('a payout batch', () => {
  it('takes each payable balance at or above the minimum with bank details, is approved by a second staff member, and moves payable to paid when sent', async () => {
    await cancelOpenBatches();
    const usd = await sellerWith({ USD: 125_050 });
    const euro = await sellerWith({ EUR: 40_000 }, { account_number: 'DE97 8705 0000 3600 0300 00', swift_bic: 'CHEKDE81XXX' });
    const noBank = await sellerWith({ USD: 90_000 }, null);
    const tiny = await sellerWith({ USD: 999 }); // below the $10.00 minimum

    const made = await post('/v1/admin/payout-batches', admin);
    expect(made.statusCode, made.body).toBe(201);
    const batch = batchOf(made);
    expect(batch).toMatchObject({ state: 'draft', trigger: 'on_demand', item_count: 2 });
    expect(batch.number).toMatch(/^PB-\d{6}$/);
    expect(batch.totals).toEqual([
      { currency: 'EUR', amount_minor: 40_000, count: 1 },
      { currency: 'USD', amount_minor: 125_050, count: 1 },
    ]);
    expect(itemOf(batch, usd)).toMatchObject({ amount_minor: 125_050, state: 'included', account_masked: '•••• 8901' });
    expect(JSON.stringify(batch)).not.toContain('745612345678901');
    expect(batch.items.some((item) => item.seller_id === noBank.user.id || item.seller_id === tiny.user.id)).toBe(false);

    // Nothing else qualifies while these two are in an open batch.
    const again = await post('/v1/admin/payout-batches', admin);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toMatch(/No seller has a payable balance/);

    // Four eyes: its maker cannot approve it; a draft cannot be exported or sent.
    const own = await post(`/v1/admin/payout-batches/${batch.id}/approve`, admin);
    expect(own.statusCode).toBe(403);
    expect(envelope(own).message).toBe('A second staff member must approve this batch: you made it');
    expect((await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${batch.id}/export.csv`, token: admin })).statusCode).toBe(409);
    const early = await post(`/v1/admin/payout-batches/${batch.id}/send`, admin);
    expect(early.statusCode).toBe(409);
    expect(envelope(early).message).toBe('This batch is draft; this step needs it approved');

    const approved = await post(`/v1/admin/payout-batches/${batch.id}/approve`, reviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(batchOf(approved)).toMatchObject({ state: 'approved', approved_by: 'Staff reviewer' });

    // The bank's files carry the full account numbers (administrators only).
    const csv = await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${batch.id}/export.csv`, token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('batch,payout_id,seller,account_holder,bank_name,account_number,swift_bic,currency,amount,reference,state');
    expect(csv.body).toContain(`,745612345678901,BKCHCNBJ45A,USD,1250.50,Payout ${batch.number},included`);
    expect((await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${batch.id}/export.csv`, token: reviewer })).statusCode).toBe(403);
    const xml = await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${batch.id}/pain001.xml`, token: admin });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain('<IBAN>DE97870500003600030000</IBAN>');
    expect(xml.body).toContain('<InstdAmt Ccy="EUR">400.00</InstdAmt>');
    expect(xml.body).not.toContain('USD');

    const usdBefore = await balanceOf(usd, 'USD');
    const sent = await post(`/v1/admin/payout-batches/${batch.id}/send`, admin);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(itemOf(batchOf(sent), usd).state).toBe('sent');
    const usdAfter = await balanceOf(usd, 'USD');
    expect(usdAfter.payableMinor).toBe(usdBefore.payableMinor - 125_050);
    expect(usdAfter.paidMinor).toBe(usdBefore.paidMinor + 125_050);
    const moves = await t.db
      .select({ type: sellerLedgerEntries.type, bucket: sellerLedgerEntries.bucket, amount: sellerLedgerEntries.amountMinor })
      .from(sellerLedgerEntries)
      .where(eq(sellerLedgerEntries.payoutId, itemOf(batch, usd).id))
      .orderBy(sellerLedgerEntries.seq);
    expect(moves).toEqual([
      { type: 'payout', bucket: 'payable', amount: -125_050 },
      { type: 'payout', bucket: 'paid', amount: 125_050 },
    ]);
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, usd.user.id), eq(notifications.kind, 'payout.sent')));
    expect(told.title).toBe('Payout of 1250.50 USD sent');
    // Sending twice moves nothing twice.
    expect((await post(`/v1/admin/payout-batches/${batch.id}/send`, admin)).statusCode).toBe(409);

    const paid = await post(`/v1/admin/payout-batches/${batch.id}/paid`, admin, { bank_reference: 'UTR2026112700042' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(batchOf(paid)).toMatchObject({ state: 'paid', bank_reference: 'UTR2026112700042' });
    expect(batchOf(paid).items.every((item) => item.state === 'paid' && item.bank_reference === 'UTR2026112700042')).toBe(true);

    // A transfer the bank returns comes back to payable, once.
    const item = itemOf(batchOf(paid), euro, 'EUR');
    const returned = await post(`/v1/admin/payout-items/${item.id}/return`, admin, { reason: 'Account closed at the receiving bank' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(itemOf(batchOf(returned), euro, 'EUR')).toMatchObject({ state: 'failed', failure_reason: 'Account closed at the receiving bank' });
    expect(await balanceOf(euro, 'EUR')).toMatchObject({ payableMinor: 40_000, paidMinor: 0 });
    expect((await post(`/v1/admin/payout-items/${item.id}/return`, admin, { reason: 'Account closed again' })).statusCode).toBe(409);

    const actions = await t.db.select({ action: auditLog.action, label: auditLog.subjectLabel }).from(auditLog).where(eq(auditLog.subjectId, batch.id));
    expect(actions.map((row) => row.action).sort()).toEqual(
      [
        'payout_batch.approved',
        'payout_batch.exported',
        'payout_batch.exported',
        'payout_batch.made',
        'payout_batch.paid',
        'payout_batch.sent',
        'payout.returned',
      ].sort(),
    );
    expect(actions.every((row) => row.label === batch.number)).toBe(true);
  });

  it('failed at the bank brings every payout back to payable; a cancelled one frees its balances for the next batch', async () => {
    await cancelOpenBatches();
    const seller = await sellerWith({ USD: 50_000 });
    const first = batchOf(await post('/v1/admin/payout-batches', admin, { currency: 'USD' }));
    const cancelled = await post(`/v1/admin/payout-batches/${first.id}/cancel`, admin, { reason: 'Wrong day' });
    expect(batchOf(cancelled)).toMatchObject({ state: 'cancelled', failure_reason: 'Wrong day' });
    expect(itemOf(batchOf(cancelled), seller).state).toBe('cancelled');
    expect(await balanceOf(seller, 'USD')).toMatchObject({ payableMinor: 50_000, paidMinor: 0 });

    const second = batchOf(await post('/v1/admin/payout-batches', secondAdmin, { currency: 'USD' }));
    expect(itemOf(second, seller).amount_minor).toBe(50_000);
    expect((await post(`/v1/admin/payout-batches/${second.id}/approve`, admin)).statusCode).toBe(200);
    expect((await post(`/v1/admin/payout-batches/${second.id}/send`, admin)).statusCode).toBe(200);
    expect(await balanceOf(seller, 'USD')).toMatchObject({ payableMinor: 0, paidMinor: 50_000 });
    const failed = await post(`/v1/admin/payout-batches/${second.id}/fail`, admin, { reason: 'The bank rejected the file' });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(batchOf(failed)).toMatchObject({ state: 'failed', failure_reason: 'The bank rejected the file' });
    expect(await balanceOf(seller, 'USD')).toMatchObject({ payableMinor: 50_000, paidMinor: 0 });
    const [reversal] = await t.db
      .select({ reason: sellerLedgerEntries.reason })
      .from(sellerLedgerEntries)
      .where(and(eq(sellerLedgerEntries.sellerId, seller.user.id), eq(sellerLedgerEntries.type, 'payout_reversal')));
    expect(reversal.reason).toBe('The bank rejected the file');
    // A cancelled or failed batch is over.
    expect((await post(`/v1/admin/payout-batches/${first.id}/approve`, reviewer)).statusCode).toBe(409);
    expect((await post(`/v1/admin/payout-batches/${second.id}/paid`, admin, { bank_reference: 'UTR1' })).statusCode).toBe(409);
  });

  it('keeps to the roles: reviewers read and approve; sellers and buyers are refused; bad input names its field', async () => {
    await cancelOpenBatches();
    await sellerWith({ USD: 20_000 });
    const seller = await onboardedSeller(t);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await post('/v1/admin/payout-batches', reviewer)).statusCode).toBe(403);
    for (const token of [seller.token, buyer.token]) {
      expect((await t.request({ method: 'GET', url: '/v1/admin/payout-batches', token })).statusCode).toBe(403);
      expect((await post('/v1/admin/payout-batches', token)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/v1/admin/payout-batches' })).statusCode).toBe(401);

    const badCurrency = await post('/v1/admin/payout-batches', admin, { currency: 'XYZ' });
    expect(badCurrency.statusCode).toBe(400);
    expect(envelope(badCurrency).errors).toHaveProperty('currency');
    const batch = batchOf(await post('/v1/admin/payout-batches', admin));
    expect((await post(`/v1/admin/payout-batches/${batch.id}/approve`, reviewer)).statusCode).toBe(200);
    expect((await post(`/v1/admin/payout-batches/${batch.id}/send`, admin)).statusCode).toBe(200);
    const noReference = await post(`/v1/admin/payout-batches/${batch.id}/paid`, admin, { bank_reference: ' ' });
    expect(noReference.statusCode).toBe(400);
    expect(envelope(noReference).errors).toEqual({ bank_reference: 'Enter the bank’s transfer reference (3 to 100 characters), e.g. the UTR' });
    const shortReason = await post(`/v1/admin/payout-batches/${batch.id}/fail`, admin, { reason: 'no' });
    expect(envelope(shortReason).errors).toHaveProperty('reason');
    const unknownField = await post(`/v1/admin/payout-batches/${batch.id}/paid`, admin, { bank_reference: 'UTR123', amount: 5 });
    expect(unknownField.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/admin/payout-batches/not-a-uuid', token: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${crypto.randomUUID()}`, token: admin })).statusCode).toBe(404);

    const list = await t.request({ method: 'GET', url: '/v1/admin/payout-batches?state=sent', token: reviewer });
    expect(list.statusCode).toBe(200);
    expect(envelope<Array<{ id: string; state: string }>>(list).data.map((row) => row.id)).toContain(batch.id);
    expect((await t.request({ method: 'GET', url: '/v1/admin/payout-batches?state=lost', token: reviewer })).statusCode).toBe(400);
  });
});

describe("a seller's payouts", () => {
  it('lists only its own, with the account masked; another seller’s is not found; buyers are refused', async () => {
    await cancelOpenBatches();
    const mine = await sellerWith({ USD: 30_000 });
    const theirs = await sellerWith({ USD: 31_000 });
    const batch = batchOf(await post('/v1/admin/payout-batches', admin, { currency: 'USD' }));
    const list = await t.request({ method: 'GET', url: '/v1/seller/payouts', token: mine.token });
    expect(list.statusCode, list.body).toBe(200);
    const rows = envelope<PayoutItem[]>(list).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seller_id: mine.user.id, amount_minor: 30_000, batch_number: batch.number, account_masked: '•••• 8901' });
    expect(list.body).not.toContain('745612345678901');
    const other = itemOf(batch, theirs);
    expect((await t.request({ method: 'GET', url: `/v1/seller/payouts/${other.id}`, token: mine.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/seller/payouts/${other.id}`, token: theirs.token })).statusCode).toBe(200);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/seller/payouts', token: buyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/seller/payouts?state=gone', token: mine.token })).statusCode).toBe(400);
  });

  it('has a schedule, weekly until changed, which the balances’ next payout day follows', async () => {
    const seller = await sellerWith({ USD: 100 });
    const read = await t.request({ method: 'GET', url: '/v1/seller/payout-settings', token: seller.token });
    expect(envelope<PayoutSettings>(read).data).toMatchObject({
      schedule: 'weekly',
      bank_ready: true,
      minimums: expect.objectContaining({ USD: 1_000, JPY: 10 }),
    });
    expect(new Date(envelope<PayoutSettings>(read).data.next_payout_at).getUTCDay()).toBe(1);
    const saved = await t.request({ method: 'PUT', url: '/v1/seller/payout-settings', token: seller.token, payload: { schedule: 'monthly' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(new Date(envelope<PayoutSettings>(saved).data.next_payout_at).getUTCDate()).toBe(1);
    const balances = await t.request({ method: 'GET', url: '/v1/seller/balances', token: seller.token });
    expect(envelope<{ balances: Array<{ next_payout_at: string }> }>(balances).data.balances[0].next_payout_at).toBe(
      envelope<PayoutSettings>(saved).data.next_payout_at,
    );
    const bad = await t.request({ method: 'PUT', url: '/v1/seller/payout-settings', token: seller.token, payload: { schedule: 'daily' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ schedule: 'Choose weekly or monthly' });
  });
});

describe('scheduled runs', () => {
  it('make one batch per run day of the sellers on that schedule, however often they are tried', async () => {
    await cancelOpenBatches();
    const weekly = await sellerWith({ INR: 500_000 });
    const monthly = await sellerWith({ INR: 600_000 });
    await t.db.insert(sellerPayoutSettings).values({ sellerId: monthly.user.id, schedule: 'monthly' });
    const monday = new Date('2026-11-30T06:00:00Z');
    const [made] = await makeScheduledBatches(t.db, monday);
    expect(made).toMatchObject({ trigger: 'weekly', periodKey: 'weekly:2026-11-30', createdBy: null });
    expect(await makeScheduledBatches(t.db, new Date('2026-11-30T07:00:00Z'))).toEqual([]);
    const detail = batchOf(await t.request({ method: 'GET', url: `/v1/admin/payout-batches/${made.id}`, token: admin }));
    expect(detail.items.map((item) => item.seller_id)).toContain(weekly.user.id);
    expect(detail.items.map((item) => item.seller_id)).not.toContain(monthly.user.id);
    // Any staff member approves a scheduled batch: nobody made it.
    expect((await post(`/v1/admin/payout-batches/${made.id}/approve`, admin)).statusCode).toBe(200);
    const [first] = await makeScheduledBatches(t.db, new Date('2026-12-01T06:00:00Z'));
    expect(first.trigger).toBe('monthly');
    expect(await makeScheduledBatches(t.db, new Date('2026-12-02T06:00:00Z'))).toEqual([]);
  });

  it('fall on Mondays and first days; amounts print in major units; IBANs are checked', () => {
    expect(nextPayoutAt('weekly', new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextPayoutAt('weekly', new Date('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(nextPayoutAt('monthly', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(runsDueOn(new Date('2027-03-01T00:00:00Z')).map((run) => run.periodKey)).toEqual(['monthly:2027-03', 'weekly:2027-03-01']);
    expect(runsDueOn(new Date('2026-11-27T00:00:00Z'))).toEqual([]);
    expect(decimalAmount(5, 'USD')).toBe('0.05');
    expect(decimalAmount(123_456, 'EUR')).toBe('1234.56');
    expect(decimalAmount(1_500, 'JPY')).toBe('1500');
    expect(isValidIban('DE97870500003600030000')).toBe(true);
    expect(isValidIban('DE02870500003600030000')).toBe(false);
    expect(isValidIban('745612345678901')).toBe(false);
  });
});

describe('the SEPA credit-transfer file', () => {
  const batch = { id: 'b', number: 'PB-000042' } as Parameters<typeof pain001>[0];
  const bank = { accountName: 'Demo Marketplace Ltd', bankName: 'Demo Bank AG', account: 'DE89 3704 0044 0532 0130 00', swift: 'COBADEFFXXX' };
  const transfer = (accountNumber: string, swiftBic: string | null, sellerName: string, amountMinor = 12_345) => ({
    item: { id: crypto.randomUUID(), currency: 'EUR', amountMinor, accountHolder: sellerName, bankName: 'Bank', accountNumber, swiftBic, state: 'included' },
    sellerName,
  });

  it.skipIf(!fs.existsSync(SCHEMA))('is valid against the pain.001.001.03 schema, names in any script included', async () => {
    const xml = pain001(
      batch,
      [transfer('DE97870500003600030000', 'CHEKDE81XXX', 'Müller & Söhne <GmbH>'), transfer('FR1420041010050500013M02606', 'PSSTFRPPXXX', '李伟贸易', 99)],
      bank,
    );
    const result = await validateXML({
      xml: [{ fileName: 'batch.xml', contents: xml }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: fs.readFileSync(SCHEMA, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain('<CtrlSum>124.44</CtrlSum>');
    // The schema refuses what the file must never hold: prove the check can fail.
    const broken = xml.replace('<InstdAmt Ccy="EUR">123.45</InstdAmt>', '<InstdAmt Ccy="EUR">-1</InstdAmt>');
    const refused = await validateXML({
      xml: [{ fileName: 'broken.xml', contents: broken }],
      schema: [{ fileName: 'pain.001.001.03.xsd', contents: fs.readFileSync(SCHEMA, 'utf8') }],
    });
    expect(refused.valid).toBe(false);
  });

  it('refuses a batch without EUR payouts, or with an account that is not an IBAN with a BIC, naming the seller', () => {
    expect(() => pain001(batch, [], bank)).toThrow('This batch has no EUR payouts');
    expect(() => pain001(batch, [transfer('745612345678901', 'BKCHCNBJ45A', 'Li Wei Trading')], bank)).toThrow(/Li Wei Trading/);
    expect(() => pain001(batch, [transfer('DE97870500003600030000', null, 'No Bic GmbH')], bank)).toThrow(/No Bic GmbH/);
    expect(() => pain001(batch, [transfer('DE97870500003600030000', 'CHEKDE81XXX', 'Fine')], { ...bank, account: '12345678' })).toThrow(
      /MARKETPLACE_BANK_ACCOUNT/,
    );
  });
});
