// Suppliers a buyer may invite to an RFQ, found by name: the store's name, the company's or the
// account's, as the catalogue shows suppliers. Only sellers the public may see (active, past every
// onboarding gate), never the buyer itself.
import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { RfqSupplierOption } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { storeSections, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { publicSupplierSql } from '../../plugins/auth';
import { supplierCountry, supplierName, supplierVerified } from '../catalog/public-products-repository';

/** How many suppliers one search answers: enough for a picker, the buyer types more to narrow it. */
export const INVITE_SEARCH_LIMIT = 10;

export async function findInvitableSuppliers(db: Database, buyerId: string, q: string): Promise<RfqSupplierOption[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select({ id: users.id, name: supplierName, country: supplierCountry, verified: supplierVerified })
    .from(users)
    .leftJoin(storeSections, and(eq(storeSections.userId, users.id), eq(storeSections.section, 'basic-info'), isNotNull(storeSections.completedAt)))
    .where(
      and(
        publicSupplierSql,
        ne(users.id, buyerId),
        or(sql`${supplierName} ilike ${pattern}`, sql`${users.businessDetails}->>'business_name' ilike ${pattern}`, sql`${users.name} ilike ${pattern}`),
      ),
    )
    // Names that start with what was typed first, then the rest alphabetically.
    .orderBy(sql`(${supplierName} ilike ${`${pattern.slice(1)}`}) desc`, asc(supplierName), asc(users.id))
    .limit(INVITE_SEARCH_LIMIT);
  return rows.map((row) => ({ id: row.id, name: row.name, country: row.country ? row.country.toUpperCase() : null, verified: Boolean(row.verified) }));
}
