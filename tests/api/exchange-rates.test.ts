// Reference exchange rates in the back office: one rate per pair per day, entered by administrators or
// imported as CSV (every row checked, by line; all or nothing), read by reviewers, refused to sellers,
// buyers and the signed-out, every write audited; and the one conversion module's arithmetic and choice
// of rate (the newest on or before the day, the reverse pair inverted, none when missing).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExchangeRate, RateImportResult } from '../../src/contract/exchange-rates';
import { auditLog, exchangeRates } from '../../server/db/schema';
import { converterTo, convertMinor, effectiveRate, referenceRate } from '../../server/modules/exchange-rates/convert';
import { createTestApp, envelope, multipart, onboardedSeller, signUp, staffToken } from './helpers';

const t = await createTestApp();
let admin: string;
let reviewer: string;
let sellerToken: string;
let buyerToken: string;

beforeAll(async () => {
  admin = await staffToken(t, 'administrator');
  reviewer = await staffToken(t, 'reviewer');
  sellerToken = (await onboardedSeller(t)).token;
  buyerToken = (await signUp(t, { role: 'buyer' })).token;
});

const create = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/admin/exchange-rates', token, payload });
const csv = (text: string) => multipart([{ field: 'file', file: { name: 'rates.csv', type: 'text/csv', data: Buffer.from(text) } }]);
const importCsv = (token: string, text: string) => t.request({ method: 'POST', url: '/v1/admin/exchange-rates/import', token, ...csv(text) });
const ratesOf = (base: string, quote: string) =>
  t.db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.baseCurrency, base), eq(exchangeRates.quoteCurrency, quote)));

describe('entering rates', () => {
  it('an administrator adds a rate, kept exactly and audited', async () => {
    const response = await create(admin, { base_currency: 'EUR', quote_currency: 'USD', rate: '1.0825', rate_date: '2026-11-20' });
    expect(response.statusCode).toBe(201);
    const rate = envelope<ExchangeRate>(response).data;
    expect(rate).toMatchObject({ base_currency: 'EUR', quote_currency: 'USD', rate: '1.0825', rate_date: '2026-11-20', source: 'manual' });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, rate.id));
    expect(entry).toMatchObject({ action: 'record.created', subjectType: 'record', actorRole: 'administrator', note: 'exchange-rates' });
    expect(entry.after).toMatchObject({ rate: '1.0825', rate_date: '2026-11-20' });
  });

  it('one rate per pair per day: a second is a 409 naming the day; the other direction or another day is another rate', async () => {
    const again = await create(admin, { base_currency: 'EUR', quote_currency: 'USD', rate: 1.09, rate_date: '2026-11-20' });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).errors).toHaveProperty('rate_date');
    expect(await ratesOf('EUR', 'USD')).toHaveLength(1);
    expect((await create(admin, { base_currency: 'EUR', quote_currency: 'USD', rate: 1.09, rate_date: '2026-11-21' })).statusCode).toBe(201);
    expect((await create(admin, { base_currency: 'USD', quote_currency: 'EUR', rate: '0.92', rate_date: '2026-11-20' })).statusCode).toBe(201);
  });

  it('an edit onto a pair and day already taken is refused; an edit of the rate is audited with before and after', async () => {
    const [day21] = (await ratesOf('EUR', 'USD')).filter((row) => row.rateDate === '2026-11-21');
    const clash = await t.request({ method: 'PATCH', url: `/v1/admin/exchange-rates/${day21.id}`, token: admin, payload: { rate_date: '2026-11-20' } });
    expect(clash.statusCode).toBe(409);
    const edit = await t.request({ method: 'PATCH', url: `/v1/admin/exchange-rates/${day21.id}`, token: admin, payload: { rate: '1.0912' } });
    expect(edit.statusCode).toBe(200);
    expect(envelope<ExchangeRate>(edit).data.rate).toBe('1.0912');
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, day21.id));
    const updated = entries.find((entry) => entry.action === 'record.updated');
    expect(updated?.before).toMatchObject({ rate: '1.09' });
    expect(updated?.after).toMatchObject({ rate: '1.0912' });
  });

  it('refuses bad values, each named', async () => {
    const response = await create(admin, { base_currency: 'XXX', quote_currency: 'USD', rate: '-1', rate_date: '2026-02-30' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).errors ?? {})).toEqual(expect.arrayContaining(['base_currency', 'rate', 'rate_date']));
    const same = await create(admin, { base_currency: 'USD', quote_currency: 'USD', rate: '1', rate_date: '2026-11-20' });
    expect(same.statusCode).toBe(400);
    expect(envelope(same).errors).toHaveProperty('quote_currency');
    expect((await create(admin, { base_currency: 'EUR', quote_currency: 'GBP', rate: '0', rate_date: '2026-11-20' })).statusCode).toBe(400);
    expect((await create(admin, { base_currency: 'EUR', quote_currency: 'GBP', rate: '0.8', rate_date: '2026-11-20', extra: 1 })).statusCode).toBe(400);
  });
});

describe('who may use them', () => {
  it('reviewers read but do not write; sellers and buyers get 403; signed out 401', async () => {
    const list = await t.request({ method: 'GET', url: '/v1/admin/exchange-rates?base_currency=EUR', token: reviewer });
    expect(list.statusCode).toBe(200);
    const rows = envelope<ExchangeRate[]>(list).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.base_currency === 'EUR')).toBe(true);
    const one = rows[0];
    expect((await t.request({ method: 'GET', url: `/v1/admin/exchange-rates/${one.id}`, token: reviewer })).statusCode).toBe(200);
    expect((await create(reviewer, { base_currency: 'GBP', quote_currency: 'USD', rate: '1.27', rate_date: '2026-11-20' })).statusCode).toBe(403);
    expect((await t.request({ method: 'PATCH', url: `/v1/admin/exchange-rates/${one.id}`, token: reviewer, payload: { rate: '2' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/v1/admin/exchange-rates/${one.id}`, token: reviewer })).statusCode).toBe(403);
    expect((await importCsv(reviewer, 'base_currency,quote_currency,rate,rate_date\nGBP,USD,1.27,2026-11-20\n')).statusCode).toBe(403);
    for (const token of [sellerToken, buyerToken]) {
      expect((await t.request({ method: 'GET', url: '/v1/admin/exchange-rates', token })).statusCode).toBe(403);
      expect((await create(token, { base_currency: 'GBP', quote_currency: 'USD', rate: '1.27', rate_date: '2026-11-20' })).statusCode).toBe(403);
      expect((await importCsv(token, 'base_currency,quote_currency,rate,rate_date\nGBP,USD,1.27,2026-11-20\n')).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/v1/admin/exchange-rates' })).statusCode).toBe(401);
    expect(await ratesOf('GBP', 'USD')).toHaveLength(0);
  });

  it('an administrator deletes a rate, audited', async () => {
    const created = envelope<ExchangeRate>(await create(admin, { base_currency: 'CNY', quote_currency: 'USD', rate: '0.138', rate_date: '2026-11-01' })).data;
    expect((await t.request({ method: 'DELETE', url: `/v1/admin/exchange-rates/${created.id}`, token: admin })).statusCode).toBe(200);
    expect(await ratesOf('CNY', 'USD')).toHaveLength(0);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['record.created', 'record.deleted']);
  });
});

describe('importing a CSV', () => {
  it('imports every good row, each audited', async () => {
    const response = await importCsv(
      admin,
      'base_currency,quote_currency,rate,rate_date\r\nGBP,USD,1.2710,2026-11-24\r\ngbp,USD,1.2695,2026-11-25\r\nINR,USD,0.01198,2026-11-25\r\n',
    );
    expect(response.statusCode).toBe(200);
    expect(envelope<RateImportResult>(response).data).toEqual({ imported: 3, problems: [] });
    const rows = await ratesOf('GBP', 'USD');
    expect(rows.map((row) => row.source)).toEqual(['csv', 'csv']);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.note, 'exchange-rates (CSV import)'));
    expect(audited).toHaveLength(3);
  });

  it('a file with bad rows imports nothing and names each problem by line', async () => {
    const before = (await t.db.select().from(exchangeRates)).length;
    const response = await importCsv(
      admin,
      [
        'base_currency,quote_currency,rate,rate_date',
        'AUD,USD,0.65,2026-11-25', // good
        'ABC,USD,1.1,2026-11-25', // unknown currency
        'AUD,AUD,1,2026-11-25', // same currency
        'CAD,USD,abc,2026-11-25', // not a rate
        'CAD,USD,0.71,25/11/2026', // not a day
        'AUD,USD,0.66,2026-11-25', // the same pair and day as line 2
      ].join('\n'),
    );
    expect(response.statusCode).toBe(422);
    const { data } = envelope<RateImportResult>(response);
    expect(data.imported).toBe(0);
    expect(data.problems.map((problem) => [problem.row, problem.field])).toEqual([
      [3, 'base_currency'],
      [4, 'quote_currency'],
      [5, 'rate'],
      [6, 'rate_date'],
      [7, 'rate_date'],
    ]);
    expect((await t.db.select().from(exchangeRates)).length).toBe(before);
  });

  it('a row for a pair and day already stored refuses the whole file', async () => {
    const response = await importCsv(admin, 'base_currency,quote_currency,rate,rate_date\nJPY,USD,0.0066,2026-11-25\nGBP,USD,1.3,2026-11-24\n');
    expect(response.statusCode).toBe(422);
    expect(envelope<RateImportResult>(response).data.problems).toEqual([{ row: 3, field: 'rate_date', message: 'This pair already has a rate for that day' }]);
    expect(await ratesOf('JPY', 'USD')).toHaveLength(0);
  });

  it('a file without the columns, or without rows, is refused at line 1', async () => {
    const missing = await importCsv(admin, 'base,quote_currency,rate,rate_date\nGBP,USD,1.3,2026-11-01\n');
    expect(missing.statusCode).toBe(422);
    expect(envelope<RateImportResult>(missing).data.problems.map((p) => p.field)).toEqual(['base_currency', 'base']);
    const empty = await importCsv(admin, 'base_currency,quote_currency,rate,rate_date\n');
    expect(envelope<RateImportResult>(empty).data.problems).toEqual([{ row: 1, field: 'file', message: 'The file has no rate rows' }]);
    const notMultipart = await t.request({ method: 'POST', url: '/v1/admin/exchange-rates/import', token: admin, payload: {} });
    expect(notMultipart.statusCode).toBe(400);
  });
});

describe('converting', () => {
  it('takes the newest rate on or before the day, the reverse pair inverted, and none before the first', async () => {
    // EUR→USD: 1.0825 on the 20th, 1.0912 on the 21st; USD→EUR 0.92 on the 20th.
    expect(await referenceRate(t.db, 'EUR', 'USD', '2026-11-19')).toBeNull();
    expect(await referenceRate(t.db, 'EUR', 'USD', '2026-11-20')).toMatchObject({
      stored: expect.stringMatching(/^1\.0825/),
      inverted: false,
      rateDate: '2026-11-20',
    });
    expect(await referenceRate(t.db, 'EUR', 'USD', '2026-11-30')).toMatchObject({ rateDate: '2026-11-21', inverted: false });
    // USD→EUR on the 30th: its own pair's newest (the 20th) loses to the reverse pair's newer day (the 21st).
    const usdEur = await referenceRate(t.db, 'USD', 'EUR', '2026-11-30');
    expect(usdEur).toMatchObject({ rateDate: '2026-11-21', inverted: true });
    expect(effectiveRate(usdEur!)).toBe('0.9164222874');
    expect(await referenceRate(t.db, 'EUR', 'JPY', '2026-11-30')).toBeNull();
  });

  it('converts minor units exactly, across currencies of different digits', () => {
    expect(convertMinor(1_940_000, { from: 'EUR', to: 'USD', stored: '1.08', inverted: false, rateDate: 'x' })).toBe(2_095_200);
    expect(convertMinor(2_095_200, { from: 'USD', to: 'EUR', stored: '1.08', inverted: true, rateDate: 'x' })).toBe(1_940_000);
    // ¥1,000 at 0.0066 USD = $6.60; $6.60 in yen at the same rate = ¥1,000.
    expect(convertMinor(1000, { from: 'JPY', to: 'USD', stored: '0.0066', inverted: false, rateDate: 'x' })).toBe(660);
    expect(convertMinor(660, { from: 'USD', to: 'JPY', stored: '0.0066', inverted: true, rateDate: 'x' })).toBe(1000);
  });

  it('a converter answers exact amounts in the target currency, approximate ones with rate and day, null without a rate', async () => {
    const toUsd = converterTo(t.db, 'USD', '2026-11-26');
    expect(await toUsd(2_475_000, 'USD')).toEqual({
      amount_minor: 2_475_000,
      currency: 'USD',
      from_currency: 'USD',
      approximate: false,
      rate: null,
      rate_date: null,
    });
    expect(await toUsd(1_940_000, 'EUR')).toEqual({
      amount_minor: 2_116_928,
      currency: 'USD',
      from_currency: 'EUR',
      approximate: true,
      rate: '1.0912',
      rate_date: '2026-11-21',
    });
    expect(await toUsd(100, 'CNY')).toBeNull();
  });
});
