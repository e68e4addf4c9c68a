// The ledger's closed values, shared by the server's tables and the pages. Light: no zod here.

/** Where the buyer's money goes: to the marketplace, which pays the seller its share, or to the seller directly. */
export const SETTLEMENT_MODES = ['collect', 'direct'] as const;
export type SettlementMode = (typeof SETTLEMENT_MODES)[number];

/**
 * What a ledger entry records: an order's sale, its commission and the tax on it; a reversal of them
 * (a cancellation or refund after delivery); a staff adjustment; a payout and its reversal (a returned
 * transfer); a release from pending to payable after the return window, the reserve held from it for a
 * new seller, and the reserve's release.
 */
export const LEDGER_ENTRY_TYPES = [
  'sale',
  'commission',
  'commission_tax',
  'reversal',
  'adjustment',
  'payout',
  'payout_reversal',
  'release',
  'reserve_hold',
  'reserve_release',
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

/** The states money is in: pending (inside the return window), payable, reserved (held from a new seller), paid. */
export const LEDGER_BUCKETS = ['pending', 'payable', 'reserved', 'paid'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

export const COMMISSION_SCOPES = ['default', 'category', 'seller'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

/** Basis points in a whole: 10,000 bp = 100 %. */
export const BASIS_POINTS = 10_000;
