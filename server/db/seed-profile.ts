import type { Database } from './client';
import { addresses, recoveryContacts } from './schema';

// Demo profile data: two addresses for the demo seller and buyer (the first holds both defaults, the
// second is newer), and one verified recovery email for the seller, so /recovery-login works with it.

const HOUR = 3_600_000;

export const DEMO_RECOVERY_EMAIL = 'liwei.backup@demo.test';

export async function seedDemoProfile(db: Database, sellerId: string, buyerId: string): Promise<void> {
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await db.insert(addresses).values([
    {
      ownerId: sellerId,
      label: 'Factory',
      contactName: 'Li Wei',
      phone: '+86 138 1234 5678',
      line1: 'Building 7, Hi-Tech Industrial Park',
      line2: 'Nanshan District',
      city: 'Shenzhen',
      state: 'Guangdong',
      postalCode: '518057',
      country: 'CN',
      isDefaultShipping: true,
      isDefaultBilling: true,
      createdAt: at(72),
      updatedAt: at(72),
    },
    {
      ownerId: sellerId,
      label: 'Export warehouse',
      contactName: 'Zhang Min',
      phone: '+86 139 8765 4321',
      line1: 'No. 18 Gangwan Road, Shekou Port Logistics Zone',
      line2: null,
      city: 'Shenzhen',
      state: 'Guangdong',
      postalCode: '518069',
      country: 'CN',
      createdAt: at(24),
      updatedAt: at(24),
    },
    {
      ownerId: buyerId,
      label: 'Head office',
      contactName: 'Daniel Meyer',
      phone: '+44 7700 900123',
      line1: '14 King Street',
      line2: 'Suite 4',
      city: 'Manchester',
      state: 'Greater Manchester',
      postalCode: 'M2 4LQ',
      country: 'GB',
      isDefaultShipping: true,
      isDefaultBilling: true,
      createdAt: at(72),
      updatedAt: at(72),
    },
    {
      ownerId: buyerId,
      label: 'Distribution centre',
      contactName: 'Sarah Collins',
      phone: '+44 7700 900456',
      line1: 'Unit 9, Trafford Park Industrial Estate',
      line2: null,
      city: 'Manchester',
      state: 'Greater Manchester',
      postalCode: 'M17 1PG',
      country: 'GB',
      createdAt: at(24),
      updatedAt: at(24),
    },
  ]);
  await db.insert(recoveryContacts).values({
    userId: sellerId,
    kind: 'email',
    value: DEMO_RECOVERY_EMAIL,
    isPrimary: true,
    verifiedAt: at(48),
    createdAt: at(48),
  });
}
