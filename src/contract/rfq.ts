/*
 * Requests for quotation, shared by the web app and the API. A buyer posts what it needs (an RFQ),
 * suppliers quote (one quote each, revised as new immutable versions), and the buyer accepts a quote,
 * whole or in part, which makes a pending order at the quoted prices.
 *
 * Method Path                                         Who       Purpose
 * POST   /v1/rfqs                                     buyer     Create a draft or post an RFQ (Idempotency-Key)
 * GET    /v1/rfqs                                     buyer     The buyer's RFQs; filters status; q over number, title and lines
 * GET    /v1/rfqs/:id                                 buyer     One RFQ with every quote, its latest version and its history
 * GET    /v1/rfq-suppliers?q=                         buyer     Suppliers to invite, found by store, company or account name (at least 2 letters)
 * PUT    /v1/rfqs/:id                                 buyer     Rewrite a draft
 * POST   /v1/rfqs/:id/open                            buyer     Post a draft
 * POST   /v1/rfqs/:id/close                           buyer     Stop taking quotes (open → closed); live quotes are declined
 * POST   /v1/rfqs/:id/cancel                          buyer     Cancel a draft or an open RFQ; live quotes are declined
 * POST   /v1/rfqs/:id/attachments                     buyer     Attach a file (multipart, PDF/PNG/JPEG up to 10 MB, at most 5)
 * DELETE /v1/rfqs/:id/attachments/:attachmentId       buyer     Remove an attachment (draft or open)
 * POST   /v1/rfqs/:id/quotes/:quoteId/shortlist       buyer     Shortlist a quote
 * POST   /v1/rfqs/:id/quotes/:quoteId/decline         buyer     Decline a quote with a reason
 * POST   /v1/rfqs/:id/quotes/:quoteId/accept          buyer     Accept a quote, whole or chosen lines, into a pending order (Idempotency-Key)
 * POST   /v1/rfqs/:id/quotes/:quoteId/accept-preview  buyer     The order an accept would place: lines, shipping, total, Incoterm (changes nothing)
 * GET    /v1/rfq-board                                seller    Open RFQs that match the supplier's published products, or invite it
 * GET    /v1/rfq-invitations                          seller    RFQs the supplier is invited to
 * GET    /v1/rfq-board/:id                            seller    One RFQ as the supplier sees it (the buyer anonymised until it replies or accepts)
 * POST   /v1/rfq-board/:id/quote                      seller    Submit the supplier's quote (Idempotency-Key)
 * GET    /v1/quotes                                   seller    The supplier's quotes; filters status; q over RFQ number and title
 * GET    /v1/quotes/:id                               seller    One of them with its history
 * POST   /v1/quotes/:id/revisions                     seller    Revise: a new version
 * POST   /v1/quotes/:id/withdraw                      seller    Withdraw
 * POST   /v1/quotes/:id/attachments                   seller    Attach a file to the quote
 * DELETE /v1/quotes/:id/attachments/:attachmentId     seller    Remove one
 * GET    /v1/quote-allowance                          seller    This month's quote allowance and what is left
 * GET    /v1/rfq-attachments/:id                      parties   Download an attachment (the buyer; suppliers who see the RFQ; a quote's: its supplier)
 * GET    /v1/public/rfqs                              anyone    Open RFQs on the public board: anonymised, no attachments
 * GET    /v1/public/rfqs/:id                          anyone    One of them
 * GET    /v1/admin/rfqs                               staff     Every RFQ; filters status, first_rfq (a buyer's first posted RFQ); q over number, title and buyer
 * POST   /v1/admin/rfqs/:id/close                     staff     Close as spam or abuse with a reason: audited, the buyer is notified
 * GET    /v1/admin/quote-allowances                   staff (A) Sellers with their monthly allowance and use
 * PUT    /v1/admin/quote-allowances/:id               staff (A) Set a seller's allowance (null: back to the default)
 *
 * Anyone else's RFQ, quote or attachment is a 404 for every verb; a caller of another role gets 403.
 */
import { z } from 'zod';
import { ADMIN_NOTE_MAX, adminListQuery, adminPartySchema } from './admin';
import { addressSchema } from './addresses';
import { CURRENCY_CODES, UNITS, priceTierSchema, unitPriceFor } from './catalog';
import { countryField, countryFilter } from './countries';
import { requiredText } from './fields';
import { MAX_QUANTITY } from './ordering';
import { PAYMENT_METHODS } from './operations';
import { publicPerformanceSchema } from './performance';
import { quoteRankingSchema } from './quote-ranking';
import { POSTED_WITHIN_DAYS, QUOTE_STATUSES } from './rfq-constants';
export * from './rfq-constants';
export * from './rfq-messages';
import {
  INCOTERMS,
  RFQ_LINES_MAX,
  QUOTES_WANTED_MIN,
  QUOTES_WANTED_MAX,
  INVITED_SUPPLIERS_MIN,
  INVITED_SUPPLIERS_MAX,
  VALID_DAYS_MIN,
  VALID_DAYS_MAX,
  LEAD_TIME_MAX_DAYS,
  ALLOWANCE_MAX,
  rfqMessages,
} from './rfq-messages';

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

export type Incoterm = (typeof INCOTERMS)[number];

export const RFQ_STATUSES = ['draft', 'open', 'closed', 'awarded', 'expired', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_VISIBILITIES = ['open', 'invited'] as const;
export type RfqVisibility = (typeof RFQ_VISIBILITIES)[number];

/** Why staff closed an RFQ. */
export const RFQ_STAFF_CLOSE_KINDS = ['spam', 'abuse'] as const;
export type RfqStaffCloseKind = (typeof RFQ_STAFF_CLOSE_KINDS)[number];

export const QUOTE_ATTACHMENTS_MAX = 5;
export const QUOTES_WANTED_DEFAULT = 10;
export const RFQ_TITLE_MAX = 150;
export const RFQ_NOTE_MAX = 2000;
export const RFQ_TERMS_MAX = 300;
export const RFQ_SPECS_MAX = 1000;
export const RFQ_CITY_MAX = 100;
export const RFQ_REASON_MAX = 500;
export const MONEY_MAX = 1_000_000_000_000;
/** Suppliers hear of new matching RFQs at most this often. */
export const RFQ_DIGEST_INTERVAL_MS = 60 * 60 * 1000;
/** Buyers are told once when an open RFQ has this little time left. */
export const RFQ_EXPIRY_WARNING_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 86_400_000;
/** Today's date in UTC, as YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
/** The date `days` after today (UTC). */
export const daysAheadUtc = (days: number, now = new Date()) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
/** A valid-until date holds to the last moment of that day in UTC. */
export const endOfDayUtc = (day: string) => new Date(`${day}T23:59:59.999Z`);

// ---------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------

/** Notification titles by kind; each kind starts with `rfq.` (the notifications' RFQ group). */
export const rfqNotificationTitles = {
  'rfq.digest': '{{count}} new requests for quotation match your products',
  'rfq.digest.one': 'A new request for quotation matches your products',
  'rfq.invited': 'You are invited to quote: {{title}}',
  'rfq.quote_received': 'New quote for {{number}} from {{supplier}}',
  'rfq.quote_revised': '{{supplier}} revised its quote for {{number}}',
  'rfq.quote_shortlisted': 'Your quote for {{number}} was shortlisted',
  'rfq.quote_accepted': 'Your quote for {{number}} was accepted: order {{order}}',
  'rfq.quote_declined': 'Your quote for {{number}} was declined',
  'rfq.expiring': 'Your request {{number}} closes within 24 hours',
  'rfq.closed_by_staff': 'Your request {{number}} was closed by the marketplace',
} as const;

// ---------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------

const quantityField = z
  .number({ error: rfqMessages.quantityRequired })
  .int(rfqMessages.quantityRequired)
  .min(1, rfqMessages.quantityRequired)
  .max(MAX_QUANTITY, rfqMessages.quantityTooLarge);
const priceField = z
  .number({ error: rfqMessages.priceRequired })
  .int(rfqMessages.priceRequired)
  .min(1, rfqMessages.priceRequired)
  .max(MONEY_MAX, rfqMessages.amountTooLarge);
const amountField = z
  .number({ error: rfqMessages.amountInvalid })
  .int(rfqMessages.amountInvalid)
  .min(0, rfqMessages.amountInvalid)
  .max(MONEY_MAX, rfqMessages.amountTooLarge);
const optionalText = (max: number) =>
  z
    .string({ error: rfqMessages.textTooLong(max) })
    .trim()
    .max(max, rfqMessages.textTooLong(max));
const isoDate = z.iso.date({ error: rfqMessages.dateFormat });
/** A date after today (UTC), checked when the input is read. */
const futureDate = isoDate.refine((day) => day > todayUtc(), rfqMessages.dateInFuture);
/** A valid-until date from VALID_DAYS_MIN to VALID_DAYS_MAX days ahead. */
export const validUntilField = isoDate.refine((day) => day >= daysAheadUtc(VALID_DAYS_MIN) && day <= daysAheadUtc(VALID_DAYS_MAX), rfqMessages.validUntilRange);
const incotermField = z.enum(INCOTERMS, { error: rfqMessages.incotermRequired });

export const rfqLineInputSchema = z.strictObject({
  /** A catalogue product the line is about (optional); otherwise a free-text item. */
  product_id: z.uuid(rfqMessages.productUnknown).nullable().optional(),
  name: requiredText(rfqMessages.itemRequired, 200),
  quantity: quantityField,
  unit: z.enum(UNITS, { error: rfqMessages.unitRequired }),
  target_unit_price_minor: priceField.nullable().optional(),
  specifications: optionalText(RFQ_SPECS_MAX).default(''),
});
export type RfqLineInput = z.input<typeof rfqLineInputSchema>;

const rfqFields = {
  title: requiredText(rfqMessages.titleRequired, RFQ_TITLE_MAX),
  category_id: z.uuid(rfqMessages.categoryRequired),
  lines: z.array(rfqLineInputSchema, { error: rfqMessages.linesRequired }).min(1, rfqMessages.linesRequired).max(RFQ_LINES_MAX, rfqMessages.tooManyLines),
  delivery_country: countryField(rfqMessages.countryRequired),
  delivery_city: requiredText(rfqMessages.cityRequired, RFQ_CITY_MAX),
  incoterm: incotermField,
  required_by: futureDate,
  payment_terms: optionalText(RFQ_TERMS_MAX).default(''),
  note: optionalText(RFQ_NOTE_MAX).default(''),
  valid_until: validUntilField,
  quotes_wanted: z
    .number({ error: rfqMessages.quotesWantedRange })
    .int(rfqMessages.quotesWantedRange)
    .min(QUOTES_WANTED_MIN, rfqMessages.quotesWantedRange)
    .max(QUOTES_WANTED_MAX, rfqMessages.quotesWantedRange)
    .default(QUOTES_WANTED_DEFAULT),
  currency: z.enum(CURRENCY_CODES, { error: rfqMessages.currencyRequired }).default('USD'),
  visibility: z.enum(RFQ_VISIBILITIES, { error: rfqMessages.visibilityRequired }).default('open'),
  invited_seller_ids: z
    .array(z.uuid(rfqMessages.inviteUnknown), { error: rfqMessages.invitesRequired })
    .max(INVITED_SUPPLIERS_MAX, rfqMessages.invitesRequired)
    .default([]),
};

type RfqFieldsShape = { visibility: RfqVisibility; invited_seller_ids: string[] };
/** Invitations go with invited requests only: 1–10 of them, each once. */
function checkInvitations(input: RfqFieldsShape, ctx: z.RefinementCtx) {
  if (input.visibility === 'open' && input.invited_seller_ids.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['invited_seller_ids'], message: rfqMessages.invitesOnlyInvited });
  }
  if (input.visibility === 'invited' && input.invited_seller_ids.length < INVITED_SUPPLIERS_MIN) {
    ctx.addIssue({ code: 'custom', path: ['invited_seller_ids'], message: rfqMessages.invitesRequired });
  }
  const seen = new Set<string>();
  input.invited_seller_ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: ['invited_seller_ids', index], message: rfqMessages.inviteDuplicate });
    seen.add(id);
  });
}

/** POST /v1/rfqs (with an Idempotency-Key): `status` draft keeps it to the buyer, open posts it. */
export const rfqCreateSchema = z
  .strictObject({ ...rfqFields, status: z.enum(['draft', 'open'], { error: rfqMessages.statusRequired }).default('open') })
  .superRefine(checkInvitations);
export type RfqCreateInput = z.input<typeof rfqCreateSchema>;
export type RfqCreateData = z.output<typeof rfqCreateSchema>;

/** PUT /v1/rfqs/:id: a draft rewritten whole. */
export const rfqUpdateSchema = z.strictObject(rfqFields).superRefine(checkInvitations);
export type RfqUpdateInput = z.input<typeof rfqUpdateSchema>;

/** POST /v1/rfqs/:id/close and /cancel: an optional reason the suppliers see. */
export const rfqCloseSchema = z.strictObject({ reason: optionalText(RFQ_REASON_MAX).optional() });
export type RfqCloseInput = z.input<typeof rfqCloseSchema>;

export const quoteLineInputSchema = z.strictObject({
  rfq_line_id: z.uuid(rfqMessages.lineUnknown),
  /** One of the supplier's own published products this line is (its stock is held on acceptance). */
  product_id: z.uuid(rfqMessages.ownProductOnly).nullable().optional(),
  unit_price_minor: priceField,
  price_tiers: z.array(priceTierSchema).max(10, 'At most 10 price tiers').default([]),
  moq: z
    .number({ error: rfqMessages.moqRequired })
    .int(rfqMessages.moqRequired)
    .min(1, rfqMessages.moqRequired)
    .max(MAX_QUANTITY, rfqMessages.quantityTooLarge),
  lead_time_days: z
    .number({ error: rfqMessages.leadTimeRequired })
    .int(rfqMessages.leadTimeRequired)
    .min(0, rfqMessages.leadTimeRequired)
    .max(LEAD_TIME_MAX_DAYS, rfqMessages.leadTimeRequired),
  sample_available: z.boolean({ error: 'Say whether a sample is available' }).default(false),
  sample_price_minor: amountField.nullable().optional(),
});
export type QuoteLineInput = z.input<typeof quoteLineInputSchema>;

/**
 * Rules across a quote line's fields: tiers start above the MOQ and rise, their prices fall below the
 * unit price; a sample price only with a sample. Keys are relative to the line (`price_tiers.0.min_quantity`).
 */
export function quoteLineProblems(line: {
  moq: number;
  unit_price_minor: number;
  price_tiers?: Array<{ min_quantity: number; price_minor: number }>;
  sample_available?: boolean;
  sample_price_minor?: number | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  let lastQuantity = line.moq;
  let lastPrice = line.unit_price_minor;
  (line.price_tiers ?? []).forEach((tier, index) => {
    if (tier.min_quantity <= lastQuantity) problems[`price_tiers.${index}.min_quantity`] ??= rfqMessages.tierQuantityOrder;
    if (tier.price_minor >= lastPrice) problems[`price_tiers.${index}.price_minor`] ??= rfqMessages.tierPriceOrder;
    lastQuantity = tier.min_quantity;
    lastPrice = tier.price_minor;
  });
  if (!line.sample_available && line.sample_price_minor != null) problems.sample_price_minor = rfqMessages.samplePriceWithoutSample;
  return problems;
}

/** POST /v1/rfq-board/:id/quote (with an Idempotency-Key) and POST /v1/quotes/:id/revisions: the whole quote. */
export const quoteInputSchema = z
  .strictObject({
    currency: z.enum(CURRENCY_CODES, { error: rfqMessages.currencyRequired }),
    incoterm: incotermField,
    shipping_cost_minor: amountField.default(0),
    valid_until: validUntilField,
    payment_terms: optionalText(RFQ_TERMS_MAX).default(''),
    note: optionalText(RFQ_NOTE_MAX).default(''),
    lines: z
      .array(quoteLineInputSchema, { error: rfqMessages.quotedLinesRequired })
      .min(1, rfqMessages.quotedLinesRequired)
      .max(RFQ_LINES_MAX, rfqMessages.tooManyLines),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.rfq_line_id)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'rfq_line_id'], message: rfqMessages.lineDuplicate });
      seen.add(line.rfq_line_id);
      for (const [key, message] of Object.entries(quoteLineProblems(line)))
        ctx.addIssue({ code: 'custom', path: ['lines', index, ...key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))], message });
    });
  });
export type QuoteInput = z.input<typeof quoteInputSchema>;
export type QuoteData = z.output<typeof quoteInputSchema>;

/** POST /v1/rfqs/:id/quotes/:quoteId/decline */
export const quoteDeclineSchema = z.strictObject({ reason: requiredText(rfqMessages.reasonRequired, RFQ_REASON_MAX) });
export type QuoteDeclineInput = z.input<typeof quoteDeclineSchema>;

export const acceptLineSchema = z.strictObject({ rfq_line_id: z.uuid(rfqMessages.acceptLineNotQuoted), quantity: quantityField });
const acceptLinesField = z.array(acceptLineSchema).min(1, rfqMessages.quotedLinesRequired).max(RFQ_LINES_MAX, rfqMessages.tooManyLines).optional();

function refuseDuplicateLines(input: { lines?: Array<{ rfq_line_id: string }> }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  (input.lines ?? []).forEach((line, index) => {
    if (seen.has(line.rfq_line_id)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'rfq_line_id'], message: rfqMessages.lineDuplicate });
    seen.add(line.rfq_line_id);
  });
}

/**
 * POST /v1/rfqs/:id/quotes/:quoteId/accept (with an Idempotency-Key). Without `lines`, every quoted
 * line at the requested quantity. The order ships to `address_id` (one of the buyer's addresses) or to
 * `address`, a new address checked as the address book checks it and added to the book in the same
 * transaction (the web app fills it in from the RFQ's delivery place); exactly one of the two.
 * `decline_others` declines the RFQ's other live quotes (the buyer is done); leave it off to buy other
 * lines from other suppliers.
 */
export const quoteAcceptSchema = z
  .strictObject({
    address_id: z.uuid(rfqMessages.addressRequired).optional(),
    address: addressSchema.optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: rfqMessages.paymentMethodRequired }),
    note: optionalText(1000).optional(),
    lines: acceptLinesField,
    decline_others: z.boolean({ error: 'Use true or false' }).default(true),
  })
  .superRefine((input, ctx) => {
    if (input.address_id === undefined && input.address === undefined)
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: rfqMessages.addressRequired });
    if (input.address_id !== undefined && input.address !== undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: rfqMessages.addressOneOnly });
    refuseDuplicateLines(input, ctx);
  });
export type QuoteAcceptInput = z.input<typeof quoteAcceptSchema>;
export type QuoteAcceptData = z.output<typeof quoteAcceptSchema>;

/** POST /v1/rfqs/:id/quotes/:quoteId/accept-preview: the lines an accept would take (none: the whole quote). */
export const quoteAcceptPreviewSchema = z.strictObject({ lines: acceptLinesField }).superRefine(refuseDuplicateLines);
export type QuoteAcceptPreviewInput = z.input<typeof quoteAcceptPreviewSchema>;

/**
 * The order an accept would place, figured by the same server code that places it: each line at its
 * quoted tier price, the quote's shipping, the total, and the Incoterm with the place it names (the
 * RFQ's delivery place for the C and D terms, which name the destination; null for EXW, FCA and FOB).
 */
export const quoteAcceptPreviewResultSchema = z.object({
  lines: z.array(
    z.object({
      rfq_line_id: z.string(),
      name: z.string(),
      unit: z.string().nullable(),
      quantity: z.number().int(),
      unit_price_minor: z.number().int(),
      line_total_minor: z.number().int(),
    }),
  ),
  subtotal_minor: z.number().int(),
  shipping_minor: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  incoterm: z.enum(INCOTERMS),
  incoterm_place: z.string().nullable(),
});
export type QuoteAcceptPreview = z.infer<typeof quoteAcceptPreviewResultSchema>;

/** POST /v1/admin/rfqs/:id/close */
export const rfqStaffCloseSchema = z.strictObject({
  kind: z.enum(RFQ_STAFF_CLOSE_KINDS, { error: rfqMessages.closeKindRequired }),
  reason: requiredText(rfqMessages.reasonRequired, ADMIN_NOTE_MAX),
});
export type RfqStaffCloseInput = z.input<typeof rfqStaffCloseSchema>;

/** PUT /v1/admin/quote-allowances/:sellerId: quotes a month, or null for the default. */
export const quoteAllowanceInputSchema = z.strictObject({
  monthly_limit: z
    .number({ error: rfqMessages.allowanceRange })
    .int(rfqMessages.allowanceRange)
    .min(0, rfqMessages.allowanceRange)
    .max(ALLOWANCE_MAX, rfqMessages.allowanceRange)
    .nullable(),
});
export type QuoteAllowanceInput = z.input<typeof quoteAllowanceInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------------

const pageField = z.coerce
  .number({ error: 'Page must be a number from 1' })
  .int('Page must be a number from 1')
  .min(1, 'Page must be a number from 1')
  .max(10_000, 'Page must be a number from 1')
  .default(1);
const limitField = z.coerce
  .number({ error: 'At most 100 per page' })
  .int('At most 100 per page')
  .min(1, 'At most 100 per page')
  .max(100, 'At most 100 per page')
  .default(20);
const orderField = z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc');
const searchField = z.string().trim().max(200, 'At most 200 characters').optional();
const quantityFilter = z.coerce
  .number({ error: rfqMessages.quantityRequired })
  .int(rfqMessages.quantityRequired)
  .min(1, rfqMessages.quantityRequired)
  .max(MAX_QUANTITY, rfqMessages.quantityTooLarge);

export const RFQ_BUYER_SORTS = ['created_at', 'valid_until', 'quote_count'] as const;
/** GET /v1/rfqs */
export const rfqBuyerQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  sort: z.enum(RFQ_BUYER_SORTS, { error: `Sort by one of: ${RFQ_BUYER_SORTS.join(', ')}` }).default('created_at'),
  order: orderField,
  q: searchField,
  status: z.enum(RFQ_STATUSES, { error: `Status is one of: ${RFQ_STATUSES.join(', ')}` }).optional(),
});
export type RfqBuyerQuery = z.input<typeof rfqBuyerQuerySchema>;

export const RFQ_BOARD_SORTS = ['opened_at', 'valid_until', 'required_by'] as const;
/** GET /v1/rfq-board, /v1/rfq-invitations and /v1/public/rfqs: the board's filters. */
export const rfqBoardQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  sort: z.enum(RFQ_BOARD_SORTS, { error: `Sort by one of: ${RFQ_BOARD_SORTS.join(', ')}` }).default('opened_at'),
  order: orderField,
  q: searchField,
  category_id: z.uuid(rfqMessages.categoryUnknown).optional(),
  country: countryFilter.optional(),
  /** Any item's quantity at least / at most. */
  quantity_gte: quantityFilter.optional(),
  quantity_lte: quantityFilter.optional(),
  posted_within: z.enum(POSTED_WITHIN_DAYS, { error: `Posted within ${POSTED_WITHIN_DAYS.join(', ')} days` }).optional(),
});
export type RfqBoardQuery = z.input<typeof rfqBoardQuerySchema>;

export const QUOTE_SORTS = ['updated_at', 'valid_until'] as const;
/** GET /v1/quotes */
export const quoteListQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  sort: z.enum(QUOTE_SORTS, { error: `Sort by one of: ${QUOTE_SORTS.join(', ')}` }).default('updated_at'),
  order: orderField,
  q: searchField,
  status: z.enum(QUOTE_STATUSES, { error: `Status is one of: ${QUOTE_STATUSES.join(', ')}` }).optional(),
});
export type QuoteListQuery = z.input<typeof quoteListQuerySchema>;

export const ADMIN_RFQ_SORTS = ['created_at', 'valid_until'] as const;
export const adminRfqQuerySchema = adminListQuery(ADMIN_RFQ_SORTS).extend({
  status: z.enum(RFQ_STATUSES, { error: `Status is one of: ${RFQ_STATUSES.join(', ')}` }).optional(),
  /** `true`: only RFQs that are their buyer's first posted one (new requesters, for review). */
  first_rfq: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
});
export type AdminRfqQuery = z.input<typeof adminRfqQuerySchema>;
export const adminAllowanceQuerySchema = adminListQuery(['name'] as const, 'asc');

export const rfqQuoteParamsSchema = z.object({ id: z.uuid(rfqMessages.rfqNotFound), quoteId: z.uuid(rfqMessages.quoteNotFound) });
export const rfqAttachmentParamsSchema = z.object({ id: z.uuid(rfqMessages.rfqNotFound), attachmentId: z.uuid(rfqMessages.attachmentNotFound) });

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

export const rfqCategorySchema = z.object({ id: z.string(), path: z.string() });

/** GET /v1/rfq-suppliers: the search for suppliers to invite by name. */
export const rfqSupplierQuerySchema = z.object({
  q: z.string().trim().min(2, rfqMessages.supplierSearchShort).max(100, rfqMessages.textTooLong(100)),
});

/** The first items of an RFQ in short, for list rows: the web app writes "500 pieces × Tote bag" in the reader's language. */
export const rfqLineBriefSchema = z.object({ quantity: z.number().int(), unit: z.string(), name: z.string() });
export type RfqLineBrief = z.infer<typeof rfqLineBriefSchema>;
/** How many items a list row names (`lines_head`); `line_count` says how many more there are. */
export const LINES_HEAD_MAX = 3;

export const rfqLineSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  product_id: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string(),
  target_unit_price_minor: z.number().int().nullable(),
  specifications: z.string(),
});
export type RfqLine = z.infer<typeof rfqLineSchema>;

export const rfqAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** GET it with the bearer token. */
  url: z.string(),
  created_at: z.string(),
});
export type RfqAttachment = z.infer<typeof rfqAttachmentSchema>;

export const quoteLineSchema = z.object({
  rfq_line_id: z.string(),
  product_id: z.string().nullable(),
  unit_price_minor: z.number().int(),
  price_tiers: z.array(z.object({ min_quantity: z.number().int(), price_minor: z.number().int() })),
  moq: z.number().int(),
  lead_time_days: z.number().int(),
  sample_available: z.boolean(),
  sample_price_minor: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** One immutable version of a quote. */
export const quoteVersionSchema = z.object({
  version: z.number().int(),
  currency: z.string(),
  incoterm: z.enum(INCOTERMS),
  shipping_cost_minor: z.number().int(),
  valid_until: z.string(),
  payment_terms: z.string(),
  note: z.string(),
  lines: z.array(quoteLineSchema),
  created_at: z.string(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

/** A supplier as a buyer sees it beside a quote. */
export const quoteSupplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string().nullable(),
  verified: z.boolean(),
  /** The supplier's public performance facts, as catalogue cards show them (null until first computed). */
  performance: publicPerformanceSchema,
});
export type QuoteSupplier = z.infer<typeof quoteSupplierSchema>;

export const rfqOrderRefSchema = z.object({ id: z.string(), number: z.string() });

/** A quote on the buyer's RFQ page: the latest version and the earlier ones, newest first. */
export const buyerQuoteSchema = z.object({
  id: z.string(),
  status: z.enum(QUOTE_STATUSES),
  supplier: quoteSupplierSchema,
  latest: quoteVersionSchema,
  history: z.array(quoteVersionSchema),
  /** Its place in the comparison, with its total in the request's currency (server/modules/rfq/quote-ranking.ts). */
  ranking: quoteRankingSchema,
  attachments: z.array(rfqAttachmentSchema),
  decline_reason: z.string().nullable(),
  order: rfqOrderRefSchema.nullable(),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type BuyerQuote = z.infer<typeof buyerQuoteSchema>;

const rfqCommon = {
  id: z.string(),
  number: z.string(),
  title: z.string(),
  category: rfqCategorySchema,
  status: z.enum(RFQ_STATUSES),
  visibility: z.enum(RFQ_VISIBILITIES),
  delivery_country: z.string(),
  delivery_city: z.string(),
  incoterm: z.enum(INCOTERMS),
  required_by: z.string(),
  valid_until: z.string(),
  quotes_wanted: z.number().int(),
  quote_count: z.number().int(),
  currency: z.string(),
  opened_at: z.string().nullable(),
  created_at: z.string(),
};

/** A row of the buyer's list. */
export const buyerRfqSummarySchema = z.object({
  ...rfqCommon,
  line_count: z.number().int(),
  lines_preview: z.string(),
  lines_head: z.array(rfqLineBriefSchema),
  updated_at: z.string(),
});
export type BuyerRfqSummary = z.infer<typeof buyerRfqSummarySchema>;

export const invitedSupplierSchema = z.object({ id: z.string(), name: z.string(), country: z.string().nullable() });
/** A supplier the buyer may invite, as the search by name finds it. */
export const rfqSupplierOptionSchema = invitedSupplierSchema.extend({ verified: z.boolean() });
export type RfqSupplierOption = z.infer<typeof rfqSupplierOptionSchema>;

/** GET /v1/rfqs/:id: the buyer's own RFQ with every quote. */
export const buyerRfqSchema = z.object({
  ...rfqCommon,
  lines: z.array(rfqLineSchema),
  payment_terms: z.string(),
  note: z.string(),
  attachments: z.array(rfqAttachmentSchema),
  invited: z.array(invitedSupplierSchema),
  quotes: z.array(buyerQuoteSchema),
  close_reason: z.string().nullable(),
  /** Set when staff closed it: spam or abuse. */
  staff_close_kind: z.enum(RFQ_STAFF_CLOSE_KINDS).nullable(),
  closed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type BuyerRfq = z.infer<typeof buyerRfqSchema>;

/**
 * The buyer as a supplier sees it: its country and whether the account is verified; its name and
 * company only once it has replied to this supplier or accepted its quote. Never an email or phone.
 */
export const rfqBuyerSchema = z.object({
  country: z.string().nullable(),
  verified: z.boolean(),
  name: z.string().nullable(),
  company: z.string().nullable(),
});
export type RfqBuyer = z.infer<typeof rfqBuyerSchema>;

/** The supplier's own quote in short, beside an RFQ. */
export const myQuoteRefSchema = z.object({ id: z.string(), status: z.enum(QUOTE_STATUSES), version: z.number().int() });

/** A row of the supplier's board and invitations. */
export const boardRfqSchema = z.object({
  ...rfqCommon,
  line_count: z.number().int(),
  lines_preview: z.string(),
  lines_head: z.array(rfqLineBriefSchema),
  buyer: rfqBuyerSchema,
  invited: z.boolean(),
  my_quote: myQuoteRefSchema.nullable(),
});
export type BoardRfq = z.infer<typeof boardRfqSchema>;

/** GET /v1/rfq-board/:id */
export const supplierRfqSchema = boardRfqSchema.extend({
  lines: z.array(rfqLineSchema),
  payment_terms: z.string(),
  note: z.string(),
  attachments: z.array(rfqAttachmentSchema),
  /** Places left before the RFQ has the quotes it asked for. */
  places_left: z.number().int(),
  /** Whether this supplier may submit a quote now, and if not, why (a message of rfqMessages). */
  can_quote: z.boolean(),
  cannot_quote_reason: z.string().nullable(),
});
export type SupplierRfq = z.infer<typeof supplierRfqSchema>;

/** A row of the supplier's quotes. */
export const supplierQuoteSummarySchema = z.object({
  id: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  rfq: z.object({ id: z.string(), number: z.string(), title: z.string(), status: z.enum(RFQ_STATUSES), buyer_country: z.string().nullable() }),
  currency: z.string(),
  /** Every quoted line at the requested quantity, plus shipping. */
  total_minor: z.number().int(),
  valid_until: z.string(),
  submitted_at: z.string(),
  updated_at: z.string(),
});
export type SupplierQuoteSummary = z.infer<typeof supplierQuoteSummarySchema>;

/** GET /v1/quotes/:id */
export const supplierQuoteSchema = supplierQuoteSummarySchema.extend({
  latest: quoteVersionSchema,
  history: z.array(quoteVersionSchema),
  attachments: z.array(rfqAttachmentSchema),
  decline_reason: z.string().nullable(),
  order: rfqOrderRefSchema.nullable(),
  rfq_detail: supplierRfqSchema,
});
export type SupplierQuote = z.infer<typeof supplierQuoteSchema>;

/** GET /v1/quote-allowance (and each row of the staff's list, with the seller). */
export const quoteAllowanceSchema = z.object({
  monthly_limit: z.number().int(),
  /** True when staff set this seller's limit; false when it is the configured default. */
  custom: z.boolean(),
  used: z.number().int(),
  left: z.number().int(),
  /** When the count starts again (the first moment of next month, UTC). */
  resets_at: z.string(),
});
export type QuoteAllowance = z.infer<typeof quoteAllowanceSchema>;
/** A row of the staff's list: `id` is the seller's. */
export const adminQuoteAllowanceSchema = quoteAllowanceSchema.extend({ id: z.string(), seller: adminPartySchema });
export type AdminQuoteAllowance = z.infer<typeof adminQuoteAllowanceSchema>;

/** A row of the public board: anonymised, no notes, specifications, target prices or attachments. */
export const publicRfqSchema = z.object({
  ...rfqCommon,
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int(), unit: z.string() })),
  buyer: z.object({ country: z.string().nullable(), verified: z.boolean() }),
});
export type PublicRfq = z.infer<typeof publicRfqSchema>;

/** A row of the back office's RFQ queue. */
export const adminRfqSchema = z.object({
  ...rfqCommon,
  buyer: adminPartySchema,
  /** The buyer's first posted RFQ: a new requester, shown in the queue for review. */
  first_rfq: z.boolean(),
  line_count: z.number().int(),
  lines_preview: z.string(),
  lines_head: z.array(rfqLineBriefSchema),
  note: z.string(),
  close_reason: z.string().nullable(),
  staff_close_kind: z.enum(RFQ_STAFF_CLOSE_KINDS).nullable(),
  closed_at: z.string().nullable(),
});
export type AdminRfq = z.infer<typeof adminRfqSchema>;

/** The answer to an accept: the order made and the RFQ as it is now. */
export const quoteAcceptResultSchema = z.object({ order: rfqOrderRefSchema, rfq: buyerRfqSchema });
export type QuoteAcceptResult = z.infer<typeof quoteAcceptResultSchema>;

/** The chat's context card of a quote conversation. */
export const quoteContextSchema = z.object({
  rfq: z.object({ id: z.string(), number: z.string(), title: z.string(), status: z.enum(RFQ_STATUSES) }),
  quote: z.object({
    id: z.string(),
    status: z.enum(QUOTE_STATUSES),
    version: z.number().int(),
    currency: z.string(),
    total_minor: z.number().int(),
    valid_until: z.string(),
  }),
});
export type QuoteContext = z.infer<typeof quoteContextSchema>;

// ---------------------------------------------------------------------------------------------------
// Prices and the comparison
// ---------------------------------------------------------------------------------------------------

/** The unit price of a quoted line at `quantity`: the last tier it reaches, else the unit price. */
export function quotedUnitPrice(line: Pick<QuoteLine, 'unit_price_minor' | 'price_tiers'>, quantity: number): number {
  return unitPriceFor({ price_minor: line.unit_price_minor, price_tiers: line.price_tiers }, quantity);
}

/** How one quote compares at the requested quantities: what the buyer's comparison table shows. */
export interface QuoteComparison {
  /** Quoted lines at the requested quantity. */
  lines_total_minor: number;
  shipping_minor: number;
  total_minor: number;
  /** The longest lead time over the quoted lines. */
  lead_time_days: number;
  /** Every quoted line's MOQ is at most the requested quantity. */
  moq_met: boolean;
  quoted_lines: number;
  all_lines_quoted: boolean;
  /** Price at the requested quantity per RFQ line (null when not quoted). */
  unit_prices: Record<string, number | null>;
}

export function compareQuote(
  rfqLines: ReadonlyArray<Pick<RfqLine, 'id' | 'quantity'>>,
  version: Pick<QuoteVersion, 'lines' | 'shipping_cost_minor'>,
): QuoteComparison {
  const byLine = new Map(version.lines.map((line) => [line.rfq_line_id, line]));
  let linesTotal = 0;
  let leadTime = 0;
  let moqMet = true;
  let quoted = 0;
  const unitPrices: Record<string, number | null> = {};
  for (const rfqLine of rfqLines) {
    const line = byLine.get(rfqLine.id);
    if (!line) {
      unitPrices[rfqLine.id] = null;
      continue;
    }
    quoted += 1;
    const price = quotedUnitPrice(line, rfqLine.quantity);
    unitPrices[rfqLine.id] = price;
    linesTotal += price * rfqLine.quantity;
    leadTime = Math.max(leadTime, line.lead_time_days);
    if (line.moq > rfqLine.quantity) moqMet = false;
  }
  return {
    lines_total_minor: linesTotal,
    shipping_minor: version.shipping_cost_minor,
    total_minor: linesTotal + version.shipping_cost_minor,
    lead_time_days: leadTime,
    moq_met: moqMet,
    quoted_lines: quoted,
    all_lines_quoted: quoted === rfqLines.length,
    unit_prices: unitPrices,
  };
}
