import { and, desc, eq } from 'drizzle-orm';
import type { CompanyRole, MyCompany } from '../../src/contract/company';
import { outbox } from '../../server/db/schema';
import { envelope, signUp, type TestApp } from './helpers';

// Companies built through the company routes themselves: created by a buyer, members invited by email and
// joining through the link the outbox holds.

export type Buyer = Awaited<ReturnType<typeof signUp>>;

export const COMPANY_INPUT = {
  legal_name: 'Northwind Trading Ltd',
  country: 'GB',
  tax_id: 'GB123456789',
  billing_address: { line1: '18 Cobalt Way', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
  budget_currency: 'USD',
};

export async function createCompany(t: TestApp, token: string, input: Record<string, unknown> = {}): Promise<MyCompany> {
  const response = await t.request({ method: 'POST', url: '/v1/company', token, payload: { ...COMPANY_INPUT, ...input } });
  if (response.statusCode !== 201) throw new Error(`company not created: ${response.statusCode} ${response.body}`);
  return envelope<MyCompany>(response).data;
}

/** The token of the newest invitation link mailed to `email`. */
export async function invitationTokenFor(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const link = mail?.links.find((l) => l.includes('/company/join/'));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

export async function invite(t: TestApp, adminToken: string, email: string, role: CompanyRole): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/v1/company/invitations', token: adminToken, payload: { email, role } });
  if (response.statusCode !== 201) throw new Error(`invitation refused: ${response.statusCode} ${response.body}`);
  return invitationTokenFor(t, email);
}

export async function join(t: TestApp, adminToken: string, role: CompanyRole, name = `Member ${role}`): Promise<Buyer> {
  const buyer = await signUp(t, { role: 'buyer', name });
  const token = await invite(t, adminToken, buyer.email, role);
  const response = await t.request({ method: 'POST', url: '/v1/company-invitations/accept', token: buyer.token, payload: { token } });
  if (response.statusCode !== 200) throw new Error(`could not join: ${response.statusCode} ${response.body}`);
  return buyer;
}

/** A company with an admin (its creator) and one member of each other role. */
export async function companyWithMembers(t: TestApp, legalName = 'Northwind Trading Ltd') {
  const admin = await signUp(t, { role: 'buyer', name: `${legalName} admin` });
  const company = await createCompany(t, admin.token, { legal_name: legalName });
  const approver = await join(t, admin.token, 'approver', `${legalName} approver`);
  const buyer = await join(t, admin.token, 'buyer', `${legalName} buyer`);
  const viewer = await join(t, admin.token, 'viewer', `${legalName} viewer`);
  return { company: company.company, admin, approver, buyer, viewer };
}

/** Brings an existing buyer account into the admin's company with `role`, through an invitation. */
export async function addMember(t: TestApp, adminToken: string, member: { email: string; token: string }, role: CompanyRole): Promise<void> {
  const token = await invite(t, adminToken, member.email, role);
  const response = await t.request({ method: 'POST', url: '/v1/company-invitations/accept', token: member.token, payload: { token } });
  if (response.statusCode !== 200) throw new Error(`could not join: ${response.statusCode} ${response.body}`);
}
