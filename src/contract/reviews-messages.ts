// The reviews area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (reviews.ts re-exports them).
import { ADMIN_NOTE_MAX, adminMessages } from './admin-messages';
/** A delivered order can be reviewed this long after its delivery. */
export const REVIEW_WINDOW_DAYS = 90;
/** A review can be changed this long after it was written. */
export const REVIEW_EDIT_DAYS = 30;
/** A seller's reply can be changed this long after it was written. */
export const REPLY_EDIT_DAYS = 30;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 2000;
export const reviewMessages = {
  ratingRange: 'Choose from 1 to 5 stars',
  commentTooLong: `At most ${REVIEW_COMMENT_MAX} characters`,
  replyRequired: 'Write your reply',
  replyTooLong: `At most ${REVIEW_REPLY_MAX} characters`,
  reasonRequired: adminMessages.reasonRequired,
  reasonTooLong: `At most ${ADMIN_NOTE_MAX} characters`,
  notDelivered: 'You can review an order once it is delivered',
  reviewWindowClosed: `Reviews can be written within ${REVIEW_WINDOW_DAYS} days of delivery`,
  alreadyReviewed: 'You have already reviewed this order',
  noReview: 'This order has no review yet',
  editWindowClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is written`,
  alreadyReplied: 'You have already replied to this review. Change your reply instead',
  noReply: 'This review has no reply yet',
  replyWindowClosed: `A reply can be changed for ${REPLY_EDIT_DAYS} days after it is written`,
  reviewPosted: 'Thank you. Your review is posted',
  reviewSaved: 'Review saved',
  replyPosted: 'Reply posted',
  replySaved: 'Reply saved',
  reviewHidden: 'Review hidden',
  reviewUnhidden: 'Review shown again',
  alreadyHidden: 'This review is already hidden',
  notHidden: 'This review is not hidden',
  reviewNotFound: 'This review does not exist',
  productNotFound: 'This product is not in the catalogue',
  supplierNotFound: 'This supplier does not exist',
  ratingFilter: 'Choose a rating from 1 to 5',
  trueOrFalse: 'Use true or false',
} as const;
