/**
 * The server of the company-spend benchmark, in a child process: the real app on the scratch PostgreSQL
 * database of DATABASE_URL with the demo data, a company of 10 buyer members with a monthly limit for the
 * company and for each member and an order-total rule (none of them reached, so every checkout is placed
 * after the full check), `orders` earlier orders of the company this month (one in five in EUR, one in
 * ten cancelled), and 10 buyers without a company beside them. Each account has an address; the demo
 * seller's first product gets stock for every checkout the load can make.
 */
import { and, eq, sql } from 'drizzle-orm';
import { addresses, companies, companyApprovalRules, companyBudgets, companyMembers, inventory, products, users } from '../../server/db/schema';
import { productsForOrdering, tierPrice } from '../../server/modules/buyer/cart-repository';
import { openScratchApp, runBenchServer } from './scratch-app';

export interface CompanySpendBenchReady {
  type: 'ready';
  url: string;
  seedMs: number;
  members: string[];
  soloBuyers: string[];
  /** One checkout line every account sends. */
  line: { product_id: string; quantity: number; unit_price_minor: number };
  /** Each account's address id, by email. */
  addressOf: Record<string, string>;
}

const ACCOUNTS = 10;

async function main() {
  const [orderCount] = process.argv.slice(2).map(Number);
  const scratch = await openScratchApp('company-spend');
  const db = scratch.db;
  const started = performance.now();
  const sellerId = await scratch.demoUserId('seller@demo.test');
  const [{ passwordHash }] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'buyer@demo.test'));
  const emails = (prefix: string) => Array.from({ length: ACCOUNTS }, (_, i) => `bench-${prefix}-${i + 1}@bench.test`);
  const members = emails('member');
  const soloBuyers = emails('solo');
  const created = await db
    .insert(users)
    .values([...members, ...soloBuyers].map((email) => ({ name: email.split('@')[0], email, passwordHash, roles: ['buyer' as const], isEmailVerified: true })))
    .returning({ id: users.id, email: users.email });
  const addressOf: Record<string, string> = {};
  for (const account of created) {
    const [address] = await db
      .insert(addresses)
      .values({
        ownerId: account.id,
        label: 'Warehouse',
        contactName: 'Goods-in',
        phone: '+44 113 496 0412',
        line1: '18 Cobalt Way',
        city: 'Leeds',
        state: 'West Yorkshire',
        postalCode: 'LS10 1JT',
        country: 'GB',
      })
      .returning({ id: addresses.id });
    addressOf[account.email] = address.id;
  }
  const memberIds = created.filter((account) => members.includes(account.email)).map((account) => account.id);
  const [company] = await db
    .insert(companies)
    .values({
      legalName: 'Bench Trading Ltd',
      country: 'GB',
      billingAddress: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
      budgetCurrency: 'USD',
      createdBy: memberIds[0],
    })
    .returning({ id: companies.id });
  await db.insert(companyMembers).values(memberIds.map((userId) => ({ companyId: company.id, userId, role: 'buyer' as const })));
  await db.insert(companyApprovalRules).values({ companyId: company.id, kind: 'order_total_above', amountMinor: 1_000_000_000, approverRole: 'approver' });
  await db.insert(companyBudgets).values([
    { companyId: company.id, scope: 'company', period: 'month', amountMinor: 1_000_000_000_000, currency: 'USD' },
    ...memberIds.map((userId) => ({
      companyId: company.id,
      scope: 'member' as const,
      userId,
      period: 'quarter' as const,
      amountMinor: 100_000_000_000,
      currency: 'USD',
    })),
  ]);
  // Earlier orders of the company this month, spread over its members and the days so far.
  await db.execute(sql`
    insert into orders (number, buyer_id, seller_id, status, currency, total_minor, shipping_address, company_id, created_at, updated_at)
    select 'ORD-BENCH-' || g, (${sql.raw(`array['${memberIds.join("','")}']`)}::uuid[])[1 + g % ${ACCOUNTS}], ${sellerId},
      case when g % 10 = 0 then 'cancelled' when g % 3 = 0 then 'delivered' when g % 3 = 1 then 'confirmed' else 'pending' end,
      case when g % 5 = 0 then 'EUR' else 'USD' end, 10000 + (g * 7919) % 500000, '{}'::jsonb, ${company.id},
      date_trunc('month', now()) + (now() - date_trunc('month', now())) * ((g % 997) / 997.0), now()
    from generate_series(1, ${orderCount}) g`);
  await db.execute(sql`analyze orders`);

  const [first] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.status, 'published'), eq(products.currency, 'USD')))
    .orderBy(products.name)
    .limit(1);
  const [product] = await productsForOrdering(db, [first.id]);
  await db
    .update(inventory)
    .set({ onHand: sql`${inventory.onHand} + 100000000` })
    .where(eq(inventory.productId, product.id));
  const line = { product_id: product.id, quantity: product.moq, unit_price_minor: tierPrice(product, product.moq)! };
  const seedMs = performance.now() - started;
  await scratch.serve((url): CompanySpendBenchReady => ({ type: 'ready', url, seedMs, members, soloBuyers, line, addressOf }));
}

runBenchServer(main);
