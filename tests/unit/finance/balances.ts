// A seller's balance in one currency as GET /v1/seller/balances answers it, for the pages that show it.
import type { Balance } from '../../../src/contract/money';

/** USD, empty buckets, three entries, the next payout run on 7 Dec 2026 (named by its UTC midnight). */
export const makeBalance = (overrides: Partial<Balance> = {}): Balance => ({
  currency: 'USD',
  pending_minor: 0,
  payable_minor: 0,
  reserved_minor: 0,
  paid_minor: 0,
  owed_minor: 0,
  entry_count: 3,
  next_payout_at: '2026-12-07T00:00:00.000Z',
  updated_at: new Date().toISOString(),
  ...overrides,
});
