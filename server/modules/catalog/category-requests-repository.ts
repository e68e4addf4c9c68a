// The checks a seller's category request passes: its parent is an active category, and the seller has
// no pending request of the same name.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryRequests } from '../../db/schema';

/** Whether `id` is an active category. */
export async function isActiveCategory(db: Database, id: string): Promise<boolean> {
  const [parent] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.status, 'active')));
  return Boolean(parent);
}

/** Whether the seller already waits on a request of this name (in any letter case). */
export async function hasPendingRequestNamed(db: Database, sellerId: string, name: string): Promise<boolean> {
  const [duplicate] = await db
    .select({ id: categoryRequests.id })
    .from(categoryRequests)
    .where(and(eq(categoryRequests.sellerId, sellerId), eq(categoryRequests.status, 'pending'), sql`lower(${categoryRequests.name}) = lower(${name})`));
  return Boolean(duplicate);
}
