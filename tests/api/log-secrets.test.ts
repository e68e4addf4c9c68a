// A write that fails must leave nothing secret in the log: not the request's body, nor the SQL
// parameters of the failed statement (a bank account number, a password's hash, an email), nor a
// token or a one-time code. Each write here is made to fail by a trigger, as a broken constraint or
// a lost connection would; the log is read back as the server wrote it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelope, nextAddress, onboardedSeller, signUp, STRONG_PASSWORD, uniqueEmail } from './helpers';

const lines: string[] = [];
const t = await createTestApp({ logLevel: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

/** Makes every insert or update of `table` fail until the returned function is called. */
async function failWritesTo(table: string) {
  await t.db.execute(
    sql.raw(`create or replace function fail_write() returns trigger language plpgsql as $$ begin raise exception 'write refused for this test'; end $$`),
  );
  await t.db.execute(sql.raw(`create trigger fail_write before insert or update on ${table} for each row execute function fail_write()`));
  return () => t.db.execute(sql.raw(`drop trigger fail_write on ${table}`));
}

/** The log written while `act` runs; it must hold the failure, so that the test reads what a failed write leaves. */
async function logOf(act: () => Promise<{ statusCode: number }>): Promise<string> {
  const start = lines.length;
  const response = await act();
  expect(response.statusCode).toBe(500);
  const written = lines.slice(start).join('');
  expect(written).toContain('request failed');
  expect(written).toContain('write refused for this test');
  return written;
}

describe('the log of a failed write', () => {
  it('holds neither the password, its hash nor the email of a sign-up', async () => {
    const email = uniqueEmail('logged');
    const restore = await failWritesTo('users');
    const log = await logOf(() =>
      t.request({
        method: 'POST',
        url: '/v1/auth/signup',
        payload: { name: 'Asha Rao', email, password: STRONG_PASSWORD, role: 'seller' },
        remoteAddress: nextAddress(),
      }),
    );
    await restore();
    expect(log).not.toContain(STRONG_PASSWORD);
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain(email.toLowerCase());
    expect(log).not.toMatch(/params/i);
    // It still says what failed and where: the statement's kind, PostgreSQL's code, the stack.
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('"code":"P0001"');
  });

  it('holds neither the bank account number, the current password nor the bearer token', async () => {
    const seller = await onboardedSeller(t);
    const bank = {
      account_holder: 'Rao Steelworks',
      bank_name: 'State Bank of India',
      account_number: 'IN12 3456 7890 1234',
      swift_bic: 'SBININBB104',
      currency: 'INR',
    };
    expect((await t.request({ method: 'PUT', url: '/v1/store/bank-details', token: seller.token, payload: bank })).statusCode).toBe(200);
    const restore = await failWritesTo('store_sections');
    const changed = { ...bank, account_number: 'GB33 BUKB 2020 1555 5555 55', current_password: STRONG_PASSWORD };
    const log = await logOf(() => t.request({ method: 'PUT', url: '/v1/store/bank-details', token: seller.token, payload: changed }));
    await restore();
    for (const secret of ['GB33BUKB20201555555555', 'GB33 BUKB', '5555555', 'IN1234567890', STRONG_PASSWORD, seller.token]) expect(log).not.toContain(secret);
  });

  it('holds neither the one-time code nor the activation token', async () => {
    const seller = await signUp(t);
    const outbox = envelope<Array<{ to: string; links: string[] }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
    const activation = outbox
      .find((mail) => mail.to === seller.email.toLowerCase())!
      .links[0].split('/')
      .pop()!;
    const restore = await failWritesTo('users');
    const activationLog = await logOf(() => t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: activation } }));
    expect(activationLog).not.toContain(activation);
    await restore();

    expect((await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: activation } })).statusCode).toBe(200);
    const phone = '9812300077';
    const sent = envelope<{ otp: string }>(
      await t.request({
        method: 'POST',
        url: '/v1/seller/add-number-send-otp',
        token: seller.token,
        payload: { country_code: '+91', phone, type: 'sms' },
        remoteAddress: nextAddress(),
      }),
    );
    const restoreAgain = await failWritesTo('users');
    const codeLog = await logOf(() =>
      t.request({
        method: 'POST',
        url: '/v1/seller/verify-mobile',
        token: seller.token,
        payload: { country_code: '+91', phone, otp: sent.data.otp, purpose: 'verification' },
        remoteAddress: nextAddress(),
      }),
    );
    await restoreAgain();
    expect(codeLog).not.toContain(`"${sent.data.otp}"`);
    expect(codeLog).not.toMatch(new RegExp(`\\b${sent.data.otp}\\b`));
    expect(codeLog).not.toContain(seller.token);
  });

  it('names the path of a request, never the values of secret-looking query parameters', async () => {
    const start = lines.length;
    await t.request({ method: 'GET', url: '/v1/health?token=abc123secret&q=kettle' });
    const log = lines.slice(start).join('');
    expect(log).toContain('/v1/health?token=[redacted]&q=kettle');
    expect(log).not.toContain('abc123secret');
  });
});
