// Quote statuses and the RFQ board's filter values. No zod here, so the seller portal's lists can offer
// them without loading the API's schemas (rfq.ts re-exports all of it).
export const QUOTE_STATUSES = ['submitted', 'revised', 'shortlisted', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** Quotes the buyer can still act on, and the supplier still revise or withdraw. */
export const LIVE_QUOTE_STATUSES = ['submitted', 'revised', 'shortlisted'] as const satisfies readonly QuoteStatus[];
export const isLiveQuote = (status: QuoteStatus) => (LIVE_QUOTE_STATUSES as readonly QuoteStatus[]).includes(status);
/** The board's "posted within" filter, in days. */
export const POSTED_WITHIN_DAYS = ['1', '7', '30'] as const;
