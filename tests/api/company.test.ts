import type { AddressInfo } from 'node:net';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAuditEvent, CompanyInvitation, CompanyMember, InvitationPreview, MyCompany } from '../../src/contract/company';
import { COMPANY_PERMISSIONS, ROLE_PERMISSIONS, adminCompanyMessages, companyMessages } from '../../src/contract/company-messages';
import { documentMessages } from '../../src/contract/documents';
import { authMessages } from '../../src/contract/messages';
import { companies, companyAuditEvents, companyBudgets, companyInvitations, outbox } from '../../server/db/schema';
import { openEventStream } from './event-stream';
import { COMPANY_INPUT, companyWithMembers, createCompany, invitationTokenFor, invite } from './company-fixtures';
import { createTestApp, envelope, multipart, onboardedSeller, PNG, signUp, staffToken } from './helpers';

const t = await createTestApp();
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload?: Record<string, unknown>) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const patch = (token: string, url: string, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url, token, payload });
const del = (token: string, url: string) => t.request({ method: 'DELETE', url, token });

async function mine(token: string): Promise<MyCompany | null> {
  const response = await get(token, '/v1/company');
  expect(response.statusCode).toBe(200);
  return envelope<MyCompany | null>(response).data;
}

async function trail(token: string): Promise<CompanyAuditEvent[]> {
  const response = await get(token, '/v1/company/audit-events?limit=100');
  expect(response.statusCode).toBe(200);
  return envelope<CompanyAuditEvent[]>(response).data;
}

describe('the permission table', () => {
  it('gives admins everything and each other role its fixed set', () => {
    expect([...ROLE_PERMISSIONS.admin].sort()).toEqual([...COMPANY_PERMISSIONS].sort());
    expect(ROLE_PERMISSIONS.approver).toContain('approvals.decide');
    expect(ROLE_PERMISSIONS.approver).toContain('orders.read_all');
    expect(ROLE_PERMISSIONS.approver).toContain('rfqs.read_all');
    expect(ROLE_PERMISSIONS.buyer).toContain('orders.place');
    expect(ROLE_PERMISSIONS.buyer).toContain('rfqs.post');
    expect(ROLE_PERMISSIONS.buyer).not.toContain('approvals.decide');
    expect(ROLE_PERMISSIONS.viewer).toEqual(expect.arrayContaining(['orders.read_all', 'spend.read', 'invoices.read']));
    // Finance reads and changes nothing.
    for (const change of [
      'orders.place',
      'rfqs.post',
      'members.manage',
      'rules.manage',
      'budgets.manage',
      'approvals.decide',
      'lists.manage',
      'addresses.manage',
    ] as const)
      expect(ROLE_PERMISSIONS.viewer).not.toContain(change);
  });
});

describe('creating a company', () => {
  it('makes the creator its admin with every permission; without one, GET answers null', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    expect(await mine(buyer.token)).toBeNull();
    const created = await createCompany(t, buyer.token);
    expect(created.company).toMatchObject({
      legal_name: 'Northwind Trading Ltd',
      country: 'GB',
      tax_id: 'GB123456789',
      budget_currency: 'USD',
      status: 'active',
      logo_url: null,
      member_count: 1,
      billing_address: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', country: 'GB' },
    });
    expect(created.membership.role).toBe('admin');
    expect(created.membership.permissions).toEqual([...ROLE_PERMISSIONS.admin]);
    expect(await mine(buyer.token)).toEqual(created);
    expect((await trail(buyer.token)).map((e) => e.action)).toEqual(['company.created']);
  });

  it('refuses a second company with 409', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    await createCompany(t, buyer.token);
    const again = await post(buyer.token, '/v1/company', COMPANY_INPUT);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(companyMessages.alreadyInCompany);
  });

  it('names each missing or wrong field', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const response = await post(buyer.token, '/v1/company', { legal_name: ' ', country: 'XX', budget_currency: 'BTC', billing_address: { line1: '' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toMatchObject({
      legal_name: companyMessages.legalNameRequired,
      budget_currency: companyMessages.budgetCurrencyRequired,
      'billing_address.line1': 'Address line 1 is required',
    });
    const noAddress = await post(buyer.token, '/v1/company', { ...COMPANY_INPUT, billing_address: undefined });
    expect(envelope(noAddress).errors).toMatchObject({ billing_address: companyMessages.billingAddressRequired });
  });

  it('is for buyers only: a seller gets 403, a visitor 401', async () => {
    const seller = await onboardedSeller(t);
    expect((await post(seller.token, '/v1/company', COMPANY_INPUT)).statusCode).toBe(403);
    expect((await get(seller.token, '/v1/company')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/company' })).statusCode).toBe(401);
  });
});

describe('changing the company', () => {
  it('lets the admin change details (audited with before and after) and refuses other roles', async () => {
    const { admin, buyer, viewer, approver } = await companyWithMembers(t);
    const changed = await patch(admin.token, '/v1/company', { legal_name: 'Northwind Trading Group', tax_id: null });
    expect(changed.statusCode).toBe(200);
    expect(envelope<MyCompany>(changed).data.company).toMatchObject({ legal_name: 'Northwind Trading Group', tax_id: null });
    const entry = (await trail(admin.token)).find((e) => e.action === 'company.updated');
    expect(entry).toMatchObject({
      before: { legal_name: 'Northwind Trading Ltd', tax_id: 'GB123456789' },
      after: { legal_name: 'Northwind Trading Group', tax_id: null },
      actor: { id: admin.user.id, role: 'admin' },
    });
    for (const member of [buyer, viewer, approver]) {
      const refused = await patch(member.token, '/v1/company', { legal_name: 'Mine now' });
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(companyMessages.notAllowed);
    }
  });

  it('keeps the budget currency while a limit is written in it', async () => {
    const admin = await signUp(t, { role: 'buyer' });
    const { company } = await createCompany(t, admin.token);
    expect((await patch(admin.token, '/v1/company', { budget_currency: 'EUR' })).statusCode).toBe(200);
    await t.db.insert(companyBudgets).values({ companyId: company.id, scope: 'company', period: 'month', amountMinor: 100_000, currency: 'EUR' });
    const refused = await patch(admin.token, '/v1/company', { budget_currency: 'USD' });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).errors).toEqual({ budget_currency: companyMessages.currencyLocked });
  });

  it('takes a PNG or JPEG logo, checked by its bytes, served publicly while it is the logo', async () => {
    const admin = await signUp(t, { role: 'buyer' });
    await createCompany(t, admin.token);
    const pdf = await t.request({
      method: 'POST',
      url: '/v1/company/logo',
      token: admin.token,
      ...multipart([{ field: 'file', file: { name: 'logo.png', type: 'image/png', data: Buffer.from('%PDF-1.4 not an image') } }]),
    });
    expect(pdf.statusCode).toBe(400);
    expect(envelope(pdf).errors).toEqual({ file: companyMessages.logoType });
    const none = await t.request({ method: 'POST', url: '/v1/company/logo', token: admin.token, ...multipart([{ field: 'other', value: 'x' }]) });
    expect(none.statusCode).toBe(400);
    const two = await t.request({
      method: 'POST',
      url: '/v1/company/logo',
      token: admin.token,
      ...multipart([
        { field: 'file', file: { name: 'a.png', type: 'image/png', data: PNG } },
        { field: 'file', file: { name: 'b.png', type: 'image/png', data: PNG } },
      ]),
    });
    expect(envelope(two).errors).toMatchObject({ file: documentMessages.oneFile });

    const uploaded = await t.request({
      method: 'POST',
      url: '/v1/company/logo',
      token: admin.token,
      ...multipart([{ field: 'file', file: { name: 'logo.png', type: 'image/png', data: PNG } }]),
    });
    expect(uploaded.statusCode).toBe(200);
    const logoUrl = envelope<MyCompany>(uploaded).data.company.logo_url!;
    expect(logoUrl).toMatch(/^\/v1\/media\/[0-9a-f-]{36}$/);
    const served = await t.request({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const removed = await del(admin.token, '/v1/company/logo');
    expect(envelope<MyCompany>(removed).data.company.logo_url).toBeNull();
    expect((await t.request({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    expect((await del(admin.token, '/v1/company/logo')).statusCode).toBe(404);
    expect((await trail(admin.token)).map((e) => e.action)).toEqual(expect.arrayContaining(['company.logo_changed', 'company.logo_removed']));
  });
});

describe('invitations', () => {
  it('mails a single-use link that the invited buyer accepts to join with its role', async () => {
    const admin = await signUp(t, { role: 'buyer', name: 'Amelia Hart' });
    await createCompany(t, admin.token);
    const invited = await signUp(t, { role: 'buyer', name: 'Omar Haddad' });
    const response = await post(admin.token, '/v1/company/invitations', { email: invited.email.toUpperCase(), role: 'approver' });
    expect(response.statusCode).toBe(201);
    expect(envelope<CompanyInvitation>(response).data).toMatchObject({
      email: invited.email,
      role: 'approver',
      status: 'pending',
      invited_by: { name: 'Amelia Hart' },
    });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, invited.email), like(outbox.subject, '%invited you%')));
    expect(mail.subject).toBe('Amelia Hart invited you to Northwind Trading Ltd');
    expect(mail.text).toContain('expires in 7 days');
    const token = await invitationTokenFor(t, invited.email);
    // Only a hash of the token is stored.
    const stored = await t.db.select({ tokenHash: companyInvitations.tokenHash }).from(companyInvitations);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    const preview = await get(invited.token, `/v1/company-invitations/${token}`);
    expect(envelope<InvitationPreview>(preview).data).toMatchObject({
      company: { legal_name: 'Northwind Trading Ltd', country: 'GB' },
      email: invited.email,
      role: 'approver',
      invited_by: 'Amelia Hart',
    });
    const accepted = await post(invited.token, '/v1/company-invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect(envelope(accepted).message).toBe(companyMessages.invitationAccepted);
    expect(envelope<MyCompany>(accepted).data.membership).toMatchObject({ role: 'approver', status: 'active', permissions: [...ROLE_PERMISSIONS.approver] });

    // Used once: the same link again is a 409, for anyone.
    const reused = await post(invited.token, '/v1/company-invitations/accept', { token });
    expect(reused.statusCode).toBe(409);
    expect(envelope(reused).message).toBe(companyMessages.invitationUsed);
    expect((await get(invited.token, `/v1/company-invitations/${token}`)).statusCode).toBe(409);

    const list = envelope<CompanyInvitation[]>(await get(admin.token, '/v1/company/invitations'));
    expect(list.data[0]).toMatchObject({ email: invited.email, status: 'accepted' });
    const actions = (await trail(admin.token)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['member.invited', 'member.joined']));
  });

  it('refuses an expired link with 410, a withdrawn one with 410 and an unknown one with 404', async () => {
    const admin = await signUp(t, { role: 'buyer' });
    await createCompany(t, admin.token);
    const invited = await signUp(t, { role: 'buyer' });
    const token = await invite(t, admin.token, invited.email, 'buyer');
    await t.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, invited.email));
    const expired = await post(invited.token, '/v1/company-invitations/accept', { token });
    expect(expired.statusCode).toBe(410);
    expect(envelope(expired).message).toBe(companyMessages.invitationExpired);

    const second = await invite(t, admin.token, invited.email, 'buyer');
    const pending = envelope<CompanyInvitation[]>(await get(admin.token, '/v1/company/invitations?status=pending')).data;
    expect(pending).toHaveLength(1);
    expect((await del(admin.token, `/v1/company/invitations/${pending[0].id}`)).statusCode).toBe(200);
    const withdrawn = await post(invited.token, '/v1/company-invitations/accept', { token: second });
    expect(withdrawn.statusCode).toBe(410);
    expect(envelope(withdrawn).message).toBe(companyMessages.invitationWithdrawn);
    expect((await del(admin.token, `/v1/company/invitations/${pending[0].id}`)).statusCode).toBe(409);

    const unknown = await post(invited.token, '/v1/company-invitations/accept', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).message).toBe(companyMessages.invitationInvalid);
    expect(await mine(invited.token)).toBeNull();
  });

  it('a new invitation withdraws the earlier one of the same email', async () => {
    const admin = await signUp(t, { role: 'buyer' });
    await createCompany(t, admin.token);
    const invited = await signUp(t, { role: 'buyer' });
    const first = await invite(t, admin.token, invited.email, 'viewer');
    const second = await invite(t, admin.token, invited.email, 'buyer');
    expect((await post(invited.token, '/v1/company-invitations/accept', { token: first })).statusCode).toBe(410);
    const joined = await post(invited.token, '/v1/company-invitations/accept', { token: second });
    expect(envelope<MyCompany>(joined).data.membership.role).toBe('buyer');
  });

  it('is accepted only by the account it was sent to, and never by a buyer already in a company', async () => {
    const admin = await signUp(t, { role: 'buyer' });
    await createCompany(t, admin.token);
    const invited = await signUp(t, { role: 'buyer' });
    const token = await invite(t, admin.token, invited.email, 'buyer');
    const stranger = await signUp(t, { role: 'buyer' });
    const wrong = await post(stranger.token, '/v1/company-invitations/accept', { token });
    expect(wrong.statusCode).toBe(403);
    expect(envelope(wrong).message).toBe(companyMessages.invitationOtherEmail);

    await createCompany(t, invited.token, { legal_name: 'Their Own Ltd' });
    const taken = await post(invited.token, '/v1/company-invitations/accept', { token });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).message).toBe(companyMessages.alreadyInCompany);
    // The link is still unused: it was refused, not spent.
    expect(envelope<CompanyInvitation[]>(await get(admin.token, '/v1/company/invitations')).data[0].status).toBe('pending');
  });

  it('refuses inviting a member again, and names bad input', async () => {
    const { admin, buyer } = await companyWithMembers(t);
    const again = await post(admin.token, '/v1/company/invitations', { email: buyer.email, role: 'buyer' });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).errors).toEqual({ email: companyMessages.alreadyMember });
    const bad = await post(admin.token, '/v1/company/invitations', { email: 'nope', role: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ email: authMessages.invalidEmail, role: companyMessages.roleRequired });
    // Only members.manage invites.
    const byBuyer = await post(buyer.token, '/v1/company/invitations', { email: 'someone@example.com', role: 'buyer' });
    expect(byBuyer.statusCode).toBe(403);
    expect(envelope(byBuyer).message).toBe(companyMessages.notAllowed);
  });
});

describe('members', () => {
  it('lists the members for every active member, admins first', async () => {
    const { admin, viewer } = await companyWithMembers(t, 'Listing Co');
    const list = envelope<CompanyMember[]>(await get(viewer.token, '/v1/company/members'));
    expect(list.total).toBe(4);
    expect(list.data.map((m) => m.role)).toEqual(['admin', 'approver', 'buyer', 'viewer']);
    expect(list.data[1].invited_by).toEqual({ id: admin.user.id, name: 'Listing Co admin' });
    const filtered = envelope<CompanyMember[]>(await get(admin.token, '/v1/company/members?role=buyer'));
    expect(filtered.data.map((m) => m.role)).toEqual(['buyer']);
  });

  it('changes a role, suspends, reactivates and removes, each audited', async () => {
    const { admin, buyer, viewer } = await companyWithMembers(t);
    const promoted = await patch(admin.token, `/v1/company/members/${buyer.user.id}`, { role: 'approver' });
    expect(promoted.statusCode).toBe(200);
    expect(envelope<CompanyMember>(promoted).data.role).toBe('approver');
    expect((await mine(buyer.token))!.membership.permissions).toEqual([...ROLE_PERMISSIONS.approver]);
    const same = await patch(admin.token, `/v1/company/members/${buyer.user.id}`, { role: 'approver' });
    expect(same.statusCode).toBe(409);
    expect(envelope(same).message).toBe(companyMessages.sameRole);

    const suspended = await post(admin.token, `/v1/company/members/${viewer.user.id}/suspend`);
    expect(envelope(suspended).message).toBe(companyMessages.suspended);
    expect(envelope(await post(admin.token, `/v1/company/members/${viewer.user.id}/suspend`)).message).toBe(companyMessages.alreadySuspended);
    const reactivated = await post(admin.token, `/v1/company/members/${viewer.user.id}/reactivate`);
    expect(envelope<CompanyMember>(reactivated).data.status).toBe('active');
    expect(envelope(await post(admin.token, `/v1/company/members/${viewer.user.id}/reactivate`)).message).toBe(companyMessages.notSuspended);

    expect((await del(admin.token, `/v1/company/members/${viewer.user.id}`)).statusCode).toBe(200);
    expect(await mine(viewer.token)).toBeNull();
    expect((await get(viewer.token, '/v1/company/members')).statusCode).toBe(403);

    const events = await trail(admin.token);
    expect(events.slice(0, 4).map((e) => e.action)).toEqual(['member.removed', 'member.reactivated', 'member.suspended', 'member.role_changed']);
    expect(events[3]).toMatchObject({ before: { role: 'buyer' }, after: { role: 'approver' }, subject_id: buyer.user.id });
  });

  it('refuses a member who is not in the company with 404, and an admin acting on themselves', async () => {
    const { admin } = await companyWithMembers(t);
    const outsider = await signUp(t, { role: 'buyer' });
    const missing = await patch(admin.token, `/v1/company/members/${outsider.user.id}`, { role: 'buyer' });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe(companyMessages.memberNotFound);
    const self = await post(admin.token, `/v1/company/members/${admin.user.id}/suspend`);
    expect(self.statusCode).toBe(409);
    expect(envelope(self).message).toBe(companyMessages.notYourself);
    expect((await del(admin.token, `/v1/company/members/${admin.user.id}`)).statusCode).toBe(409);
  });

  it('never leaves the company without an active admin', async () => {
    const { admin, buyer } = await companyWithMembers(t);
    // The only admin may not demote themselves or leave.
    const demote = await patch(admin.token, `/v1/company/members/${admin.user.id}`, { role: 'buyer' });
    expect(demote.statusCode).toBe(409);
    expect(envelope(demote).message).toBe(companyMessages.lastAdmin);
    const leave = await post(admin.token, '/v1/company/leave');
    expect(leave.statusCode).toBe(409);
    expect(envelope(leave).message).toBe(companyMessages.lastAdminLeave);

    // With a second admin, one may go; then the remaining one is the last again.
    await patch(admin.token, `/v1/company/members/${buyer.user.id}`, { role: 'admin' });
    const suspendFirst = await post(buyer.token, `/v1/company/members/${admin.user.id}/suspend`);
    expect(suspendFirst.statusCode).toBe(200);
    // A suspended admin does not count: the active one cannot be demoted, suspended, removed or leave.
    expect(envelope(await patch(buyer.token, `/v1/company/members/${buyer.user.id}`, { role: 'viewer' })).message).toBe(companyMessages.lastAdmin);
    expect(envelope(await post(buyer.token, '/v1/company/leave')).message).toBe(companyMessages.lastAdminLeave);
    await post(buyer.token, `/v1/company/members/${admin.user.id}/reactivate`);
    expect((await patch(buyer.token, `/v1/company/members/${buyer.user.id}`, { role: 'buyer' })).statusCode).toBe(200);
    expect(envelope(await del(admin.token, `/v1/company/members/${admin.user.id}`)).message).toBe(companyMessages.notYourself);
    expect((await mine(buyer.token))!.membership.role).toBe('buyer');
  });

  it('lets a member leave, audited', async () => {
    const { admin, viewer } = await companyWithMembers(t);
    const left = await post(viewer.token, '/v1/company/leave');
    expect(left.statusCode).toBe(200);
    expect(envelope(left).message).toBe(companyMessages.left);
    expect(await mine(viewer.token)).toBeNull();
    expect((await post(viewer.token, '/v1/company/leave')).statusCode).toBe(404);
    expect((await trail(admin.token))[0]).toMatchObject({ action: 'member.left', actor: { id: viewer.user.id, role: 'viewer' } });
    // Out of a company, a buyer may start or join another.
    await createCompany(t, viewer.token, { legal_name: 'Fresh Start Ltd' });
  });
});

describe('losing access', () => {
  it('a suspended member keeps seeing the company, with no permissions, and every other route refuses them', async () => {
    const { admin, buyer } = await companyWithMembers(t);
    await post(admin.token, `/v1/company/members/${buyer.user.id}/suspend`);
    const seen = (await mine(buyer.token))!;
    expect(seen.membership).toMatchObject({ status: 'suspended', permissions: [] });
    for (const url of ['/v1/company/members', '/v1/company/requisition-lists']) {
      const refused = await get(buyer.token, url);
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(companyMessages.memberSuspended);
    }
  });

  it('a company staff suspend cuts every member off until it is reactivated, audited in its trail', async () => {
    const { company, admin, buyer } = await companyWithMembers(t, 'Suspended Goods Ltd');
    const staff = await staffToken(t, 'administrator');
    const suspended = await post(staff, `/v1/admin/companies/${company.id}/suspend`, { reason: 'Payment fraud under review' });
    expect(suspended.statusCode).toBe(200);
    expect(envelope(suspended).message).toBe(adminCompanyMessages.suspended);
    for (const member of [admin, buyer]) {
      const refused = await get(member.token, '/v1/company/members');
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(companyMessages.companySuspended);
      expect((await mine(member.token))!.company).toMatchObject({ status: 'suspended', status_reason: 'Payment fraud under review' });
    }
    expect((await post(staff, `/v1/admin/companies/${company.id}/reactivate`)).statusCode).toBe(200);
    expect((await get(buyer.token, '/v1/company/members')).statusCode).toBe(200);
    const actions = (await trail(admin.token)).map((e) => [e.action, e.actor.role]);
    expect(actions.slice(0, 2)).toEqual([
      ['company.reactivated', 'staff'],
      ['company.suspended', 'staff'],
    ]);
    const [row] = await t.db.select({ status: companies.status }).from(companies).where(eq(companies.id, company.id));
    expect(row.status).toBe('active');
  });

  it('ends the open event streams of a suspended or removed member, and only theirs', async () => {
    const { admin, buyer, viewer } = await companyWithMembers(t);
    const buyerTab = await openEventStream(baseUrl, buyer.token);
    const viewerTab = await openEventStream(baseUrl, viewer.token);
    const adminTab = await openEventStream(baseUrl, admin.token);
    try {
      await post(admin.token, `/v1/company/members/${buyer.user.id}/suspend`);
      await buyerTab.next('company.access_revoked');
      await buyerTab.ended;
      await del(admin.token, `/v1/company/members/${viewer.user.id}`);
      await viewerTab.next('company.access_revoked');
      await viewerTab.ended;
      // Nobody else's stream ended: the admin's still hears its own events.
      await t.app.realtime.publish(t.db, [admin.user.id], { type: 'test.ping', data: { n: 1 } });
      expect(await adminTab.next('test.ping')).toEqual({ n: 1 });
      expect(adminTab.received.map((e) => e.type)).not.toContain('company.access_revoked');
    } finally {
      for (const tab of [buyerTab, viewerTab, adminTab]) tab.close();
    }
  });
});

describe('the audit trail', () => {
  it('is for admins only', async () => {
    const { approver, buyer, viewer } = await companyWithMembers(t);
    for (const member of [approver, buyer, viewer]) {
      const refused = await get(member.token, '/v1/company/audit-events');
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).message).toBe(companyMessages.notAllowed);
    }
  });

  it('pages and filters by action', async () => {
    const { admin } = await companyWithMembers(t);
    const page = envelope<CompanyAuditEvent[]>(await get(admin.token, '/v1/company/audit-events?limit=2'));
    expect(page.data).toHaveLength(2);
    expect(page.total).toBe(7); // created, 3 invited, 3 joined
    const joined = envelope<CompanyAuditEvent[]>(await get(admin.token, '/v1/company/audit-events?action=member.joined'));
    expect(joined.total).toBe(3);
    expect(joined.data.every((e) => e.action === 'member.joined')).toBe(true);
  });

  it('is append-only in the database itself: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { company } = await companyWithMembers(t);
    const where = eq(companyAuditEvents.companyId, company.id);
    const before = await t.db.select().from(companyAuditEvents).where(where);
    expect(before.length).toBeGreaterThan(0);
    // The driver wraps the database's error; its cause carries the trigger's message.
    const failure = async (statement: Promise<unknown>) => {
      try {
        await statement;
      } catch (error) {
        return `${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      }
      return 'succeeded';
    };
    expect(await failure(t.db.update(companyAuditEvents).set({ note: 'changed' }).where(where))).toMatch(/append-only/);
    expect(await failure(t.db.delete(companyAuditEvents).where(where))).toMatch(/append-only/);
    expect(await failure(t.db.execute(sql`truncate company_audit_events`))).toMatch(/append-only/);
    expect(await t.db.select().from(companyAuditEvents).where(where)).toEqual(before);
  });
});
