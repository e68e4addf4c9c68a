// The audit log: append-only in the database, sensitive seller actions recorded (secrets masked),
// searchable and exportable as CSV by administrators.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../server/lib/csv';
import { recordAudit } from '../../server/lib/audit';
import { auditLog, products, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { demoPdf } from '../../server/db/seed-documents';
import { AUDIT_CSV_COLUMNS } from '../../src/contract/admin';
import { createTestApp, envelope, logIn, onboardedSeller, STRONG_PASSWORD, uniqueEmail, pdfForm } from './helpers';

const t = await createTestApp({}, { seed: true });
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

const entriesOf = (actorId: string, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await recordAudit(t.db, {
      actorId: null,
      actorRole: 'system',
      action: 'category.created',
      subjectType: 'category',
      subjectId: 'x-immutable',
      after: { name: 'X' },
    });
    // The driver wraps the database's error; its cause carries the trigger's message.
    const failure = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (error) {
        return `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      }
      return 'succeeded';
    };
    expect(await failure(t.db.execute(sql`update audit_log set note = 'changed' where subject_id = 'x-immutable'`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`delete from audit_log where subject_id = 'x-immutable'`))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, 'x-immutable'))).toHaveLength(1);
  });
});

describe('sensitive seller actions', () => {
  it('records bank details changes with the account number masked only', async () => {
    const seller = await onboardedSeller(t, { password: STRONG_PASSWORD });
    const bank = {
      account_holder: 'Rao Steelworks Pvt Ltd',
      bank_name: 'State Bank of India',
      account_number: 'IN12 3456 7890 1234',
      swift_bic: 'SBININBB104',
      currency: 'INR',
    };
    expect((await t.request({ method: 'PUT', url: '/v1/store/bank-details', token: seller.token, payload: bank })).statusCode).toBe(200);
    const change = { ...bank, account_number: 'GB99 8888 7777 6543', current_password: STRONG_PASSWORD };
    expect((await t.request({ method: 'PUT', url: '/v1/store/bank-details', token: seller.token, payload: change })).statusCode).toBe(200);

    const entries = await entriesOf(seller.user.id, 'bank_details.changed');
    expect(entries).toHaveLength(2);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/12345678901234|IN1234567890|GB998888777765|8888/);
    expect(text).not.toContain(STRONG_PASSWORD);
    const last = entries.find((e) => e.before !== null);
    expect(last).toMatchObject({
      actorRole: 'seller',
      subjectType: 'store_section',
      before: { account_number_masked: '•••• 1234' },
      after: { account_number_masked: '•••• 6543' },
    });
  });

  it('records a replaced document file', async () => {
    const seller = await onboardedSeller(t);
    const created = await t.request({ method: 'POST', url: '/v1/documents', token: seller.token, ...pdfForm({ type: 'owner_id' }, demoPdf('First')) });
    const id = envelope<{ id: string }>(created).data.id;
    expect(
      (await t.request({ method: 'POST', url: `/v1/documents/${id}/file`, token: seller.token, ...pdfForm({}, demoPdf('Second, clearer scan')) })).statusCode,
    ).toBe(200);
    const [entry] = await entriesOf(seller.user.id, 'document.replaced');
    expect(entry).toMatchObject({ subjectType: 'document', subjectId: id, before: { original_name: 'doc.pdf' }, after: { original_name: 'doc.pdf' } });
  });

  it('records a password change without any hash', async () => {
    const seller = await onboardedSeller(t, { password: STRONG_PASSWORD });
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/set-password',
      token: seller.token,
      payload: { currentPassword: STRONG_PASSWORD, password: 'Harbour-Lantern-58' },
    });
    expect(response.statusCode).toBe(200);
    const entries = await entriesOf(seller.user.id, 'password.changed');
    expect(entries).toHaveLength(1);
    expect(entries[0].after).toEqual({ must_change_password: false, via: 'current_password' });
    expect(JSON.stringify(entries[0])).not.toMatch(/argon|scrypt|\$2[aby]\$|Harbour/);
  });

  it('records recovery contacts added, verified and removed', async () => {
    const seller = await onboardedSeller(t);
    const email = uniqueEmail('spare');
    const added = await t.request({ method: 'POST', url: '/v1/recovery-contacts', token: seller.token, payload: { kind: 'email', email } });
    const id = envelope<{ id: string }>(added).data.id;
    const otp = envelope<{ otp: string }>(await t.request({ method: 'POST', url: `/v1/recovery-contacts/${id}/send-code`, token: seller.token })).data.otp;
    expect((await t.request({ method: 'POST', url: `/v1/recovery-contacts/${id}/verify`, token: seller.token, payload: { otp } })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${id}`, token: seller.token, payload: { confirm: true } })).statusCode).toBe(200);
    for (const action of ['recovery_contact.added', 'recovery_contact.verified', 'recovery_contact.removed']) {
      const entries = await entriesOf(seller.user.id, action);
      expect(entries, action).toHaveLength(1);
      expect(entries[0]).toMatchObject({ subjectType: 'recovery_contact', subjectId: id });
    }
  });
});

describe('GET /v1/admin/audit-log', () => {
  it('filters by action and subject and searches by actor', async () => {
    const seller = await onboardedSeller(t, { name: 'Audit Searcher' });
    await t.request({
      method: 'PUT',
      url: `/v1/admin/sellers/${seller.user.id}/verification`,
      token: administrator,
      payload: { verification_status: 'pending' },
    });
    const byAction = envelope<Array<{ action: string; subject_id: string; actor: { role: string; name: string } }>>(
      await t.request({ method: 'GET', url: `/v1/admin/audit-log?action=seller.verification_changed&subject_id=${seller.user.id}`, token: administrator }),
    );
    expect(byAction.total).toBe(1);
    expect(byAction.data[0]).toMatchObject({
      action: 'seller.verification_changed',
      subject_id: seller.user.id,
      actor: { role: 'administrator', name: 'Marketplace Admin' },
    });

    const bad = await t.request({ method: 'GET', url: '/v1/admin/audit-log?from=2026-02-01&to=2026-01-01&action=nope', token: administrator });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(envelope(bad).errors ?? {})).toContain('action');
  });
});

describe('subject names', () => {
  type Entry = { action: string; subject_type: string; subject_id: string; subject_label: string | null };
  const search = async (q: string) =>
    envelope<Entry[]>(await t.request({ method: 'GET', url: `/v1/admin/audit-log?q=${encodeURIComponent(q)}`, token: administrator }));

  it('names a product by its name, finds its entries by that name, and keeps the name once the product is gone', async () => {
    const seller = await onboardedSeller(t);
    const [product] = await t.db
      .insert(products)
      .values({ sellerId: seller.user.id, name: 'Galvanised anchor bolts', sku: 'GAB-1', status: 'published', moderationStatus: 'pending' })
      .returning({ id: products.id });
    expect((await t.request({ method: 'POST', url: `/v1/admin/products/${product.id}/approve`, token: administrator, payload: {} })).statusCode).toBe(200);

    const found = await search('anchor bolts');
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      action: 'product.approved',
      subject_type: 'product',
      subject_id: product.id,
      subject_label: 'Galvanised anchor bolts',
    });

    await t.db.delete(products).where(eq(products.id, product.id));
    expect((await search('anchor bolts')).data.map((entry) => entry.subject_label)).toEqual(['Galvanised anchor bolts']);
  });

  it("names a seller by company and person, and an older entry without a stored name by its subject's name now", async () => {
    const seller = await onboardedSeller(t, { name: 'Priya Raman' });
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'Raman Fasteners' } })
      .where(eq(users.id, seller.user.id));
    await t.request({
      method: 'PUT',
      url: `/v1/admin/sellers/${seller.user.id}/verification`,
      token: administrator,
      payload: { verification_status: 'pending' },
    });
    // As written before labels were stored: the append-only log cannot be given one afterwards.
    await t.db.insert(auditLog).values({ actorId: null, actorRole: 'system', action: 'seller.reinstated', subjectType: 'seller', subjectId: seller.user.id });

    const found = await search('Raman Fasteners');
    expect(found.data.map((entry) => [entry.action, entry.subject_label])).toEqual([
      ['seller.reinstated', 'Raman Fasteners (Priya Raman)'],
      ['seller.verification_changed', 'Raman Fasteners (Priya Raman)'],
    ]);
    const stored = await t.db.select({ action: auditLog.action, label: auditLog.subjectLabel }).from(auditLog).where(eq(auditLog.subjectId, seller.user.id));
    expect(stored.sort((a, b) => a.action.localeCompare(b.action))).toEqual([
      { action: 'seller.reinstated', label: null },
      { action: 'seller.verification_changed', label: 'Raman Fasteners (Priya Raman)' },
    ]);
  });
});

describe('GET /v1/admin/audit-log.csv', () => {
  it('exports the filtered entries with a header, RFC 4180 quoting and no formulas', async () => {
    const nasty = '=HYPERLINK("http://evil.test","click"), "quoted"\nnext line';
    await recordAudit(t.db, {
      actorId: null,
      actorRole: 'system',
      action: 'help_article.updated',
      subjectType: 'help_article',
      subjectId: 'csv-subject',
      note: nasty,
      after: { title: '+SUM(A1)' },
    });
    const response = await t.request({ method: 'GET', url: '/v1/admin/audit-log.csv?subject_type=help_article&q=csv-subject', token: administrator });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(AUDIT_CSV_COLUMNS.map((c, i) => [c, rows[1][i]]));
    expect(row).toMatchObject({ action: 'help_article.updated', subject_id: 'csv-subject', actor_role: 'system' });
    // Formula cells start with a quote; the rest survives a round trip through a CSV reader.
    expect(row.note).toBe(`'${nasty}`);
    expect(JSON.parse(row.after)).toEqual({ title: '+SUM(A1)' });
  });
});
