import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyMembers, orders } from '../../../server/db/schema';
import { createTestApp, envelope } from '../helpers';
import { companyCalls, companyScene, supplierWithProduct } from '../company-approvals-fixtures';
import { buyerWithAddress, holdOf } from '../ordering-fixtures';

// The company's limit under concurrency: members checking out at the same moment never together pass
// it, because each checkout locks the company row before reading the spend. Only a real PostgreSQL
// server runs the checkouts on separate connections at once.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

describe.skipIf(!url)('on real PostgreSQL, a company limit under concurrency', () => {
  it('accepts exactly 3 of 10 simultaneous checkouts by members of one company against a limit that allows 3', async () => {
    const { addBudget, buy } = companyCalls(t!);
    const scene = await companyScene(t!);
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => buyerWithAddress(t!, `Member ${i + 1}`)));
    await t!.db.insert(companyMembers).values(members.map((member) => ({ companyId: scene.company.id, userId: member.user.id, role: 'buyer' as const })));
    const goods = await supplierWithProduct(t!, { priceMinor: 10_000, onHand: 1000 });
    // Three orders of USD 100 fit in USD 300; a fourth would pass it.
    await addBudget(scene.admin.token, { scope: 'company', period: 'month', amount_minor: 30_000 });

    const responses = await Promise.all(members.map((member) => buy(member, goods.product.id, 1, 10_000)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const messages = new Set(responses.filter((r) => r.statusCode === 409).map((r) => envelope(r).message));
    expect(messages).toEqual(new Set(["This would pass the company's monthly limit of USD 300.00: USD 300.00 spent this month, USD 0.00 left"]));
    const placed = await t!.db.select().from(orders).where(eq(orders.companyId, scene.company.id));
    expect(placed).toHaveLength(3);
    expect(placed.reduce((sum, order) => sum + order.totalMinor, 0)).toBe(30_000);
    expect(await holdOf(t!.db, goods.product.id)).toEqual({ onHand: 1000, reserved: 3 });
  });
});
