import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commissionInvoices, users } from '../../server/db/schema';
import { appendLedgerEntries, type LedgerMove } from '../../server/modules/money/ledger';
import { parseCsv } from '../../server/lib/csv';
import { issueMonthInvoices } from '../../server/modules/statements/invoices';
import { createTestApp, envelope, onboardedSeller, signUp, staffToken, type TestApp } from './helpers';
import { buyerWithAddress, checkout, listedProduct } from './ordering-fixtures';

// Monthly statements (PDF and CSV) from the ledger's running balances, commission invoices numbered
// without gaps, the marketplace's figures, who reads what, and names in Hindi and Chinese in the PDFs.

let t: TestApp;
const production = await createTestApp({ isProduction: true, env: 'production', authSecret: 'x'.repeat(48) });
let admin: string;
let reviewer: string;
let hindi: Awaited<ReturnType<typeof onboardedSeller>>;
let chinese: Awaited<ReturnType<typeof onboardedSeller>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

const HINDI_NAME = 'राम ट्रेडर्स प्रा लि';
const CHINESE_NAME = '上海精密机械有限公司';

const at = (day: string) => new Date(`${day}T10:00:00Z`);
const write = (sellerId: string, currency: string, day: string, moves: LedgerMove[]) =>
  t.db.transaction((tx) => appendLedgerEntries(tx, sellerId, currency, moves, at(day)));

async function pdfText(payload: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(payload) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffToken(t, 'administrator');
  reviewer = await staffToken(t, 'reviewer');
  hindi = await onboardedSeller(t, { name: 'Ram' });
  chinese = await onboardedSeller(t, { name: 'Li' });
  buyer = await signUp(t, { role: 'buyer' });
  await t.db
    .update(users)
    .set({
      businessDetails: {
        business_name: HINDI_NAME,
        tax_id: '27AAPFU0939F1ZV',
        address: 'MG Road 12',
        city: 'Pune',
        state: 'MH',
        postal_code: '411001',
        country: 'IN',
      },
    })
    .where(eq(users.id, hindi.user.id));
  await t.db
    .update(users)
    .set({
      businessDetails: { business_name: CHINESE_NAME, tax_id: '91310000MA1FL8XQ30', address: '浦东新区 世纪大道 100 号', city: 'Shanghai', country: 'CN' },
    })
    .where(eq(users.id, chinese.user.id));

  const s = hindi.user.id;
  // August: a delivered order (sale, commission, tax), pending.
  await write(s, 'USD', '2026-08-10', [
    { type: 'sale', bucket: 'pending', amountMinor: 10_000 },
    { type: 'commission', bucket: 'pending', amountMinor: -800 },
    { type: 'commission_tax', bucket: 'pending', amountMinor: -144 },
  ]);
  // September: released, then paid out; and a first INR order.
  await write(s, 'USD', '2026-09-05', [
    { type: 'release', bucket: 'pending', amountMinor: -9_056 },
    { type: 'release', bucket: 'payable', amountMinor: 9_056 },
  ]);
  await write(s, 'INR', '2026-09-15', [
    { type: 'sale', bucket: 'pending', amountMinor: 200_000 },
    { type: 'commission', bucket: 'pending', amountMinor: -16_000 },
  ]);
  await write(s, 'USD', '2026-09-20', [
    { type: 'payout', bucket: 'payable', amountMinor: -9_056 },
    { type: 'payout', bucket: 'paid', amountMinor: 9_056 },
  ]);
  // October: another order.
  await write(s, 'USD', '2026-10-02', [
    { type: 'sale', bucket: 'pending', amountMinor: 5_000 },
    { type: 'commission', bucket: 'pending', amountMinor: -400 },
    { type: 'commission_tax', bucket: 'pending', amountMinor: -72 },
  ]);
  await write(chinese.user.id, 'USD', '2026-09-11', [
    { type: 'sale', bucket: 'pending', amountMinor: 30_000 },
    { type: 'commission', bucket: 'pending', amountMinor: -2_400 },
    { type: 'commission_tax', bucket: 'pending', amountMinor: -432 },
  ]);
});

describe('statements', () => {
  it('list the months with entries, newest first, with their currencies', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/seller/statements', token: hindi.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(envelope(response).data).toEqual([
      { month: '2026-10', currencies: ['USD'] },
      { month: '2026-09', currencies: ['INR', 'USD'] },
      { month: '2026-08', currencies: ['USD'] },
    ]);
  });

  it('as CSV: opening from the balance before the month, every entry, closing per bucket, and the totals', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.csv', token: hindi.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-09.csv"');
    const [header, ...rows] = parseCsv(response.body);
    expect(header.slice(0, 6)).toEqual(['currency', 'row', 'created_at', 'type', 'bucket', 'amount_minor']);
    const pick = (currency: string, row: string) => rows.filter((r) => r[0] === currency && r[1] === row);
    // USD: August's order left 9,056 pending; September released and paid it out.
    expect(pick('USD', 'opening')[0].slice(9)).toEqual(['9056', '0', '0', '0']);
    expect(pick('USD', 'entry').map((r) => [r[3], r[4], r[5]])).toEqual([
      ['release', 'pending', '-9056'],
      ['release', 'payable', '9056'],
      ['payout', 'payable', '-9056'],
      ['payout', 'paid', '9056'],
    ]);
    expect(pick('USD', 'closing')[0].slice(9)).toEqual(['0', '0', '0', '9056']);
    expect(pick('USD', 'total_payouts')[0][5]).toBe('9056');
    expect(pick('USD', 'total_commission')[0][5]).toBe('0');
    // INR began this month.
    expect(pick('INR', 'opening')[0].slice(9)).toEqual(['0', '0', '0', '0']);
    expect(pick('INR', 'closing')[0].slice(9)).toEqual(['184000', '0', '0', '0']);
    expect(pick('INR', 'total_sales')[0][5]).toBe('200000');
    expect(pick('INR', 'total_commission')[0][5]).toBe('16000');
  });

  it("October's opening is September's closing, and a currency with nothing yet is left out", async () => {
    const rows = parseCsv((await t.request({ method: 'GET', url: '/v1/seller/statements/2026-10.csv', token: hindi.token })).body);
    const opening = rows.find((r) => r[0] === 'USD' && r[1] === 'opening');
    const closing = rows.find((r) => r[0] === 'USD' && r[1] === 'closing');
    expect(opening?.slice(9)).toEqual(['0', '0', '0', '9056']);
    expect(closing?.slice(9)).toEqual(['4528', '0', '0', '9056']);
    expect(rows.find((r) => r[0] === 'USD' && r[1] === 'total_commission_tax')?.[5]).toBe('72');
    // INR has no October entries but a balance: its opening and closing are September's closing.
    expect(rows.find((r) => r[0] === 'INR' && r[1] === 'opening')?.slice(9)).toEqual(['184000', '0', '0', '0']);
    const august = parseCsv((await t.request({ method: 'GET', url: '/v1/seller/statements/2026-08.csv', token: hindi.token })).body);
    expect(august.some((r) => r[0] === 'INR')).toBe(false);
  });

  it('as PDF: the Hindi legal name, both balances and the totals print', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.pdf', token: hindi.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Seller statement',
      'September 2026',
      'Opening balance',
      'Closing balance',
      '90.56 USD',
      '1,840.00 INR',
      '160.00 INR',
      'Paid out',
      '27AAPFU0939F1ZV',
    ])
      expect(text).toContain(expected);
    // Devanagari is shaped (vowel signs may reorder), so its letters are checked, not their exact order.
    for (const letter of ['र', 'म', 'ट', 'ड', 'स', 'प', 'ल']) expect(text).toContain(letter);
  });

  it('as PDF in the language the app asks for: Chinese and Hindi words, the same figures, English otherwise', async () => {
    const inChinese = await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.pdf', token: hindi.token, headers: { 'accept-language': 'zh' } });
    expect(inChinese.headers['content-language']).toBe('zh');
    expect(inChinese.headers.vary).toContain('Accept-Language');
    const chineseText = await pdfText(inChinese.rawPayload);
    for (const expected of ['卖家对账单', '2026年9月', '期初余额', '期末余额', '已付款', '90.56 USD', '1,840.00 INR']) expect(chineseText).toContain(expected);
    expect(chineseText).not.toContain('Opening balance');

    const inHindi = await t.request({
      method: 'GET',
      url: '/v1/seller/statements/2026-09.pdf',
      token: hindi.token,
      headers: { 'accept-language': 'fr-FR, hi;q=0.8, en;q=0.5' },
    });
    expect(inHindi.headers['content-language']).toBe('hi');
    const hindiText = await pdfText(inHindi.rawPayload);
    for (const expected of ['90.56 USD', '1,840.00 INR', '2026']) expect(hindiText).toContain(expected);
    expect(hindiText).not.toContain('Opening balance');
    // Shaped Devanagari (its vowel signs reorder): letters of 'शेष' (balance), which the seller's name does not hold.
    expect(hindiText).toContain('ष');
    // A language the app does not speak, or a header that is not one, is English.
    for (const header of ['fr-FR', 'x;q=abc,,;']) {
      const english = await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.pdf', token: hindi.token, headers: { 'accept-language': header } });
      expect(english.headers['content-language'], header).toBe('en');
      expect(await pdfText(english.rawPayload)).toContain('Opening balance');
    }
  });

  it('refuse a bad or unfinished month by field', async () => {
    for (const file of ['2026-13.pdf', '2026-09.xls', 'latest.csv']) {
      const response = await t.request({ method: 'GET', url: `/v1/seller/statements/${file}`, token: hindi.token });
      expect(response.statusCode, file).toBe(400);
      expect(Object.keys(envelope<unknown>(response).errors ?? {})).toContain('file');
    }
    const future = await t.request({ method: 'GET', url: '/v1/seller/statements/2099-01.csv', token: hindi.token });
    expect(future.statusCode).toBe(400);
    expect(envelope<unknown>(future).errors).toHaveProperty('month');
  });

  it("are each seller's own: another seller sees its own only, a buyer is refused, staff read any seller's", async () => {
    const other = await t.request({ method: 'GET', url: '/v1/seller/statements', token: chinese.token });
    expect(envelope(other).data).toEqual([{ month: '2026-09', currencies: ['USD'] }]);
    const otherCsv = parseCsv((await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.csv', token: chinese.token })).body);
    expect(otherCsv.filter((r) => r[1] === 'entry')).toHaveLength(3);
    expect(otherCsv.some((r) => r[0] === 'INR')).toBe(false);

    expect((await t.request({ method: 'GET', url: '/v1/seller/statements', token: buyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/seller/statements/2026-09.csv', token: buyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/seller/statements' })).statusCode).toBe(401);
    // The staff route is staff's only.
    expect((await t.request({ method: 'GET', url: `/v1/admin/sellers/${hindi.user.id}/statements`, token: chinese.token })).statusCode).toBe(403);

    for (const token of [reviewer, admin]) {
      const months = await t.request({ method: 'GET', url: `/v1/admin/sellers/${hindi.user.id}/statements`, token });
      expect(envelope<unknown[]>(months).data).toHaveLength(3);
      const csv = await t.request({ method: 'GET', url: `/v1/admin/sellers/${hindi.user.id}/statements/2026-09.csv`, token });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain('184000');
    }
    expect((await t.request({ method: 'GET', url: `/v1/admin/sellers/${buyer.user.id}/statements`, token: admin })).statusCode).toBe(404);
    const badFile = await t.request({ method: 'GET', url: `/v1/admin/sellers/${hindi.user.id}/statements/2026-09.xls`, token: admin });
    expect(badFile.statusCode).toBe(400);
    expect(envelope<unknown>(badFile).errors).toHaveProperty('file');
  });
});

describe('commission invoices', () => {
  it('are issued by administrators for an ended month, once per seller, numbered without gaps, and audited', async () => {
    expect((await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: reviewer, payload: { month: '2026-08' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: hindi.token, payload: { month: '2026-08' } })).statusCode).toBe(403);
    const bad = await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: admin, payload: { month: '2026-8' } });
    expect(bad.statusCode).toBe(400);
    expect(envelope<unknown>(bad).errors).toHaveProperty('month');
    const future = await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: admin, payload: { month: '2099-01' } });
    expect(envelope<unknown>(future).errors).toHaveProperty('month');

    const august = await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: admin, payload: { month: '2026-08' } });
    expect(august.statusCode, august.body).toBe(200);
    const issued = envelope<{
      issued: number;
      invoices: Array<{
        number: string;
        seller_id: string;
        lines: unknown[];
        seller: { legal_name: string; tax_id: string };
        marketplace: { legal_name: string; tax_id: string };
      }>;
    }>(august).data;
    expect(issued.issued).toBe(1);
    const year = new Date().getUTCFullYear();
    expect(issued.invoices[0]).toMatchObject({
      number: `CI-${year}-000001`,
      seller_id: hindi.user.id,
      lines: [{ currency: 'USD', commission_minor: 800, tax_minor: 144, total_minor: 944 }],
      seller: { legal_name: HINDI_NAME, tax_id: '27AAPFU0939F1ZV' },
      marketplace: { legal_name: 'Demo Marketplace Ltd', tax_id: 'DE123456789' },
    });
    const again = await t.request({ method: 'POST', url: '/v1/admin/commission-invoices', token: admin, payload: { month: '2026-08' } });
    expect(envelope<{ issued: number }>(again).data.issued).toBe(0);

    // September: both sellers; the job's way (no staff) gives the next numbers.
    const september = await issueMonthInvoices(t.db, '2026-09');
    expect(september.map((i) => i.sequence).sort()).toEqual([2, 3]);
    expect(await issueMonthInvoices(t.db, '2026-09')).toEqual([]);
    const inr = september.find((i) => i.sellerId === hindi.user.id);
    expect(inr?.lines).toEqual([{ currency: 'INR', commission_minor: 16_000, tax_minor: 0, total_minor: 16_000 }]);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'commission_invoice.issued'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ subjectId: hindi.user.id });
    const all = await t.db.select({ sequence: commissionInvoices.sequence }).from(commissionInvoices);
    expect(all.map((r) => r.sequence).sort()).toEqual([1, 2, 3]);
  });

  it("are listed to their seller only, and print both parties' names in their scripts", async () => {
    const mine = await t.request({ method: 'GET', url: '/v1/seller/commission-invoices', token: chinese.token });
    const rows = envelope<Array<{ id: string; seller_id: string; month: string }>>(mine).data;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seller_id: chinese.user.id, month: '2026-09' });
    const hindiRows = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: '/v1/seller/commission-invoices', token: hindi.token })).data;
    expect(hindiRows).toHaveLength(2);

    const pdf = await t.request({ method: 'GET', url: `/v1/seller/commission-invoices/${rows[0].id}/pdf`, token: chinese.token });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Commission invoice',
      CHINESE_NAME,
      '91310000MA1FL8XQ30',
      'Demo Marketplace Ltd',
      'DE123456789',
      '24.00 USD',
      '4.32 USD',
      '28.32 USD',
      'September 2026',
    ])
      expect(text).toContain(expected);
    const inChinese = await t.request({
      method: 'GET',
      url: `/v1/seller/commission-invoices/${rows[0].id}/pdf`,
      token: chinese.token,
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    const chineseText = await pdfText(inChinese.rawPayload);
    for (const expected of ['佣金发票', '开票方', '收票方', '2026年9月', '28.32 USD', CHINESE_NAME]) expect(chineseText).toContain(expected);

    // Another seller's invoice is not found; a buyer is refused; staff read any.
    expect((await t.request({ method: 'GET', url: `/v1/seller/commission-invoices/${rows[0].id}/pdf`, token: hindi.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/seller/commission-invoices', token: buyer.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/admin/commission-invoices/${rows[0].id}/pdf`, token: reviewer })).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: `/v1/admin/commission-invoices?seller_id=${hindi.user.id}`, token: reviewer });
    expect(envelope<unknown[]>(list).data).toHaveLength(2);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/admin/commission-invoices?month=2026-09', token: reviewer })).data).toHaveLength(2);
    expect((await t.request({ method: 'GET', url: '/v1/admin/commission-invoices?month=09-2026', token: reviewer })).statusCode).toBe(400);
  });
});

describe('marketplace figures', () => {
  it('sum GMV, commission, tax and payouts per month and currency, and what sellers are owed now', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/admin/money/figures?from=2026-08&to=2026-10', token: reviewer });
    expect(response.statusCode, response.body).toBe(200);
    const months = envelope<Array<Record<string, unknown>>>(response).data;
    expect(months.map((r) => r.month)).toEqual([...months.map((r) => r.month as string)].sort().reverse());
    const row = (month: string, currency: string) => months.find((r) => r.month === month && r.currency === currency);
    // No orders stand behind these hand-written entries, so GMV counts none; commission and tax are the ledger's.
    expect(row('2026-09', 'USD')).toMatchObject({ commission_minor: 2_400, commission_tax_minor: 432, payouts_minor: 9_056 });
    expect(row('2026-09', 'INR')).toMatchObject({ commission_minor: 16_000, commission_tax_minor: 0 });
    expect(row('2026-08', 'USD')).toMatchObject({ commission_minor: 800, commission_tax_minor: 144, payouts_minor: 0 });
    // Days name their month (the list's date filter sends days).
    const byDays = await t.request({ method: 'GET', url: '/v1/admin/money/figures?from=2026-09-01&to=2026-09-30', token: reviewer });
    expect(new Set(envelope<Array<{ month: string }>>(byDays).data.map((r) => r.month))).toEqual(new Set(['2026-09']));
    const owed = envelope<Array<Record<string, unknown>>>(await t.request({ method: 'GET', url: '/v1/admin/money/owed', token: reviewer })).data;
    expect(owed.find((r) => r.currency === 'USD')).toMatchObject({ pending_minor: 4_528 + 27_168, owed_minor: 4_528 + 27_168, sellers: 2 });

    expect((await t.request({ method: 'GET', url: '/v1/admin/money/figures', token: hindi.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/admin/money/owed', token: buyer.token })).statusCode).toBe(403);
    const backwards = await t.request({ method: 'GET', url: '/v1/admin/money/figures?from=2026-10&to=2026-08', token: admin });
    expect(envelope<unknown>(backwards).errors).toHaveProperty('to');
    const tooLong = await t.request({ method: 'GET', url: '/v1/admin/money/figures?from=2020-01&to=2026-10', token: admin });
    expect(envelope<unknown>(tooLong).errors).toHaveProperty('from');
  });
});

describe('the return window in end-to-end tests', () => {
  it('passes by POST /v1/dev/money/release, which moves the cutoff and dates the release now; production has no such route', async () => {
    const seller = await onboardedSeller(t, { name: 'Window' });
    const shopper = await buyerWithAddress(t);
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 5_000, currency: 'EUR' });
    const placed = await checkout(t, shopper.token, {
      address_id: shopper.addressId,
      payment_method: 'agreed_terms',
      lines: [{ product_id: product.id, quantity: 2, unit_price_minor: product.priceMinor }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = envelope<{ orders: Array<{ id: string }> }>(placed).data.orders[0].id;
    for (const body of [{ status: 'confirmed' }, { status: 'shipped', carrier: 'DHL', tracking_number: 'TRK9' }, { status: 'delivered' }])
      expect((await t.request({ method: 'POST', url: `/v1/orders/${orderId}/transition`, token: seller.token, payload: body })).statusCode).toBe(200);

    const balances = async () =>
      envelope<{ balances: Array<{ pending_minor: number; payable_minor: number; reserved_minor: number }> }>(
        await t.request({ method: 'GET', url: '/v1/seller/balances', token: seller.token }),
      ).data.balances[0];
    expect((await balances()).pending_minor).toBe(10_000);
    const early = await t.request({ method: 'POST', url: '/v1/dev/money/release', payload: { after_days: 1 } });
    expect(envelope<{ released: number }>(early).data.released).toBe(0);
    const late = await t.request({ method: 'POST', url: '/v1/dev/money/release', payload: { after_days: t.config.returnWindowDays } });
    expect(late.statusCode, late.body).toBe(200);
    expect(envelope<{ released: number }>(late).data.released).toBe(1);
    const after = await balances();
    expect(after.pending_minor).toBe(0);
    expect(after.payable_minor + after.reserved_minor).toBe(10_000);
    // The release is this month's: the statement of this month lists it.
    const month = new Date().toISOString().slice(0, 7);
    const rows = parseCsv((await t.request({ method: 'GET', url: `/v1/seller/statements/${month}.csv`, token: seller.token })).body);
    expect(rows.filter((r) => r[1] === 'entry' && r[3] === 'release')).toHaveLength(2);
    expect(rows.find((r) => r[1] === 'closing')?.slice(9, 11)).toEqual(['0', String(after.payable_minor)]);

    expect((await t.request({ method: 'POST', url: '/v1/dev/money/release', payload: { after_days: -1 } })).statusCode).toBe(400);
  }, 60_000);

  it('is not there in production', async () => {
    expect((await production.request({ method: 'POST', url: '/v1/dev/money/release', payload: { after_days: 30 } })).statusCode).toBe(404);
  }, 60_000);
});
