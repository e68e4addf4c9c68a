// Payouts' closed values: plain strings, importing nothing, in a module of their own so that a page
// showing a payout's state (the seller's first page lists resources whose cells read them) does not
// load every contract message with them (vite.config.ts groups the *-messages modules in one chunk).

/**
 * A batch: made (draft), approved by a second staff member, sent to the bank (its items leave the
 * sellers' payable balances then), and paid once the bank confirms with its reference, or failed (each
 * item reversed into the ledger). A draft or approved batch can be cancelled.
 */
export const PAYOUT_BATCH_STATES = ['draft', 'approved', 'sent', 'paid', 'failed', 'cancelled'] as const;
export type PayoutBatchState = (typeof PAYOUT_BATCH_STATES)[number];
/** The states whose bank files may be downloaded: approved, and after (never a draft or a cancelled batch). */
export const EXPORTABLE_BATCH_STATES: readonly PayoutBatchState[] = ['approved', 'sent', 'paid'];

/** One seller's transfer in one currency: included in a batch, sent, then paid or failed (a returned transfer), or cancelled with its batch. */
export const PAYOUT_ITEM_STATES = ['included', 'sent', 'paid', 'failed', 'cancelled'] as const;
export type PayoutItemState = (typeof PAYOUT_ITEM_STATES)[number];

/** How often a seller is paid: each Monday, or on the first day of each month (UTC). */
export const PAYOUT_SCHEDULES = ['weekly', 'monthly'] as const;
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** What made a batch: staff on demand, or the weekly or monthly run. */
export const PAYOUT_TRIGGERS = ['on_demand', 'weekly', 'monthly'] as const;
export type PayoutTrigger = (typeof PAYOUT_TRIGGERS)[number];
