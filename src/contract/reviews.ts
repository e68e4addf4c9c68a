/*
 * Reviews of delivered orders, shared by the web app and the API.
 *
 * Method Path                                   Who          Purpose
 * GET    /v1/buyer/orders/:id/review            buyer        The order's review (or null), whether one may be written and until when
 * POST   /v1/buyer/orders/:id/review            buyer        Review a delivered order of one's own, once, within REVIEW_WINDOW_DAYS of delivery
 * PATCH  /v1/buyer/orders/:id/review            buyer        Change one's review within REVIEW_EDIT_DAYS of writing it
 * GET    /v1/reviews                            seller       Reviews of the seller's orders; filters rating (1–5) and replied (true/false), q over order number and comment
 * GET    /v1/reviews/:id                        seller       One of them
 * POST   /v1/reviews/:id/reply                  seller       Reply, once
 * PATCH  /v1/reviews/:id/reply                  seller       Change the reply within REPLY_EDIT_DAYS of writing it
 * GET    /v1/public/products/:id/reviews        anyone       Visible reviews of orders that held the product, newest first, with averages and star counts
 * GET    /v1/public/suppliers/:id/reviews       anyone       Visible reviews of all the supplier's orders, the same way
 * GET    /v1/admin/reviews                      staff (R+A)  Every review; filters hidden, rating, seller_id
 * POST   /v1/admin/reviews/:id/hide             staff (R+A)  Hide with a reason: audited, buyer and seller notified
 * POST   /v1/admin/reviews/:id/unhide           staff (R+A)  Show a hidden review again: audited, buyer and seller notified
 *
 * Anyone else's order or review is a 404 for every verb; a caller of another role gets 403. Public
 * answers name the buyer by first name and country only, and never show a hidden review.
 */
import { z } from 'zod';
import { ADMIN_NOTE_MAX, adminListQuery, adminMessages, adminPartySchema } from './admin';
import { paginationSchema } from './envelope';
import { requiredText } from './fields';
import { PUBLIC_REVIEWS_PAGE_SIZE, RATING_MAX, RATING_MIN, RATING_VALUES } from './reviews-constants';
export * from './reviews-constants';
export * from './reviews-messages';
import { REVIEW_WINDOW_DAYS, REVIEW_EDIT_DAYS, REPLY_EDIT_DAYS, REVIEW_COMMENT_MAX, REVIEW_REPLY_MAX, reviewMessages } from './reviews-messages';

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

export const PUBLIC_REVIEWS_MAX_LIMIT = 50;

const DAY_MS = 86_400_000;
const plusDays = (from: string | Date, days: number) => new Date(new Date(from).getTime() + days * DAY_MS);
/** The last moment a delivered order can be reviewed. */
export const reviewDeadline = (deliveredAt: string | Date): Date => plusDays(deliveredAt, REVIEW_WINDOW_DAYS);
/** The last moment a review can be changed. */
export const reviewEditDeadline = (createdAt: string | Date): Date => plusDays(createdAt, REVIEW_EDIT_DAYS);
/** The last moment a reply can be changed. */
export const replyEditDeadline = (repliedAt: string | Date): Date => plusDays(repliedAt, REPLY_EDIT_DAYS);

// ---------------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------------

/** Notification titles by kind; each kind starts with `review.` (the notifications' reviews group). */
export const reviewNotificationTitles = {
  'review.received': 'New {{stars}}-star review of order {{number}}',
  'review.replied': 'The supplier replied to your review of order {{number}}',
  'review.hidden.buyer': 'Your review of order {{number}} was hidden by staff',
  'review.hidden.seller': 'A review of order {{number}} was hidden by staff',
  'review.unhidden.buyer': 'Your review of order {{number}} is shown again',
  'review.unhidden.seller': 'A review of order {{number}} is shown again',
} as const;

// ---------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------

export const ratingSchema = z
  .number({ error: reviewMessages.ratingRange })
  .int(reviewMessages.ratingRange)
  .min(RATING_MIN, reviewMessages.ratingRange)
  .max(RATING_MAX, reviewMessages.ratingRange);
export const reviewCommentSchema = z.string({ error: reviewMessages.commentTooLong }).trim().max(REVIEW_COMMENT_MAX, reviewMessages.commentTooLong);

/** POST /v1/buyer/orders/:id/review. The comment may be left empty. */
export const reviewCreateSchema = z.strictObject({
  overall_rating: ratingSchema,
  quality_rating: ratingSchema,
  communication_rating: ratingSchema,
  delivery_rating: ratingSchema,
  comment: reviewCommentSchema.default(''),
});
export type ReviewCreateInput = z.input<typeof reviewCreateSchema>;

/** PATCH /v1/buyer/orders/:id/review: any of the fields. */
export const reviewUpdateSchema = z.strictObject({
  overall_rating: ratingSchema.optional(),
  quality_rating: ratingSchema.optional(),
  communication_rating: ratingSchema.optional(),
  delivery_rating: ratingSchema.optional(),
  comment: reviewCommentSchema.optional(),
});
export type ReviewUpdateInput = z.input<typeof reviewUpdateSchema>;

/** POST and PATCH /v1/reviews/:id/reply. */
export const reviewReplyInputSchema = z.strictObject({
  reply: z.string({ error: reviewMessages.replyRequired }).trim().min(1, reviewMessages.replyRequired).max(REVIEW_REPLY_MAX, reviewMessages.replyTooLong),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

/** POST /v1/admin/reviews/:id/hide. */
export const reviewHideSchema = z.strictObject({ reason: requiredText(reviewMessages.reasonRequired, ADMIN_NOTE_MAX) });
export type ReviewHideInput = z.input<typeof reviewHideSchema>;
/** POST /v1/admin/reviews/:id/unhide: no body, or {}. */
export const reviewUnhideSchema = z.strictObject({});

// ---------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------

const ratings = {
  overall_rating: z.number().int(),
  quality_rating: z.number().int(),
  communication_rating: z.number().int(),
  delivery_rating: z.number().int(),
};

/** The seller's reply as the buyer and the seller see it. */
export const reviewReplySchema = z.object({ text: z.string(), created_at: z.string(), updated_at: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** How a buyer is shown beside a review: first name and country (ISO code), nothing else. */
export const reviewerSchema = z.object({ first_name: z.string(), country: z.string().nullable() });
export type Reviewer = z.infer<typeof reviewerSchema>;

/** What the order held: the products, as named on the order. */
export const reviewedProductSchema = z.object({ id: z.string(), name: z.string() });

/** The buyer's own review. */
export const buyerReviewSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  ...ratings,
  comment: z.string(),
  reply: reviewReplySchema.nullable(),
  /** Staff hid it: nobody else sees it; the reason says why. */
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when the buyer can change it. */
  editable_until: z.string(),
  can_edit: z.boolean(),
});
export type BuyerReview = z.infer<typeof buyerReviewSchema>;

/** GET /v1/buyer/orders/:id/review. */
export const orderReviewStateSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  /** When the order was delivered; null while it is not. */
  delivered_at: z.string().nullable(),
  /** The last moment a review can be written; null while the order is not delivered. */
  review_until: z.string().nullable(),
  /** Delivered, within the window, and not reviewed yet. */
  can_review: z.boolean(),
  review: buyerReviewSchema.nullable(),
});
export type OrderReviewState = z.infer<typeof orderReviewStateSchema>;

/** A review in the seller portal's list. */
export const sellerReviewSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  buyer: reviewerSchema,
  products: z.array(reviewedProductSchema),
  ...ratings,
  comment: z.string(),
  reply: reviewReplySchema.nullable(),
  /** No reply yet, or the reply is still within its edit window. */
  can_reply: z.boolean(),
  reply_editable_until: z.string().nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  created_at: z.string(),
});
export type SellerReview = z.infer<typeof sellerReviewSchema>;

export const sellerReviewFilterSchema = z.object({
  rating: z.enum(RATING_VALUES, { error: reviewMessages.ratingFilter }).optional(),
  replied: z.enum(['true', 'false'], { error: reviewMessages.trueOrFalse }).optional(),
});

/** A visible review on a product or store page. */
export const publicReviewSchema = z.object({
  id: z.string(),
  buyer: reviewerSchema,
  ...ratings,
  comment: z.string(),
  reply: z.object({ text: z.string(), created_at: z.string() }).nullable(),
  /** The names of the products the order held. */
  products: z.array(z.string()),
  created_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Averages (one decimal, null without reviews) and how many reviews gave each number of stars. */
export const reviewSummarySchema = z.object({
  count: z.number().int(),
  averages: z.object({
    overall: z.number().nullable(),
    quality: z.number().nullable(),
    communication: z.number().nullable(),
    delivery: z.number().nullable(),
  }),
  /** From 5 stars down to 1, every value present. */
  stars: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const publicReviewsSchema = z.object({ summary: reviewSummarySchema, reviews: z.array(publicReviewSchema) });
export type PublicReviews = z.infer<typeof publicReviewsSchema>;
/** The envelope of a page of public reviews: the summary and the page in `data`, paged like every list. */
export const publicReviewsEnvelopeSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: publicReviewsSchema,
  pagination: paginationSchema,
  total: z.number().int(),
});

export const publicReviewsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number from 1' })
    .int('Page must be a number from 1')
    .min(1, 'Page must be a number from 1')
    .max(10_000, 'Page must be a number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: `At most ${PUBLIC_REVIEWS_MAX_LIMIT} per page` })
    .int(`At most ${PUBLIC_REVIEWS_MAX_LIMIT} per page`)
    .min(1, `At most ${PUBLIC_REVIEWS_MAX_LIMIT} per page`)
    .max(PUBLIC_REVIEWS_MAX_LIMIT, `At most ${PUBLIC_REVIEWS_MAX_LIMIT} per page`)
    .default(PUBLIC_REVIEWS_PAGE_SIZE),
});
export type PublicReviewsQuery = z.input<typeof publicReviewsQuerySchema>;

export const ADMIN_REVIEW_SORTS = ['created_at', 'overall_rating'] as const;
export const adminReviewQuerySchema = adminListQuery(ADMIN_REVIEW_SORTS).extend({
  hidden: z.enum(['true', 'false'], { error: reviewMessages.trueOrFalse }).optional(),
  rating: z.enum(RATING_VALUES, { error: reviewMessages.ratingFilter }).optional(),
  seller_id: z.uuid(adminMessages.invalidId).optional(),
});
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

/** A review in the back office: who wrote it about whom, in full. */
export const adminReviewSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  buyer: adminPartySchema,
  seller: adminPartySchema,
  ...ratings,
  comment: z.string(),
  reply: reviewReplySchema.nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
