/*
 * The back office's API (/v1/admin/...): staff only, i.e. users whose roles include 'admin'.
 * Staff roles (users.staff_role): administrator (everything) and reviewer (verification and moderation
 * only). Sellers and buyers get 403 on every route; an anonymous caller gets 401. Reviewer routes: R+A;
 * administrator-only routes: A. Every list takes page, limit, sort, order and q plus its own filters and
 * answers the list envelope. Every staff decision writes exactly one audit entry in its transaction.
 *
 * Method Path                                              Roles Purpose
 * GET    /v1/admin/overview                                R+A   Attention counts, marketplace totals, 30-day series for charts
 * GET    /v1/admin/sellers                                 R+A   Sellers; q over name/email/company; filters verification_status, status, country, joined_from/joined_to
 * GET    /v1/admin/sellers/:id                             R+A   One seller: account, business details, store sections, documents, verification checklist and grant, registration status, counts
 * PUT    /v1/admin/sellers/:id/verification                R+A   Set verification_status with a note (required when rejected); 'verified' needs the checklist or override_reason (else 409 naming each missing item); the seller is notified
 * POST   /v1/admin/sellers/:id/suspend                     A     Suspend with a reason: sessions revoked, sign-in refused, products leave the catalogue
 * POST   /v1/admin/sellers/:id/reinstate                   A     Make a suspended seller active again
 * GET    /v1/admin/documents                               R+A   Document queue; status filter (default pending), oldest first by default
 * GET    /v1/admin/documents/:id                           R+A   One document with its seller
 * GET    /v1/admin/documents/:id/file                      R+A   Download the document's file (attachment)
 * POST   /v1/admin/documents/:id/verify                    R+A   Verify a pending document (optional note)
 * POST   /v1/admin/documents/:id/reject                    R+A   Reject a pending or verified document (note required); a verified seller left without a required kind returns to pending
 * GET    /v1/admin/category-requests                       R+A   Category request queue; status filter (default pending), oldest first by default
 * GET    /v1/admin/category-requests/:id                   R+A   One category request
 * POST   /v1/admin/category-requests/:id/approve           R+A   Approve: create (or link an existing) category, possibly under another parent or name
 * POST   /v1/admin/category-requests/:id/reject            R+A   Reject with a note (required)
 * GET    /v1/admin/categories                              R+A   The whole tree as a flat list ordered by path, with depth and product counts
 * POST   /v1/admin/categories                              A     Create a category {name, parent_id?}
 * PUT    /v1/admin/categories/:id                          A     Rename {name}; the paths of the subtree follow
 * POST   /v1/admin/categories/:id/move                     A     Move under {parent_id} (null: top level); no cycles; subtree paths follow
 * POST   /v1/admin/categories/:id/retire                   A     Retire (409 while products use it or it has active children)
 * POST   /v1/admin/categories/:id/restore                  A     Restore a retired category (its parent must be active)
 * GET    /v1/admin/products                                R+A   Moderation queue; moderation_status filter (default: published pending and resubmitted), oldest change first
 * GET    /v1/admin/products/:id                            R+A   One product in full, with its seller
 * POST   /v1/admin/products/:id/approve                    R+A   Approve the product as it is now (a resubmitted one is published again)
 * POST   /v1/admin/products/:id/unpublish                  R+A   Unpublish with a reason the seller sees (status → draft); on a resubmitted product, turns the request down
 * GET    /v1/admin/reviews                                 R+A   Buyers' reviews of orders; filters hidden, rating, seller_id; q over order number and comment
 * POST   /v1/admin/reviews/:id/hide                        R+A   Hide a review from every public page with a reason; buyer and seller are notified
 * POST   /v1/admin/reviews/:id/unhide                      R+A   Show a hidden review again; buyer and seller are notified
 * GET    /v1/admin/rfqs                                    R+A   Requests for quotation; filter status; q over number, title and buyer (src/contract/rfq.ts)
 * POST   /v1/admin/rfqs/:id/close                          R+A   Close a request as spam or abuse with a reason; the buyer is notified, live quotes declined
 * GET    /v1/admin/quote-allowances                        A     Sellers with their monthly quote allowance and use
 * PUT    /v1/admin/quote-allowances/:id                    A     Set a seller's monthly quote allowance (null: the configured default)
 * GET    /v1/admin/orders                                  A     All orders, read-only; filters status, seller_id, buyer_id, created_from/created_to; q over number
 * GET    /v1/admin/orders/:id                              A     One order with lines and history
 * GET    /v1/admin/users                                   A     Buyers and sellers with status and roles; filters role, status
 * GET    /v1/admin/staff                                   A     Staff accounts
 * POST   /v1/admin/staff                                   A     Create a staff account; answers a one-time temporary password (must change it at sign-in)
 * PUT    /v1/admin/staff/:id                               A     Change staff_role (never the last active administrator's)
 * POST   /v1/admin/staff/:id/deactivate                    A     Deactivate (status suspended, sessions revoked; never the last active administrator)
 * POST   /v1/admin/staff/:id/reactivate                    A     Make a deactivated staff account active again
 * GET    /v1/admin/help-articles                           A     Help articles in every language, published or not; filters language, topic, published
 * GET    /v1/admin/help-articles/:id                       A     One article with its body
 * POST   /v1/admin/help-articles                           A     Create an article (409 when slug + language exists)
 * PUT    /v1/admin/help-articles/:id                       A     Edit an article (any subset of its fields)
 * POST   /v1/admin/help-articles/:id/publish               A     Publish
 * POST   /v1/admin/help-articles/:id/unpublish             A     Unpublish (the public help center stops showing it)
 * GET    /v1/admin/audit-log                               A     The audit log; q, filters actor_id, action, subject_type, subject_id, from/to; newest first
 * GET    /v1/admin/audit-log.csv                           A     The same filters as CSV (RFC 4180, formula-injection safe), at most AUDIT_CSV_MAX_ROWS rows
 * (No route changes or deletes audit entries; the database refuses it too.)
 * POSTs whose body is optional (verify, approve, reinstate, deactivate, unhide) accept no body or {}; the role
 * check comes before validation, so a caller without the role gets 401/403 whatever it sends.
 *
 * Why reviewers may not suspend, edit categories, see orders, users, staff, help or the audit log: the
 * reviewer role is "verification and moderation only". They may read the category tree because approving
 * a category request means choosing a parent.
 */
import { z } from 'zod';
import { registrationStatusSchema, STORE_SECTIONS } from './auth';
import { CATEGORY_REQUEST_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, orderEventSchema, orderLineSchema } from './operations';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from './documents';
import { MODERATION_STATUSES, PRODUCT_STATUSES, type ModerationStatus } from './catalog';
import { HELP_LANGUAGES, HELP_TOPICS } from './help';
import { requiredText } from './fields';
import { countryFilter } from './countries';
import { STAFF_ROLES } from './admin-constants';
export * from './admin-constants';
export * from './admin-messages';
import { VERIFICATION_STATUSES, VERIFICATION_CHECKLIST_KEYS, ADMIN_NOTE_MAX, ADMIN_MAX_LIMIT, adminMessages } from './admin-messages';

// ---------------------------------------------------------------------------------------------------
// Roles and constants
// ---------------------------------------------------------------------------------------------------

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** A product's review states (defined with the product, src/contract/catalog-constants.ts). */
export { MODERATION_STATUSES, type ModerationStatus };
export const CATEGORY_STATUSES = ['active', 'retired'] as const;
export type CategoryStatus = (typeof CATEGORY_STATUSES)[number];
/** The users list shows buyers and sellers; staff have their own list. */
export const USER_LIST_ROLES = ['seller', 'buyer'] as const;

export const ADMIN_DEFAULT_LIMIT = 20;
/** The category tree is read whole (a flat list ordered by path). */
export const CATEGORY_TREE_MAX_LIMIT = 1000;
export const AUDIT_CSV_MAX_ROWS = 50_000;
export const OVERVIEW_SERIES_DAYS = 30;

/** What an audit entry records (`action`); the filter's choices. */
export const AUDIT_ACTIONS = [
  'seller.verification_changed',
  /** Staff set a seller verified with items of the checklist missing; the note is their reason. */
  'seller.verification_overridden',
  'seller.suspended',
  'seller.reinstated',
  'document.verified',
  'document.rejected',
  'category_request.approved',
  'category_request.rejected',
  'category.created',
  'category.renamed',
  'category.moved',
  'category.retired',
  'category.restored',
  'product.approved',
  'product.unpublished',
  /** A seller asked to publish again a product staff had unpublished (it waits in the queue as 'resubmitted'). */
  'product.review_requested',
  'review.hidden',
  'review.unhidden',
  'rfq.closed',
  'quote_allowance.changed',
  'staff.created',
  'staff.role_changed',
  'staff.deactivated',
  'staff.reactivated',
  'help_article.created',
  'help_article.updated',
  'help_article.published',
  'help_article.unpublished',
  // Sensitive seller actions.
  'bank_details.changed',
  'document.replaced',
  'password.changed',
  'recovery_contact.added',
  'recovery_contact.verified',
  'recovery_contact.removed',
  // Staff's changes to the records of a declared resource (server/lib/entity-crud.ts); the note names the resource.
  'record.created',
  'record.updated',
  'record.deleted',
  // A seller's ledger: an adjustment (its reason is the note) and an order undone after delivery.
  'ledger.adjusted',
  'ledger.reversed',
  // Staff's suspension of a buyer's company (its members lose company access) and its reactivation.
  'company.suspended',
  'company.reactivated',
  /** Staff issued a month's commission invoice on demand (the monthly job's are not audited). */
  'commission_invoice.issued',
  // Payout batches: made on demand, approved by a second staff member, exported, sent, paid, failed or
  // cancelled; and one seller's returned transfer.
  'payout_batch.made',
  'payout_batch.approved',
  'payout_batch.exported',
  'payout_batch.sent',
  'payout_batch.paid',
  'payout_batch.failed',
  'payout_batch.cancelled',
  'payout.returned',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_SUBJECT_TYPES = [
  'seller',
  'user',
  'document',
  'category_request',
  'category',
  'product',
  'help_article',
  'store_section',
  'recovery_contact',
  'review',
  'rfq',
  'record',
  'company',
  'payout_batch',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

/** The role of the actor when acting. */
export const AUDIT_ACTOR_ROLES = ['administrator', 'reviewer', 'seller', 'buyer', 'system'] as const;
export type AuditActorRole = (typeof AUDIT_ACTOR_ROLES)[number];

// ---------------------------------------------------------------------------------------------------
// Messages (English; the UI translates by key where it shows its own texts)
// ---------------------------------------------------------------------------------------------------

/** The seller's notifications for each decision (kind → title). Bodies carry the note or reason. */
export const adminNotificationTitles = {
  'document.verified': 'Your document was verified',
  'document.rejected': 'Your document was rejected',
  'category_request.approved': 'Your category request was approved',
  'category_request.rejected': 'Your category request was rejected',
  'seller.verification': 'Your verification status changed',
  'seller.suspended': 'Your account was suspended',
  'seller.reinstated': 'Your account was reinstated',
  'product.unpublished': 'Your product was unpublished',
} as const;
export type AdminNotificationKind = keyof typeof adminNotificationTitles;

// ---------------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------------

export const adminIdParamsSchema = z.object({ id: z.uuid(adminMessages.invalidId) });

const isoDay = z.iso.date({ error: adminMessages.dateFormat });
const note = (required: string) => requiredText(required, ADMIN_NOTE_MAX);
const optionalNote = z
  .string({ error: adminMessages.noteTooLong })
  .trim()
  .max(ADMIN_NOTE_MAX, adminMessages.noteTooLong)
  .transform((s) => (s === '' ? null : s))
  .nullable()
  .optional();

/** Paging, sorting and search of every staff list; `sortKeys[0]` is the default sort. */
export const adminListQuery = <K extends readonly [string, ...string[]]>(
  sortKeys: K,
  defaultOrder: 'asc' | 'desc' = 'desc',
  maxLimit = ADMIN_MAX_LIMIT,
  defaultLimit = ADMIN_DEFAULT_LIMIT,
) =>
  z.object({
    page: z.coerce.number({ error: adminMessages.page }).int(adminMessages.page).min(1, adminMessages.page).max(100_000, adminMessages.page).default(1),
    limit: z.coerce
      .number({ error: adminMessages.limit })
      .int(adminMessages.limit)
      .min(1, adminMessages.limit)
      .max(maxLimit, `Show between 1 and ${maxLimit} per page`)
      .default(defaultLimit),
    sort: z.enum(sortKeys, { error: adminMessages.sort(sortKeys) }).default(sortKeys[0] as K[number]),
    order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default(defaultOrder),
    q: z.string().trim().max(200, 'At most 200 characters').optional(),
  });

/** A seller as other staff records show it. */
export const adminPartySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
});
export type AdminParty = z.infer<typeof adminPartySchema>;

// ---------------------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------------------

export const adminOverviewSchema = z.object({
  attention: z.object({
    pending_documents: z.number().int(),
    pending_category_requests: z.number().int(),
    products_to_review: z.number().int(),
    sellers_pending_verification: z.number().int(),
    /** RFQs open on the board now: the queue staff close as spam or abuse (/admin/rfqs?status=open). */
    rfqs_to_moderate: z.number().int(),
    /** One-star reviews on show: the reviews staff look at first (/admin/reviews?hidden=false&rating=1). */
    reviews_to_moderate: z.number().int(),
  }),
  totals: z.object({
    sellers: z.number().int(),
    buyers: z.number().int(),
    products_published: z.number().int(),
    orders: z.number().int(),
    /** Orders placed since the first day of this month (UTC), cancelled ones excluded, per currency. */
    order_value_this_month: z.array(z.object({ currency: z.string(), total_minor: z.number().int() })),
  }),
  /** One entry per UTC day, oldest first, OVERVIEW_SERIES_DAYS entries ending today. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), new_sellers: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

// ---------------------------------------------------------------------------------------------------
// Sellers
// ---------------------------------------------------------------------------------------------------

export const SELLER_SORTS = ['created_at', 'name', 'email', 'verification_status'] as const;
export const sellerListQuerySchema = adminListQuery(SELLER_SORTS).extend({
  verification_status: z.enum(VERIFICATION_STATUSES, { error: adminMessages.verificationStatus }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: `Choose one of: ${ACCOUNT_STATUSES.join(', ')}` }).optional(),
  /** The country of the business details, as an ISO 3166-1 alpha-2 code (any case). */
  country: countryFilter.optional(),
  joined_from: isoDay.optional(),
  joined_to: isoDay.optional(),
});
export type SellerListQuery = z.input<typeof sellerListQuerySchema>;

export const adminSellerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** Verified through an override (audited as seller.verification_overridden), not a complete checklist. */
  verified_by_override: z.boolean(),
  pending_documents: z.number().int(),
  created_at: z.string(),
});
export type AdminSellerSummary = z.infer<typeof adminSellerSummarySchema>;

export const adminStoreSectionSchema = z.object({
  section: z.enum(STORE_SECTIONS),
  completed: z.boolean(),
  completed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** What the seller saved; bank account numbers are masked (last 4 digits only). Null: never saved. */
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminStoreSection = z.infer<typeof adminStoreSectionSchema>;

export const adminDocumentSchema = z.object({
  id: z.string(),
  seller: adminPartySchema,
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().nullable(),
  original_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The staff download: GET this path with the bearer token. */
  file_url: z.string(),
  /**
   * Rejecting it takes the seller's Verified badge: the seller is verified and it is the last approved
   * document of a required kind (server/modules/admin/documents-repository.ts, decideDocument).
   */
  rejecting_removes_badge: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

/** One item of the verification checklist; `checked_at` is when staff approved the document (document items only). */
export const verificationChecklistItemSchema = z.object({
  key: z.enum(VERIFICATION_CHECKLIST_KEYS),
  done: z.boolean(),
  checked_at: z.string().nullable(),
  /** The store profile item: the sections not yet completed. */
  missing_sections: z.array(z.enum(STORE_SECTIONS)).optional(),
});
export type VerificationChecklistItem = z.infer<typeof verificationChecklistItemSchema>;

/** What the public badge says of a verified seller (null otherwise); the override's reason is for staff only. */
export const verificationGrantSchema = z.object({
  verified_at: z.string(),
  granted_by_staff: z.boolean(),
  override_reason: z.string().nullable(),
  checks: z.array(z.object({ key: z.string(), checked_at: z.string() })),
});
export type VerificationGrant = z.infer<typeof verificationGrantSchema>;

export const adminSellerDetailsSchema = z.object({
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    /** Why staff last suspended or reinstated the seller. */
    status_reason: z.string().nullable(),
    verification_status: z.enum(VERIFICATION_STATUSES),
    verification_note: z.string().nullable(),
    is_email_verified: z.boolean(),
    is_mobile_verified: z.boolean(),
    created_at: z.string(),
  }),
  business_details: z.record(z.string(), z.unknown()).nullable(),
  store_sections: z.array(adminStoreSectionSchema),
  /** Completed store sections out of all, 0–100. */
  store_completeness: z.number().int(),
  documents: z.array(adminDocumentSchema),
  /** Every item "Verified" needs; all done, or an override with a reason, before staff may set it. */
  checklist: z.array(verificationChecklistItemSchema),
  verification_grant: verificationGrantSchema.nullable(),
  registration_status: registrationStatusSchema,
  counts: z.object({
    products: z.number().int(),
    products_published: z.number().int(),
    products_pending_review: z.number().int(),
    orders: z.number().int(),
  }),
});
export type AdminSellerDetails = z.infer<typeof adminSellerDetailsSchema>;

/**
 * PUT /v1/admin/sellers/:id/verification: a note is required when rejecting; 'verified' needs the whole
 * checklist done, or `override_reason` (audited, and the badge then says staff granted it).
 */
export const sellerVerificationSchema = z
  .strictObject({
    verification_status: z.enum(VERIFICATION_STATUSES, { error: adminMessages.verificationStatus }),
    note: optionalNote,
    override_reason: optionalNote,
  })
  .superRefine((value, ctx) => {
    if (value.verification_status === 'rejected' && !value.note) ctx.addIssue({ code: 'custom', path: ['note'], message: adminMessages.noteRequired });
  });
export type SellerVerificationInput = z.input<typeof sellerVerificationSchema>;

export const sellerSuspendSchema = z.strictObject({ reason: note(adminMessages.reasonRequired) });
export type SellerSuspendInput = z.input<typeof sellerSuspendSchema>;
export const sellerReinstateSchema = z.strictObject({ note: optionalNote });
export type SellerReinstateInput = z.input<typeof sellerReinstateSchema>;

// ---------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------

export const DOCUMENT_QUEUE_SORTS = ['created_at', 'updated_at', 'type', 'status'] as const;
/** Default: pending documents, oldest first. */
export const documentQueueQuerySchema = adminListQuery(DOCUMENT_QUEUE_SORTS, 'asc').extend({
  status: z.enum([...DOCUMENT_STATUSES, 'all'], { error: `Choose one of: ${[...DOCUMENT_STATUSES, 'all'].join(', ')}` }).default('pending'),
  type: z.enum(DOCUMENT_TYPES, { error: `Choose one of: ${DOCUMENT_TYPES.join(', ')}` }).optional(),
  seller_id: z.uuid(adminMessages.invalidId).optional(),
});
export type DocumentQueueQuery = z.input<typeof documentQueueQuerySchema>;

export const documentVerifySchema = z.strictObject({ note: optionalNote });
export type DocumentVerifyInput = z.input<typeof documentVerifySchema>;
export const documentRejectSchema = z.strictObject({ note: note(adminMessages.noteRequired) });
export type DocumentRejectInput = z.input<typeof documentRejectSchema>;

// ---------------------------------------------------------------------------------------------------
// Category requests
// ---------------------------------------------------------------------------------------------------

export const CATEGORY_REQUEST_QUEUE_SORTS = ['created_at', 'name', 'status'] as const;
export const categoryRequestQueueQuerySchema = adminListQuery(CATEGORY_REQUEST_QUEUE_SORTS, 'asc').extend({
  status: z.enum([...CATEGORY_REQUEST_STATUSES, 'all'], { error: `Choose one of: ${[...CATEGORY_REQUEST_STATUSES, 'all'].join(', ')}` }).default('pending'),
  seller_id: z.uuid(adminMessages.invalidId).optional(),
});
export type CategoryRequestQueueQuery = z.input<typeof categoryRequestQueueQuerySchema>;

export const adminCategoryRequestSchema = z.object({
  id: z.string(),
  seller: adminPartySchema,
  name: z.string(),
  parent_id: z.string().nullable(),
  parent_path: z.string().nullable(),
  reason: z.string(),
  status: z.enum(CATEGORY_REQUEST_STATUSES),
  reviewer_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The category the approval created or linked. */
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCategoryRequest = z.infer<typeof adminCategoryRequestSchema>;

/**
 * POST /v1/admin/category-requests/:id/approve. Omitted fields keep what the seller asked for;
 * `parent_id: null` puts it at the top level. An existing active category of that name under that
 * parent is linked instead of creating a second one.
 */
export const categoryRequestApproveSchema = z.strictObject({
  parent_id: z.uuid(adminMessages.parentNotFound).nullable().optional(),
  name: requiredText(adminMessages.categoryNameRequired, 100).optional(),
  note: optionalNote,
});
export type CategoryRequestApproveInput = z.input<typeof categoryRequestApproveSchema>;
export const categoryRequestRejectSchema = z.strictObject({ note: note(adminMessages.noteRequired) });
export type CategoryRequestRejectInput = z.input<typeof categoryRequestRejectSchema>;

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

export const CATEGORY_SORTS = ['path', 'name', 'created_at', 'product_count'] as const;
/** Defaults to the whole tree in path order. */
export const categoryTreeQuerySchema = adminListQuery(CATEGORY_SORTS, 'asc', CATEGORY_TREE_MAX_LIMIT, CATEGORY_TREE_MAX_LIMIT).extend({
  status: z.enum([...CATEGORY_STATUSES, 'all'], { error: `Choose one of: ${[...CATEGORY_STATUSES, 'all'].join(', ')}` }).default('all'),
});
export type CategoryTreeQuery = z.input<typeof categoryTreeQuerySchema>;

export const adminCategorySchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  /** "A / B / C". */
  path: z.string(),
  /** 0 for top-level categories. */
  depth: z.number().int(),
  status: z.enum(CATEGORY_STATUSES),
  /** Products (any status) whose category is this one. */
  product_count: z.number().int(),
  /** Products in this category and every subcategory. */
  subtree_product_count: z.number().int(),
  children_count: z.number().int(),
  active_children_count: z.number().int(),
  created_at: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoryCreateSchema = z.strictObject({
  name: requiredText(adminMessages.categoryNameRequired, 100).refine((s) => !s.includes('/'), 'A name cannot contain “/”'),
  parent_id: z.uuid(adminMessages.parentNotFound).nullable().optional(),
});
export type CategoryCreateInput = z.input<typeof categoryCreateSchema>;
export const categoryRenameSchema = z.strictObject({
  name: requiredText(adminMessages.categoryNameRequired, 100).refine((s) => !s.includes('/'), 'A name cannot contain “/”'),
});
export type CategoryRenameInput = z.input<typeof categoryRenameSchema>;
export const categoryMoveSchema = z.strictObject({ parent_id: z.uuid(adminMessages.parentNotFound).nullable() });
export type CategoryMoveInput = z.input<typeof categoryMoveSchema>;

// ---------------------------------------------------------------------------------------------------
// Products (moderation)
// ---------------------------------------------------------------------------------------------------

export const MODERATION_SORTS = ['updated_at', 'created_at', 'published_at', 'name'] as const;
/**
 * Default (no moderation_status): what waits for staff, the longest waiting first: published products
 * pending review, and products staff unpublished whose seller asked to publish them again ('resubmitted',
 * still drafts). A moderation_status lists that state only ('pending': published ones unless `status`
 * says otherwise); 'all' lists every product.
 */
export const moderationQueueQuerySchema = adminListQuery(MODERATION_SORTS, 'asc').extend({
  moderation_status: z.enum([...MODERATION_STATUSES, 'all'], { error: `Choose one of: ${[...MODERATION_STATUSES, 'all'].join(', ')}` }).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: `Choose one of: ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  seller_id: z.uuid(adminMessages.invalidId).optional(),
  category_id: z.uuid(adminMessages.invalidId).optional(),
});
export type ModerationQueueQuery = z.input<typeof moderationQueueQuerySchema>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  seller: adminPartySchema,
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  moderation_status: z.enum(MODERATION_STATUSES),
  moderation_note: z.string().nullable(),
  moderated_at: z.string().nullable(),
  currency: z.string(),
  price_minor: z.number().nullable(),
  /** The cover image's URL, or null. */
  image_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductDetailsSchema = adminProductSummarySchema.extend({
  description: z.string(),
  unit: z.string().nullable(),
  moq: z.number().int(),
  price_tiers: z.array(z.object({ min_quantity: z.number(), price_minor: z.number() })),
  lead_time_days: z.number().nullable(),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(z.object({ id: z.string(), url: z.string(), position: z.number().int() })),
});
export type AdminProductDetails = z.infer<typeof adminProductDetailsSchema>;

export const productApproveSchema = z.strictObject({ note: optionalNote });
export type ProductApproveInput = z.input<typeof productApproveSchema>;
export const productUnpublishSchema = z.strictObject({ reason: note(adminMessages.reasonRequired) });
export type ProductUnpublishInput = z.input<typeof productUnpublishSchema>;

// ---------------------------------------------------------------------------------------------------
// Orders (read-only)
// ---------------------------------------------------------------------------------------------------

export const ADMIN_ORDER_SORTS = ['created_at', 'total_minor', 'status', 'number'] as const;
export const adminOrderListQuerySchema = adminListQuery(ADMIN_ORDER_SORTS).extend({
  status: z.enum(ORDER_STATUSES, { error: `Choose one of: ${ORDER_STATUSES.join(', ')}` }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: `Choose one of: ${PAYMENT_STATUSES.join(', ')}` }).optional(),
  seller_id: z.uuid(adminMessages.invalidId).optional(),
  buyer_id: z.uuid(adminMessages.invalidId).optional(),
  created_from: isoDay.optional(),
  created_to: isoDay.optional(),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  seller: adminPartySchema,
  buyer: adminPartySchema,
  line_count: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  created_at: z.string(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderDetailsSchema = adminOrderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  shipping_address: z.record(z.string(), z.string()),
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(orderEventSchema),
});
export type AdminOrderDetails = z.infer<typeof adminOrderDetailsSchema>;

// ---------------------------------------------------------------------------------------------------
// Users and staff
// ---------------------------------------------------------------------------------------------------

export const USER_SORTS = ['created_at', 'name', 'email', 'status'] as const;
export const userListQuerySchema = adminListQuery(USER_SORTS).extend({
  role: z.enum(USER_LIST_ROLES, { error: `Choose one of: ${USER_LIST_ROLES.join(', ')}` }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: `Choose one of: ${ACCOUNT_STATUSES.join(', ')}` }).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  status: z.enum(ACCOUNT_STATUSES),
  status_reason: z.string().nullable(),
  verification_status: z.enum(VERIFICATION_STATUSES),
  company: z.string().nullable(),
  country: z.string().nullable(),
  is_email_verified: z.boolean(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const STAFF_SORTS = ['created_at', 'name', 'email', 'staff_role', 'status'] as const;
export const staffListQuerySchema = adminListQuery(STAFF_SORTS).extend({
  staff_role: z.enum(STAFF_ROLES, { error: adminMessages.staffRoleRequired }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: `Choose one of: ${ACCOUNT_STATUSES.join(', ')}` }).optional(),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

export const staffAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  staff_role: z.enum(STAFF_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  must_change_password: z.boolean(),
  /** True for the caller's own account. */
  is_self: z.boolean(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffCreateSchema = z.strictObject({
  name: requiredText(adminMessages.nameRequired, 100),
  email: requiredText('Enter the email', 254)
    .pipe(z.email('Enter a valid email address'))
    .transform((s) => s.toLowerCase()),
  staff_role: z.enum(STAFF_ROLES, { error: adminMessages.staffRoleRequired }),
});
export type StaffCreateInput = z.input<typeof staffCreateSchema>;

/** The answer to a create: the temporary password is shown once and never stored in clear. */
export const staffCreatedSchema = z.object({ account: staffAccountSchema, temporary_password: z.string() });
export type StaffCreated = z.infer<typeof staffCreatedSchema>;

export const staffUpdateSchema = z.strictObject({ staff_role: z.enum(STAFF_ROLES, { error: adminMessages.staffRoleRequired }) });
export type StaffUpdateInput = z.input<typeof staffUpdateSchema>;
export const staffDeactivateSchema = z.strictObject({ reason: optionalNote });
export type StaffDeactivateInput = z.input<typeof staffDeactivateSchema>;

// ---------------------------------------------------------------------------------------------------
// Help articles
// ---------------------------------------------------------------------------------------------------

export const HELP_ARTICLE_SORTS = ['updated_at', 'title', 'slug', 'position', 'topic'] as const;
export const helpArticleListQuerySchema = adminListQuery(HELP_ARTICLE_SORTS).extend({
  language: z.enum(HELP_LANGUAGES, { error: adminMessages.articleLanguage }).optional(),
  topic: z.enum(HELP_TOPICS, { error: adminMessages.articleTopic }).optional(),
  published: z.enum(['true', 'false'], { error: 'Use true or false' }).optional(),
});
export type HelpArticleListQuery = z.input<typeof helpArticleListQuerySchema>;

export const adminHelpArticleSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  language: z.enum(HELP_LANGUAGES),
  topic: z.enum(HELP_TOPICS),
  title: z.string(),
  summary: z.string(),
  position: z.number().int(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type AdminHelpArticleSummary = z.infer<typeof adminHelpArticleSummarySchema>;
export const adminHelpArticleSchema = adminHelpArticleSummarySchema.extend({ body: z.string() });
export type AdminHelpArticle = z.infer<typeof adminHelpArticleSchema>;

const helpArticleFields = {
  slug: z
    .string({ error: adminMessages.articleSlug })
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, adminMessages.articleSlug)
    .min(2, adminMessages.articleSlug)
    .max(80, adminMessages.articleSlug),
  language: z.enum(HELP_LANGUAGES, { error: adminMessages.articleLanguage }),
  topic: z.enum(HELP_TOPICS, { error: adminMessages.articleTopic }),
  title: requiredText(adminMessages.articleTitleRequired, 200),
  summary: requiredText(adminMessages.articleSummaryRequired, 500),
  /** Plain text: paragraphs separated by blank lines, '## ' headings, '- ' items. */
  body: requiredText(adminMessages.articleBodyRequired, 50_000),
  position: z.number({ error: 'Use a whole number' }).int('Use a whole number').min(0, 'Use 0 or more').max(10_000, 'At most 10000'),
  published: z.boolean({ error: 'Use true or false' }),
};
export const helpArticleCreateSchema = z.strictObject({
  ...helpArticleFields,
  position: helpArticleFields.position.optional(),
  /** New articles are drafts unless said otherwise. */
  published: helpArticleFields.published.optional(),
});
export type HelpArticleCreateInput = z.input<typeof helpArticleCreateSchema>;
export const helpArticleUpdateSchema = z.strictObject({
  slug: helpArticleFields.slug.optional(),
  language: helpArticleFields.language.optional(),
  topic: helpArticleFields.topic.optional(),
  title: helpArticleFields.title.optional(),
  summary: helpArticleFields.summary.optional(),
  body: helpArticleFields.body.optional(),
  position: helpArticleFields.position.optional(),
});
export type HelpArticleUpdateInput = z.input<typeof helpArticleUpdateSchema>;

// ---------------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------------

export const AUDIT_SORTS = ['created_at', 'action'] as const;
export const auditLogQuerySchema = adminListQuery(AUDIT_SORTS).extend({
  actor_id: z.uuid(adminMessages.invalidId).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES, { error: 'Choose a subject type from the list' }).optional(),
  subject_id: z.string().trim().max(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
/** The CSV takes the same filters and sort; page and limit are ignored. */
export const auditLogCsvQuerySchema = auditLogQuerySchema;

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), email: z.string().nullable(), role: z.string() }),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  /** The subject's name (a product's, a seller's): as it was when the entry was written, else as it is now. */
  subject_label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The CSV's columns, in order. before/after are JSON text. */
export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'actor_id',
  'actor_name',
  'actor_email',
  'actor_role',
  'action',
  'subject_type',
  'subject_id',
  'subject_label',
  'before',
  'after',
  'note',
  'ip',
] as const;
