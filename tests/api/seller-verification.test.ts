// "Verified" means the checklist: email, mobile, business details, each required document kind approved
// and the whole store profile, or an override with a written reason (audited; the badge then says staff
// granted it). The public badge says when and what was checked, and goes when a required document is
// rejected later, with the seller told why.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STORE_SECTIONS } from '../../src/contract/auth';
import { auditLog, documents, notifications, storeSections, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { demoPdf } from '../../server/db/seed-documents';
import { SECOND_SUPPLIER_EMAIL } from '../../server/db/seed-supplier2';
import { SECOND_SUPPLIER_OVERRIDE_REASON } from '../../server/db/seed-verification';
import { createTestApp, envelope, logIn, onboardedSeller, pdfForm } from './helpers';

const t = await createTestApp({}, { seed: true });
const reviewer = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);

type Item = { key: string; done: boolean; checked_at: string | null; missing_sections?: string[] };
type Grant = { verified_at: string; granted_by_staff: boolean; override_reason: string | null; checks: Array<{ key: string; checked_at: string }> };
type SellerFile = { account: { verification_status: string; verification_note: string | null }; checklist: Item[]; verification_grant: Grant | null };
type Badge = { verified: boolean; verification: { verified_at: string; granted_by_staff: boolean; checks: Array<{ key: string; checked_at: string }> } | null };

const sellerFile = async (id: string) => envelope<SellerFile>(await t.request({ method: 'GET', url: `/v1/admin/sellers/${id}`, token: reviewer })).data;
const setStatus = (id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/v1/admin/sellers/${id}/verification`, token: reviewer, payload });
const publicSupplier = async (id: string) =>
  envelope<Badge & Record<string, unknown>>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${id}` })).data;
const rejectingRemovesBadge = async (documentId: string) =>
  envelope<{ rejecting_removes_badge: boolean }>(await t.request({ method: 'GET', url: `/v1/admin/documents/${documentId}`, token: reviewer })).data
    .rejecting_removes_badge;
const sellerRow = async (id: string) =>
  envelope<Array<{ id: string; verification_status: string; verified_by_override: boolean }>>(
    await t.request({ method: 'GET', url: '/v1/admin/sellers?limit=100', token: reviewer }),
  ).data.find((row) => row.id === id);
const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

async function upload(token: string, type: string): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/v1/documents', token, ...pdfForm({ type }, demoPdf(type), `${type}.pdf`) });
  expect(response.statusCode).toBe(201);
  return envelope<{ id: string }>(response).data.id;
}
const verifyDocument = async (id: string) =>
  expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${id}/verify`, token: reviewer, payload: {} })).statusCode).toBe(200);

async function completeStore(userId: string) {
  const now = new Date();
  await t.db.insert(storeSections).values(STORE_SECTIONS.map((section) => ({ userId, section, data: { store_name: 'Checked Store' }, completedAt: now })));
}

describe('the verification checklist', () => {
  it('lists every item with its key, whether it is done and, for documents, when staff checked it', async () => {
    const seller = await onboardedSeller(t, { name: 'Checklist Shape' });
    const tax = await upload(seller.token, 'tax_certificate');
    await verifyDocument(tax);
    const { checklist } = await sellerFile(seller.user.id);
    expect(checklist.map((item) => item.key)).toEqual([
      'email_verified',
      'mobile_verified',
      'business_details',
      'document_registration_certificate',
      'document_tax_certificate',
      'store_profile',
    ]);
    expect(checklist.slice(0, 3).every((item) => item.done && item.checked_at === null)).toBe(true);
    expect(checklist[3]).toEqual({ key: 'document_registration_certificate', done: false, checked_at: null });
    expect(checklist[4]).toMatchObject({ key: 'document_tax_certificate', done: true });
    expect(Date.parse(checklist[4].checked_at ?? '')).not.toBeNaN();
    expect(checklist[5]).toEqual({ key: 'store_profile', done: false, checked_at: null, missing_sections: [...STORE_SECTIONS] });
  });

  it('refuses "verified" with 409 naming each missing item, and changes nothing', async () => {
    const seller = await onboardedSeller(t, { name: 'Bare Seller' });
    await t.db.update(users).set({ isMobileVerified: false }).where(eq(users.id, seller.user.id));
    const response = await setStatus(seller.user.id, { verification_status: 'verified' });
    expect(response.statusCode).toBe(409);
    const body = envelope(response);
    expect(body.message).toBe('The verification checklist is not complete. Finish the missing items, or give a reason to verify anyway');
    expect(body.errors).toEqual({
      mobile_verified: 'The mobile number is not verified',
      document_registration_certificate: 'No registration certificate is approved',
      document_tax_certificate: 'No tax certificate is approved',
      store_profile: 'The store profile is not complete',
    });
    expect((await sellerFile(seller.user.id)).account.verification_status).toBe('unverified');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.subjectId, seller.user.id))).toHaveLength(0);
    // Other statuses need no checklist.
    expect((await setStatus(seller.user.id, { verification_status: 'pending' })).statusCode).toBe(200);
  });

  it('verifies with an override and a reason: audited with the reason and what was missing; the badge says staff granted it', async () => {
    const seller = await onboardedSeller(t, { name: 'Override Seller' });
    const reason = 'Registration checked by phone with the chamber of commerce';
    const response = await setStatus(seller.user.id, { verification_status: 'verified', override_reason: reason });
    expect(response.statusCode).toBe(200);
    const file = envelope<SellerFile>(response).data;
    expect(file.account.verification_status).toBe('verified');
    expect(file.verification_grant).toMatchObject({ granted_by_staff: true, override_reason: reason, checks: [] });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.subjectId, seller.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'seller.verification_overridden',
      actorRole: 'reviewer',
      note: reason,
      after: {
        verification_status: 'verified',
        override_reason: reason,
        missing: ['document_registration_certificate', 'document_tax_certificate', 'store_profile'],
      },
    });
    // The back office's list says the badge came by override; set again to pending, it no longer does.
    expect(await sellerRow(seller.user.id)).toMatchObject({ verification_status: 'verified', verified_by_override: true });
    const badge = await publicSupplier(seller.user.id);
    expect(badge.verified).toBe(true);
    expect(badge.verification).toMatchObject({ granted_by_staff: true, checks: [] });
    expect(JSON.stringify(badge)).not.toContain(reason);
    expect((await setStatus(seller.user.id, { verification_status: 'pending' })).statusCode).toBe(200);
    expect(await sellerRow(seller.user.id)).toMatchObject({ verification_status: 'pending', verified_by_override: false });
  });

  it('verifies a seller who passes every item; the badge names the documents checked and when; a later rejection removes it and tells the seller why', async () => {
    const seller = await onboardedSeller(t, { name: 'Complete Seller' });
    await completeStore(seller.user.id);
    const registration = await upload(seller.token, 'registration_certificate');
    const tax = await upload(seller.token, 'tax_certificate');
    await verifyDocument(registration);
    await verifyDocument(tax);
    const response = await setStatus(seller.user.id, { verification_status: 'verified' });
    expect(response.statusCode).toBe(200);
    const grant = envelope<SellerFile>(response).data.verification_grant;
    expect(grant).toMatchObject({ granted_by_staff: false, override_reason: null });
    expect(await sellerRow(seller.user.id)).toMatchObject({ verification_status: 'verified', verified_by_override: false });
    expect(grant?.checks.map((c) => c.key)).toEqual(['registration_certificate', 'tax_certificate']);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, seller.user.id), eq(auditLog.action, 'seller.verification_changed')));
    expect(entry.after).toEqual({ verification_status: 'verified', verification_note: null });

    const before = await publicSupplier(seller.user.id);
    expect(before.verified).toBe(true);
    expect(before.verification?.checks.map((c) => c.key)).toEqual(['registration_certificate', 'tax_certificate']);
    expect(before.verification?.verified_at).toBe(grant?.verified_at);

    // Staff find the licence forged: rejecting the verified document takes the badge away, as its record warns.
    expect(await rejectingRemovesBadge(registration)).toBe(true);
    const note = 'The licence number does not match the registry';
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${registration}/reject`, token: reviewer, payload: { note } })).statusCode).toBe(200);
    const file = await sellerFile(seller.user.id);
    expect(file.account.verification_status).toBe('pending');
    expect(file.account.verification_note).toContain(note);
    expect(file.verification_grant).toBeNull();
    expect(file.checklist.find((item) => item.key === 'document_registration_certificate')?.done).toBe(false);
    const after = await publicSupplier(seller.user.id);
    expect(after).toMatchObject({ verified: false, verification: null });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.kind, 'seller.verification')));
    expect(told.at(-1)?.body).toContain(note);
    const status = envelope<{ verification_status: string }>(await t.request({ method: 'GET', url: '/v1/seller/get-status', token: seller.token })).data;
    expect(status.verification_status).toBe('pending');
    // The seller is no longer verified: rejecting the other document would take nothing more, nor would the rejected one.
    expect(await rejectingRemovesBadge(tax)).toBe(false);
    expect(await rejectingRemovesBadge(registration)).toBe(false);
    // A verified document is rejected once; a rejected one cannot be verified afterwards.
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${registration}/verify`, token: reviewer, payload: {} })).statusCode).toBe(409);
  });

  it('keeps the badge when the rejected document was not the last approved one of its kind', async () => {
    const seller = await onboardedSeller(t, { name: 'Renewal Seller' });
    await completeStore(seller.user.id);
    for (const type of ['registration_certificate', 'tax_certificate']) await verifyDocument(await upload(seller.token, type));
    expect((await setStatus(seller.user.id, { verification_status: 'verified' })).statusCode).toBe(200);
    const renewal = await upload(seller.token, 'tax_certificate');
    // The approved tax certificate stays, so rejecting the renewal warns of nothing; each approved document, the only one of its kind, would take the badge.
    const approved = await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.ownerId, seller.user.id), eq(documents.status, 'verified')));
    expect(approved).toHaveLength(2);
    expect(await rejectingRemovesBadge(renewal)).toBe(false);
    for (const document of approved) expect(await rejectingRemovesBadge(document.id)).toBe(true);
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${renewal}/reject`, token: reviewer, payload: { note: 'Blurred' } })).statusCode).toBe(
      200,
    );
    expect((await sellerFile(seller.user.id)).account.verification_status).toBe('verified');
    // With a second approved tax certificate, neither of the two is the last of its kind.
    const second = await upload(seller.token, 'tax_certificate');
    await verifyDocument(second);
    const taxes = await t.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.ownerId, seller.user.id), eq(documents.type, 'tax_certificate'), eq(documents.status, 'verified')));
    expect(taxes).toHaveLength(2);
    for (const document of taxes) expect(await rejectingRemovesBadge(document.id)).toBe(false);
  });

  it('is staff-only: a seller reads no one’s checklist, not even its own, and cannot verify itself', async () => {
    const seller = await onboardedSeller(t, { name: 'Curious Seller' });
    const other = await onboardedSeller(t, { name: 'Other Seller' });
    for (const id of [seller.user.id, other.user.id]) {
      expect((await t.request({ method: 'GET', url: `/v1/admin/sellers/${id}`, token: seller.token })).statusCode).toBe(403);
      const put = await t.request({
        method: 'PUT',
        url: `/v1/admin/sellers/${id}/verification`,
        token: seller.token,
        payload: { verification_status: 'verified', override_reason: 'Trust me' },
      });
      expect(put.statusCode).toBe(403);
    }
    expect((await t.db.select().from(users).where(eq(users.id, seller.user.id)))[0].verificationStatus).toBe('unverified');
  });
});

describe('the demo data', () => {
  it('verifies the demo seller by the whole checklist and the second supplier by a documented override', async () => {
    const seller = await sellerFile(await idOf('seller@demo.test'));
    expect(seller.checklist.filter((item) => !item.done)).toEqual([]);
    expect(seller.verification_grant).toMatchObject({ granted_by_staff: false, override_reason: null });
    expect(seller.verification_grant?.checks.map((c) => c.key)).toEqual(['registration_certificate', 'tax_certificate']);

    const weberId = await idOf(SECOND_SUPPLIER_EMAIL);
    const weber = await sellerFile(weberId);
    expect(weber.verification_grant).toMatchObject({ granted_by_staff: true, override_reason: SECOND_SUPPLIER_OVERRIDE_REASON });
    const card = envelope<Array<{ supplier: Badge & { id: string } }>>(await t.request({ method: 'GET', url: '/v1/public/products?limit=100' })).data.find(
      (product) => product.supplier.id === weberId,
    );
    expect(card?.supplier.verification).toMatchObject({ granted_by_staff: true, checks: [{ key: 'tax_certificate' }] });
    expect(JSON.stringify(card)).not.toContain(SECOND_SUPPLIER_OVERRIDE_REASON);
    const rows = await t.db.select({ id: documents.id, type: documents.type, status: documents.status }).from(documents).where(eq(documents.ownerId, weberId));
    const pendingLicence = rows.find((row) => row.type === 'registration_certificate' && row.status === 'pending');
    expect(pendingLicence).toBeDefined();
    // Verified without an approved licence: rejecting the pending one leaves none, and the badge would go.
    expect(await rejectingRemovesBadge(pendingLicence!.id)).toBe(true);
    expect(await sellerRow(weberId)).toMatchObject({ verification_status: 'verified', verified_by_override: true });
    expect(await sellerRow(await idOf('seller@demo.test'))).toMatchObject({ verification_status: 'verified', verified_by_override: false });
  });
});
