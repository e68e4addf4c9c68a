import { count } from 'drizzle-orm';
import type { Role } from '../../src/contract/constants';
import { hashPassword } from '../lib/passwords';
import { inSetupLock, SETUP_LOCKS, type Database } from './client';
import { users } from './schema';
import { seedDemoCatalogue } from './seed-catalogue';
import { seedDemoInventory, seedDemoOrders } from './seed-orders';
import { seedDemoPayments } from './seed-payments';
import { seedDemoReviews } from './seed-reviews';
import { seedBuyerNotifications } from './seed-buyer-shell';
import { seedDemoDocuments } from './seed-documents';
import { seedDemoProfile } from './seed-profile';
import { seedDemoStore } from './seed-store';
import { seedSecondSupplier } from './seed-supplier2';
import { seedBackOfficeQueues } from './seed-admin';
import { seedVerificationGrants } from './seed-verification';
import { seedDemoChat } from './seed-chat';
import { seedDemoRfqs } from './seed-rfq';
import { seedDemoExchangeRates } from './seed-rates';
import { seedDemoAnalytics } from './seed-analytics';
import { seedDemoMoney } from './seed-money';
import { seedDemoPayouts } from './seed-payouts';
import { seedDemoCompanyApprovals } from './seed-company-approvals';
import { seedDemoCompany } from './seed-company';
import { seedDemoStatements } from './seed-statements';

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO_ACCOUNTS = [
  { email: 'seller@demo.test', role: 'seller', about: 'seller, fully onboarded, with a store' },
  { email: 'weber@demo.test', role: 'seller', about: 'second supplier (Germany, prices in EUR), fully onboarded' },
  { email: 'newseller@demo.test', role: 'seller', about: 'seller, email verified, nothing else' },
  { email: 'buyer@demo.test', role: 'buyer', about: 'buyer' },
  { email: 'admin@demo.test', role: 'admin', about: 'back-office staff' },
  { email: 'reviewer@demo.test', role: 'admin', about: 'back-office reviewer (verification and moderation; approves the payout batches others make)' },
] as const satisfies ReadonlyArray<{ email: string; role: Role; about: string }>;

const demoBusiness = {
  business_name: 'Shenzhen Brightway Electronics Co., Ltd.',
  business_type: 'Limited Liability Company (LLC)',
  registration_number: '91440300MA5FXXXX1K',
  contact_number: '9876543210',
  tax_id: 'GB123456789',
  address: 'Building 7, Hi-Tech Industrial Park\nNanshan District',
  city: 'Shenzhen',
  state: 'Guangdong',
  country: 'CN',
  postal_code: '518057',
  contact_person: 'Li Wei',
  contact_email: 'sales@brightway.demo.test',
  contact_phone: '9876543210',
};

const hasUsers = async (db: Database) => (await db.select({ existing: count() }).from(users))[0].existing > 0;

/**
 * Demo data, written only into an empty database and never in production (the caller checks). Under an
 * advisory lock: of several processes starting at once on one empty database, one writes it and the
 * others wait, then find the users there and leave it. True when this call wrote it.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return inSetupLock(db, SETUP_LOCKS.demoData, async (tx) => {
    // Checked again under the lock: another process may have written it meanwhile.
    if (await hasUsers(tx)) return false;
    const [seller] = await tx
      .insert(users)
      .values({
        name: 'Li Wei',
        email: 'seller@demo.test',
        passwordHash,
        roles: ['seller'],
        verificationStatus: 'verified',
        isEmailVerified: true,
        isMobileVerified: true,
        countryCode: '+86',
        phone: '13812345678',
        businessDetails: demoBusiness,
      })
      .returning();
    const [, buyer] = await tx
      .insert(users)
      .values([
        { name: 'Priya Sharma', email: 'newseller@demo.test', passwordHash, roles: ['seller'], isEmailVerified: true },
        {
          name: 'Daniel Meyer',
          email: 'buyer@demo.test',
          passwordHash,
          roles: ['buyer'],
          isEmailVerified: true,
          isMobileVerified: true,
          countryCode: '+44',
          phone: '7700900123',
          businessDetails: { business_name: 'Meyer Retail Supplies Ltd', country: 'GB' },
        },
        { name: 'Marketplace Admin', email: 'admin@demo.test', passwordHash, roles: ['admin'], staffRole: 'administrator', isEmailVerified: true },
        { name: 'Ravi Reviewer', email: 'reviewer@demo.test', passwordHash, roles: ['admin'], staffRole: 'reviewer', isEmailVerified: true },
      ])
      .returning({ id: users.id });
    await seedDemoStore(tx, seller.id);
    await seedDemoProfile(tx, seller.id, buyer.id);
    await seedDemoDocuments(tx, seller.id);
    const catalogue = await seedDemoCatalogue(tx, seller.id);
    await seedDemoInventory(
      tx,
      seller.id,
      catalogue.map((p) => p.id),
    );
    const demoOrders = await seedDemoOrders(tx, { sellerId: seller.id, buyerId: buyer.id, products: catalogue });
    await seedDemoReviews(tx, { sellerId: seller.id, buyerId: buyer.id, orders: demoOrders });
    await seedSecondSupplier(tx, passwordHash);
    await seedBuyerNotifications(tx);
    await seedBackOfficeQueues(tx);
    await seedVerificationGrants(tx);
    await seedDemoChat(tx);
    await seedDemoRfqs(tx);
    await seedDemoExchangeRates(tx);
    await seedDemoAnalytics(tx, seller.id);
    await seedDemoMoney(tx, seller.id);
    // Releases on the deliveries' timeline, a paid payout batch, a refund after it and a batch awaiting approval.
    await seedDemoPayouts(tx, seller.id);
    // The demo company (buyer@demo.test its admin), before its rule, budget and approvals.
    await seedDemoCompany(tx, passwordHash, buyer.id, seller.id);
    // The demo company's rule, budget and approval requests: after the demo company and everything its orders draw on.
    await seedDemoCompanyApprovals(tx);
    // Last month's commission invoices, issued by the monthly job over the demo money above.
    await seedDemoStatements(tx);
    // Buyer payments: the demo orders that shipped by bank transfer were paid first, and one bank line waits for a match.
    await seedDemoPayments(tx);
    return true;
  });
}
