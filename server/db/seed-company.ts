// The demo company: Northwind Trading Ltd with buyer@demo.test as its admin, an approver and two buyers
// (accounts of their own, password Demo1234!), its audit trail as the company routes would have written
// it, and one shared requisition list of the demo catalogue. seed-company-approvals.ts adds its rule,
// budget and approval requests.
import { asc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { companies, companyAuditEvents, companyMembers, listItems, products, requisitionListLines, requisitionLists, users } from './schema';

/** The demo company's members besides its admin (buyer@demo.test); listed in README's demo accounts. */
export const DEMO_COMPANY_MEMBERS = [
  { email: 'approver@demo.test', name: 'Omar Haddad', role: 'approver' },
  { email: 'purchasing@demo.test', name: 'Bea Lindqvist', role: 'buyer' },
  { email: 'purchasing2@demo.test', name: 'Ben Okafor', role: 'buyer' },
] as const;

export async function seedDemoCompany(db: Database, passwordHash: string, adminId: string, sellerId: string): Promise<void> {
  const [company] = await db
    .insert(companies)
    .values({
      legalName: 'Northwind Trading Ltd',
      country: 'GB',
      taxId: 'GB987654321',
      billingAddress: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
      budgetCurrency: 'USD',
      createdBy: adminId,
    })
    .returning();
  const members = await db
    .insert(users)
    .values(
      DEMO_COMPANY_MEMBERS.map((m) => ({
        name: m.name,
        email: m.email,
        passwordHash,
        roles: ['buyer'],
        isEmailVerified: true,
        businessDetails: { business_name: 'Northwind Trading Ltd', country: 'GB' },
      })),
    )
    .returning({ id: users.id, name: users.name, email: users.email });
  await db
    .insert(companyMembers)
    .values([
      { userId: adminId, companyId: company.id, role: 'admin' },
      ...members.map((m, i) => ({ userId: m.id, companyId: company.id, role: DEMO_COMPANY_MEMBERS[i].role, invitedBy: adminId })),
    ]);
  await db.insert(companyAuditEvents).values([
    {
      companyId: company.id,
      actorId: adminId,
      actorRole: 'admin',
      action: 'company.created',
      subjectType: 'company',
      subjectId: company.id,
      subjectLabel: company.legalName,
    },
    ...members.flatMap((m, i) => [
      {
        companyId: company.id,
        actorId: adminId,
        actorRole: 'admin',
        action: 'member.invited',
        subjectType: 'invitation',
        subjectId: null,
        subjectLabel: m.email,
        after: { email: m.email, role: DEMO_COMPANY_MEMBERS[i].role },
      },
      {
        companyId: company.id,
        actorId: m.id,
        actorRole: DEMO_COMPANY_MEMBERS[i].role,
        action: 'member.joined',
        subjectType: 'member',
        subjectId: m.id,
        subjectLabel: `${m.name} <${m.email}>`,
        after: { role: DEMO_COMPANY_MEMBERS[i].role },
      },
    ]),
  ]);
  // One shared requisition list: the demo supplier's first published products.
  const stock = await db
    .select({ id: products.id, moq: products.moq })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(3);
  const [list] = await db.insert(requisitionLists).values({ companyId: company.id, name: 'Monthly office restock', createdBy: members[1].id }).returning();
  if (stock.length) await db.insert(requisitionListLines).values(stock.map((p) => ({ listId: list.id, productId: p.id, quantity: Math.max(p.moq, 10) })));
  // The two buyers' favourites, which the company's Favorites show together (whose=company).
  const favourites = stock.map((p, i) => ({ userId: members[i === 2 ? 2 : 1].id, list: 'favorites' as const, productId: p.id }));
  if (favourites.length) await db.insert(listItems).values(favourites);
}
