import { describe, expect, it } from 'vitest';
import type { CompanyInvitation, RequisitionListDetail } from '../../src/contract/company';
import { createCompany, join } from './company-fixtures';
import { createTestApp, envelope, onboardedSeller, signUp, staffToken } from './helpers';
import { listedProduct } from './ordering-fixtures';

// The ownership matrix over every company route: two companies with three members each, a buyer without
// a company, two sellers, staff and a visitor. Another company's records are a 404 for every role; lists
// never hold them; everyone who is not a buyer member is refused before anything is read.

const t = await createTestApp();

async function company(name: string) {
  const admin = await signUp(t, { role: 'buyer', name: `${name} admin` });
  await createCompany(t, admin.token, { legal_name: name });
  const buyer = await join(t, admin.token, 'buyer', `${name} buyer`);
  const viewer = await join(t, admin.token, 'viewer', `${name} viewer`);
  return { admin, buyer, viewer };
}

describe('company isolation', () => {
  it('keeps every company route to its own company, for every role', async () => {
    const seller = await onboardedSeller(t);
    const seller2 = await onboardedSeller(t);
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 500 });
    const a = await company('Alpha Supplies Ltd');
    const b = await company('Beta Supplies Ltd');
    const lone = await signUp(t, { role: 'buyer' });
    const staff = await staffToken(t, 'administrator');

    // Company B's records.
    const list = envelope<RequisitionListDetail>(
      await t.request({
        method: 'POST',
        url: '/v1/company/requisition-lists',
        token: b.admin.token,
        payload: { name: 'Beta list', lines: [{ product_id: product.id, quantity: 5 }] },
      }),
    ).data;
    const invitation = envelope<CompanyInvitation>(
      await t.request({ method: 'POST', url: '/v1/company/invitations', token: b.admin.token, payload: { email: 'pending.beta@example.com', role: 'buyer' } }),
    ).data;
    const member = b.buyer.user.id;
    const line = list.lines[0].id;

    type Route = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: Record<string, unknown> };
    // Routes naming one of B's records: a 404 for A's members whatever their role.
    const recordRoutes: Route[] = [
      { method: 'PATCH', url: `/v1/company/members/${member}`, payload: { role: 'viewer' } },
      { method: 'POST', url: `/v1/company/members/${member}/suspend` },
      { method: 'POST', url: `/v1/company/members/${member}/reactivate` },
      { method: 'DELETE', url: `/v1/company/members/${member}` },
      { method: 'DELETE', url: `/v1/company/invitations/${invitation.id}` },
      { method: 'GET', url: `/v1/company/requisition-lists/${list.id}` },
      { method: 'PATCH', url: `/v1/company/requisition-lists/${list.id}`, payload: { name: 'Taken' } },
      { method: 'DELETE', url: `/v1/company/requisition-lists/${list.id}` },
      { method: 'POST', url: `/v1/company/requisition-lists/${list.id}/lines`, payload: { product_id: product.id, quantity: 1 } },
      { method: 'PATCH', url: `/v1/company/requisition-lists/${list.id}/lines/${line}`, payload: { quantity: 2 } },
      { method: 'DELETE', url: `/v1/company/requisition-lists/${list.id}/lines/${line}` },
      { method: 'POST', url: `/v1/company/requisition-lists/${list.id}/add-to-cart` },
    ];
    // Routes reading or changing the caller's own company.
    const ownRoutes: Route[] = [
      { method: 'GET', url: '/v1/company' },
      { method: 'PATCH', url: '/v1/company', payload: { legal_name: 'Renamed Ltd' } },
      { method: 'DELETE', url: '/v1/company/logo' },
      { method: 'GET', url: '/v1/company/members' },
      { method: 'GET', url: '/v1/company/invitations' },
      { method: 'POST', url: '/v1/company/invitations', payload: { email: 'someone@example.com', role: 'buyer' } },
      { method: 'GET', url: '/v1/company/audit-events' },
      { method: 'GET', url: '/v1/company/requisition-lists' },
      { method: 'POST', url: '/v1/company/requisition-lists', payload: { name: 'A list' } },
      { method: 'POST', url: '/v1/company/leave' },
    ];
    const send = (route: Route, token?: string) =>
      t.request({ method: route.method, url: route.url, token, ...(route.payload ? { payload: route.payload } : {}) });

    for (const route of recordRoutes)
      for (const caller of [a.admin, a.buyer, a.viewer]) {
        const response = await send(route, caller.token);
        // A member whose role lacks the permission is refused first (403), never told whether B's record exists.
        expect([403, 404], `${route.method} ${route.url} as ${caller.name}: ${response.body}`).toContain(response.statusCode);
        if (caller === a.admin) expect(response.statusCode, `${route.method} ${route.url} as admin`).toBe(404);
      }

    // A's lists never hold B's records.
    const members = envelope<Array<{ user_id: string }>>(await send({ method: 'GET', url: '/v1/company/members' }, a.viewer.token)).data;
    expect(members.map((m) => m.user_id)).not.toContain(member);
    const lists = envelope<Array<{ id: string }>>(await send({ method: 'GET', url: '/v1/company/requisition-lists' }, a.buyer.token)).data;
    expect(lists.map((l) => l.id)).not.toContain(list.id);
    const invitations = envelope<Array<{ id: string }>>(await send({ method: 'GET', url: '/v1/company/invitations' }, a.admin.token)).data;
    expect(invitations.map((i) => i.id)).not.toContain(invitation.id);
    const trail = envelope<Array<{ subject_id: string | null }>>(await send({ method: 'GET', url: '/v1/company/audit-events?limit=100' }, a.admin.token)).data;
    expect(trail.map((e) => e.subject_id)).not.toContain(member);

    // Everyone outside a company: a buyer without one gets 403 (GET /v1/company answers null), sellers and
    // staff 403, a visitor 401, on every route.
    for (const route of [...recordRoutes, ...ownRoutes]) {
      for (const token of [seller.token, seller2.token, staff]) expect((await send(route, token)).statusCode, `${route.method} ${route.url}`).toBe(403);
      expect((await send(route)).statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      const loneAnswer = await send(route, lone.token);
      if (route.url === '/v1/company' && route.method === 'GET') expect(envelope(loneAnswer).data).toBeNull();
      else expect([403, 404], `${route.method} ${route.url} without a company`).toContain(loneAnswer.statusCode);
    }

    // B's records are untouched.
    const still = envelope<RequisitionListDetail>(await send({ method: 'GET', url: `/v1/company/requisition-lists/${list.id}` }, b.viewer.token)).data;
    expect(still).toMatchObject({ name: 'Beta list', lines: [{ quantity: 5 }] });
  });
});
