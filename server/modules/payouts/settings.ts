// A seller's payout settings as the seller reads them: the schedule (weekly when never set), the next
// scheduled run, the minimum per currency, and whether the bank details allow a payout at all.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { PayoutSchedule, PayoutSettings } from '../../../src/contract/payouts';
import type { Database } from '../../db/client';
import { sellerPayoutSettings, storeSections } from '../../db/schema';
import { moneySettings } from '../money/settings';
import { nextPayoutAt, payoutMinimums } from './schedule';

export async function payoutScheduleOf(db: Database, sellerId: string): Promise<PayoutSchedule> {
  const [row] = await db.select({ schedule: sellerPayoutSettings.schedule }).from(sellerPayoutSettings).where(eq(sellerPayoutSettings.sellerId, sellerId));
  return row?.schedule ?? 'weekly';
}

export async function payoutSettingsOf(db: Database, sellerId: string, now = new Date()): Promise<PayoutSettings> {
  const [schedule, bank] = await Promise.all([
    payoutScheduleOf(db, sellerId),
    db
      .select({ section: storeSections.section })
      .from(storeSections)
      .where(and(eq(storeSections.userId, sellerId), eq(storeSections.section, 'bank-details'), isNotNull(storeSections.completedAt))),
  ]);
  return {
    schedule,
    next_payout_at: nextPayoutAt(schedule, now).toISOString(),
    minimums: payoutMinimums(moneySettings().payoutMinimum),
    bank_ready: bank.length > 0,
  };
}
