// A supplier's monthly quote allowance: read by its board, its allowance page and the back office, and
// checked again inside the transaction that submits a quote.
import { and, count, eq, gte } from 'drizzle-orm';
import type { QuoteAllowance } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { quoteAllowances, quotes } from '../../db/schema';

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const nextMonthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** This calendar month's (UTC) allowance: staff's limit for the seller, else the configured default; every submitted quote counts. */
export async function allowanceOf(db: Database, sellerId: string, defaultLimit: number, now = new Date()): Promise<QuoteAllowance> {
  // One after another: `db` may be a transaction (submitting a quote).
  const [custom] = await db.select({ limit: quoteAllowances.monthlyLimit }).from(quoteAllowances).where(eq(quoteAllowances.sellerId, sellerId));
  const [{ used }] = await db
    .select({ used: count() })
    .from(quotes)
    .where(and(eq(quotes.sellerId, sellerId), gte(quotes.createdAt, monthStart(now))));
  const monthlyLimit = custom?.limit ?? defaultLimit;
  const usedCount = Number(used);
  return {
    monthly_limit: monthlyLimit,
    custom: custom !== undefined,
    used: usedCount,
    left: Math.max(0, monthlyLimit - usedCount),
    resets_at: nextMonthStart(now).toISOString(),
  };
}
