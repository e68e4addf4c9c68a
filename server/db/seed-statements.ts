// Demo statements and commission invoices: the monthly invoice job runs for last month at seed time, as it
// would on the 1st, over the ledger the demo money (seed-money.ts) wrote from the demo seller's deliveries
// (32 to 52 days ago, so last month's statement has entries). Statements need nothing stored: they are
// read from the ledger when asked for.
import type { Database } from './client';
import { issueMonthInvoices } from '../modules/statements/invoices';
import { monthBounds, previousMonth } from '../modules/statements/statements';

export async function seedDemoStatements(db: Database, now = new Date()): Promise<void> {
  const month = previousMonth(now);
  // Issued five minutes into this month, as the job would.
  await issueMonthInvoices(db, month, { now: new Date(monthBounds(month).end.getTime() + 5 * 60_000) });
}
