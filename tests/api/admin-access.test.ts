// Who may call each back-office route: anonymous callers get 401, sellers and buyers 403 on every one,
// reviewers 403 on the administrator-only ones; the audit log has no route that changes it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, onboardedSeller, signUp } from './helpers';

const t = await createTestApp({}, { seed: true });
const id = randomUUID();

type Access = 'staff' | 'administrator';
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: Access;
  body?: Record<string, unknown>;
}

/** Every route under /v1/admin, with a valid body so that only the role decides the answer. */
const ADMIN_ROUTES: RouteCase[] = [
  { method: 'GET', url: '/v1/admin/overview', access: 'staff' },
  { method: 'GET', url: '/v1/admin/sellers', access: 'staff' },
  { method: 'GET', url: `/v1/admin/sellers/${id}`, access: 'staff' },
  { method: 'PUT', url: `/v1/admin/sellers/${id}/verification`, access: 'staff', body: { verification_status: 'verified' } },
  { method: 'POST', url: `/v1/admin/sellers/${id}/suspend`, access: 'administrator', body: { reason: 'Fraud reports' } },
  { method: 'POST', url: `/v1/admin/sellers/${id}/reinstate`, access: 'administrator', body: {} },
  { method: 'GET', url: '/v1/admin/documents', access: 'staff' },
  { method: 'GET', url: `/v1/admin/documents/${id}`, access: 'staff' },
  { method: 'GET', url: `/v1/admin/documents/${id}/file`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/documents/${id}/verify`, access: 'staff', body: {} },
  { method: 'POST', url: `/v1/admin/documents/${id}/reject`, access: 'staff', body: { note: 'Unreadable' } },
  { method: 'GET', url: '/v1/admin/category-requests', access: 'staff' },
  { method: 'GET', url: `/v1/admin/category-requests/${id}`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/category-requests/${id}/approve`, access: 'staff', body: {} },
  { method: 'POST', url: `/v1/admin/category-requests/${id}/reject`, access: 'staff', body: { note: 'Too broad' } },
  { method: 'GET', url: '/v1/admin/categories', access: 'staff' },
  { method: 'POST', url: '/v1/admin/categories', access: 'administrator', body: { name: 'Access Test' } },
  { method: 'PUT', url: `/v1/admin/categories/${id}`, access: 'administrator', body: { name: 'Renamed' } },
  { method: 'POST', url: `/v1/admin/categories/${id}/move`, access: 'administrator', body: { parent_id: null } },
  { method: 'POST', url: `/v1/admin/categories/${id}/retire`, access: 'administrator' },
  { method: 'POST', url: `/v1/admin/categories/${id}/restore`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/products', access: 'staff' },
  { method: 'GET', url: `/v1/admin/products/${id}`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/products/${id}/approve`, access: 'staff', body: {} },
  { method: 'POST', url: `/v1/admin/products/${id}/unpublish`, access: 'staff', body: { reason: 'Misleading photos' } },
  { method: 'GET', url: '/v1/admin/reviews', access: 'staff' },
  { method: 'GET', url: `/v1/admin/reviews/${id}`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/reviews/${id}/hide`, access: 'staff', body: { reason: 'Abusive language' } },
  { method: 'POST', url: `/v1/admin/reviews/${id}/unhide`, access: 'staff', body: {} },
  { method: 'GET', url: '/v1/admin/rfqs', access: 'staff' },
  { method: 'GET', url: `/v1/admin/rfqs/${id}`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/rfqs/${id}/close`, access: 'staff', body: { kind: 'spam', reason: 'Off-platform contact' } },
  { method: 'GET', url: '/v1/admin/quote-allowances', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/quote-allowances/${id}`, access: 'administrator' },
  { method: 'PUT', url: `/v1/admin/quote-allowances/${id}`, access: 'administrator', body: { monthly_limit: 10 } },
  { method: 'GET', url: '/v1/admin/orders', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/orders/${id}`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/users', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/users/${id}`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/staff', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/staff/${id}`, access: 'administrator' },
  { method: 'POST', url: '/v1/admin/staff', access: 'administrator', body: { name: 'New Staff', email: 'access-test@demo.test', staff_role: 'reviewer' } },
  { method: 'PUT', url: `/v1/admin/staff/${id}`, access: 'administrator', body: { staff_role: 'reviewer' } },
  { method: 'POST', url: `/v1/admin/staff/${id}/deactivate`, access: 'administrator', body: {} },
  { method: 'POST', url: `/v1/admin/staff/${id}/reactivate`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/help-articles', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/help-articles/${id}`, access: 'administrator' },
  {
    method: 'POST',
    url: '/v1/admin/help-articles',
    access: 'administrator',
    body: { slug: 'access-test', language: 'en', topic: 'account', title: 'T', summary: 'S', body: 'B' },
  },
  { method: 'PUT', url: `/v1/admin/help-articles/${id}`, access: 'administrator', body: { title: 'New title' } },
  { method: 'POST', url: `/v1/admin/help-articles/${id}/publish`, access: 'administrator' },
  { method: 'POST', url: `/v1/admin/help-articles/${id}/unpublish`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/exchange-rates', access: 'staff' },
  { method: 'GET', url: `/v1/admin/exchange-rates/${id}`, access: 'staff' },
  {
    method: 'POST',
    url: '/v1/admin/exchange-rates',
    access: 'administrator',
    body: { base_currency: 'EUR', quote_currency: 'USD', rate: '1.0850', rate_date: '2026-11-01' },
  },
  { method: 'PATCH', url: `/v1/admin/exchange-rates/${id}`, access: 'administrator', body: { rate: '1.09' } },
  { method: 'DELETE', url: `/v1/admin/exchange-rates/${id}`, access: 'administrator' },
  { method: 'POST', url: '/v1/admin/exchange-rates/import', access: 'administrator', body: {} },
  { method: 'GET', url: '/v1/admin/audit-log', access: 'administrator' },
  { method: 'GET', url: '/v1/admin/audit-log.csv', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/sellers/${id}/statements`, access: 'staff' },
  // The path as the OpenAPI document names it; an unknown seller is a 404 before its file is read.
  { method: 'GET', url: `/v1/admin/sellers/${id}/statements/{file}`, access: 'staff' },
  { method: 'GET', url: '/v1/admin/commission-invoices', access: 'staff' },
  { method: 'GET', url: `/v1/admin/commission-invoices/${id}/pdf`, access: 'staff' },
  { method: 'POST', url: '/v1/admin/commission-invoices', access: 'administrator', body: { month: '2026-09' } },
  { method: 'GET', url: '/v1/admin/money/figures', access: 'staff' },
  { method: 'GET', url: '/v1/admin/money/owed', access: 'staff' },
  { method: 'GET', url: '/v1/admin/commission-rules', access: 'staff' },
  { method: 'GET', url: `/v1/admin/commission-rules/${id}`, access: 'staff' },
  { method: 'POST', url: '/v1/admin/commission-rules', access: 'administrator', body: { scope: 'default', rate_bp: 800 } },
  { method: 'PATCH', url: `/v1/admin/commission-rules/${id}`, access: 'administrator', body: { rate_bp: 900 } },
  { method: 'DELETE', url: `/v1/admin/commission-rules/${id}`, access: 'administrator' },
  { method: 'GET', url: '/v1/admin/ledger', access: 'staff' },
  { method: 'GET', url: '/v1/admin/ledger/export', access: 'staff' },
  { method: 'GET', url: `/v1/admin/sellers/${id}/balances`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/sellers/${id}/ledger/adjustments`, access: 'administrator', body: {} },
  { method: 'POST', url: `/v1/admin/sellers/${id}/ledger/reversals`, access: 'administrator', body: {} },
  { method: 'GET', url: '/v1/admin/companies', access: 'staff' },
  { method: 'GET', url: `/v1/admin/companies/${id}`, access: 'staff' },
  { method: 'GET', url: `/v1/admin/companies/${id}/audit-events`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/companies/${id}/suspend`, access: 'administrator', body: { reason: 'Unpaid invoices' } },
  { method: 'POST', url: `/v1/admin/companies/${id}/reactivate`, access: 'administrator', body: {} },
  // Buyer payments are the administrators' alone, reading included.
  { method: 'GET', url: '/v1/admin/payments', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/payments/${id}`, access: 'administrator' },
  { method: 'POST', url: '/v1/admin/payments/import', access: 'administrator', body: {} },
  { method: 'GET', url: `/v1/admin/orders/${id}/payments`, access: 'administrator' },
  { method: 'POST', url: `/v1/admin/orders/${id}/payments`, access: 'administrator', body: {} },
  { method: 'GET', url: '/v1/admin/unmatched-payments', access: 'administrator' },
  { method: 'GET', url: `/v1/admin/unmatched-payments/${id}`, access: 'administrator' },
  { method: 'POST', url: `/v1/admin/unmatched-payments/${id}/match`, access: 'administrator', body: {} },
  // Payout batches: every staff member reads them and approves one made by someone else; administrators do the rest.
  { method: 'GET', url: '/v1/admin/payout-batches', access: 'staff' },
  { method: 'GET', url: `/v1/admin/payout-batches/${id}`, access: 'staff' },
  { method: 'POST', url: '/v1/admin/payout-batches', access: 'administrator', body: {} },
  { method: 'POST', url: `/v1/admin/payout-batches/${id}/approve`, access: 'staff' },
  { method: 'POST', url: `/v1/admin/payout-batches/${id}/send`, access: 'administrator' },
  { method: 'POST', url: `/v1/admin/payout-batches/${id}/paid`, access: 'administrator', body: { bank_reference: 'UTR0001' } },
  { method: 'POST', url: `/v1/admin/payout-batches/${id}/fail`, access: 'administrator', body: { reason: 'Rejected by the bank' } },
  { method: 'POST', url: `/v1/admin/payout-batches/${id}/cancel`, access: 'administrator', body: {} },
  { method: 'POST', url: `/v1/admin/payout-items/${id}/return`, access: 'administrator', body: { reason: 'Account closed' } },
  { method: 'GET', url: `/v1/admin/payout-batches/${id}/export.csv`, access: 'administrator' },
  { method: 'GET', url: `/v1/admin/payout-batches/${id}/pain001.xml`, access: 'administrator' },
];

const label = (r: RouteCase) => `${r.method} ${r.url.replace(id, ':id')}`;

const seller = await onboardedSeller(t);
const buyer = await signUp(t, { role: 'buyer' });
const reviewerToken = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);
const administratorToken = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

const call = (r: RouteCase, token?: string) => t.request({ method: r.method, url: r.url, token, ...(r.body ? { payload: r.body } : {}) });

describe('the list of admin routes', () => {
  it('covers every route the server registers under /v1/admin (from the OpenAPI document)', async () => {
    const document = JSON.parse((await t.request({ method: 'GET', url: '/v1/openapi.json' })).body) as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/v1/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('{id}', ':id')}`))
      .sort();
    expect(registered).toEqual(ADMIN_ROUTES.map(label).sort());
  });
});

describe.each(ADMIN_ROUTES.map((r) => [label(r), r] as const))('%s', (_name, route) => {
  it('refuses an anonymous caller with 401', async () => {
    expect((await call(route)).statusCode).toBe(401);
  });

  it('refuses a seller and a buyer with 403', async () => {
    const asSeller = await call(route, seller.token);
    expect(asSeller.statusCode).toBe(403);
    expect(envelope(asSeller).success).toBe(false);
    expect((await call(route, buyer.token)).statusCode).toBe(403);
  });

  it(route.access === 'administrator' ? 'refuses a reviewer with 403' : 'lets a reviewer through', async () => {
    const response = await call(route, reviewerToken);
    if (route.access === 'administrator') {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe('Only an administrator can do this');
    } else {
      expect([200, 201, 404]).toContain(response.statusCode);
    }
  });
});

describe('administrators', () => {
  it('read every list', async () => {
    for (const route of ADMIN_ROUTES.filter((r) => r.method === 'GET' && !r.url.includes(id))) {
      const response = await call(route, administratorToken);
      expect(response.statusCode, label(route)).toBe(200);
    }
  });

  it('get 404 for an unknown id', async () => {
    expect((await t.request({ method: 'GET', url: `/v1/admin/sellers/${id}`, token: administratorToken })).statusCode).toBe(404);
  });
});

describe('the audit log cannot be changed through the API', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('has no %s route', async (method) => {
    for (const url of ['/v1/admin/audit-log', `/v1/admin/audit-log/${id}`]) {
      const response = await t.request({ method, url, token: administratorToken, payload: {} });
      expect([404, 405]).toContain(response.statusCode);
    }
  });
});

describe('the staff role in the status endpoint', () => {
  it('tells the web app what the signed-in staff member may do', async () => {
    const status = async (token: string) =>
      envelope<{ staff_role: string | null }>(await t.request({ method: 'GET', url: '/v1/seller/get-status', token })).data.staff_role;
    expect(await status(administratorToken)).toBe('administrator');
    expect(await status(reviewerToken)).toBe('reviewer');
    expect(await status(seller.token)).toBeNull();
  });
});
