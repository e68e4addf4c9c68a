// Reviews (/reviews): what buyers wrote about the seller's delivered orders, newest first, filtered by
// rating and by whether the seller has replied. A reply (once, then changeable for 30 days) is written
// in a dialog over the list.
import { EditOutlined, MessageOutlined, SmileOutlined } from '@ant-design/icons';
import { RATING_VALUES } from '../../contract/reviews-constants';
import type { SellerReview } from '../../contract/reviews';
import { defineResource, type ValueSet } from '../../engine/types';
import { OrderCell, ReplyCell, ReviewCell, ReviewerCell } from './cells';
import { replyDialog } from './dialog-store';
import { ReviewsToolbar } from './toolbar';

export const REVIEW_RATING: ValueSet = { values: RATING_VALUES, labelPrefix: 'reviewRatings' };
export const REVIEW_REPLIED: ValueSet = { values: ['false', 'true'], labelPrefix: 'reviewReplied', tones: { false: 'gold', true: 'success' } };

export const reviews = defineResource<SellerReview>({
  name: 'reviews',
  labelKey: 'sellerReviews.title',
  singularKey: 'sellerReviews.one',
  texts: ['reviews'],
  icon: SmileOutlined,
  routes: { list: '/reviews' },
  menu: { section: 'products', labelKey: 'sellerReviews.title', icon: SmileOutlined },

  list: {
    columns: [
      { key: 'review', titleKey: 'sellerReviews.review', field: 'overall_rating', cell: { kind: 'custom', cell: ReviewCell }, sortKey: 'overall_rating' },
      // The card's title on phones, and the name row actions announce ("Reply: ORD-2026-…").
      { key: 'order', titleKey: 'sellerReviews.order', field: 'order_number', cell: { kind: 'custom', cell: OrderCell }, card: 'title' },
      { key: 'buyer', titleKey: 'sellerReviews.buyer', cell: { kind: 'custom', cell: ReviewerCell } },
      { key: 'reply', titleKey: 'sellerReviews.reply', cell: { kind: 'custom', cell: ReplyCell } },
      { key: 'received', titleKey: 'sellerReviews.received', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'sellerReviews.searchPlaceholder' },
      { kind: 'select', field: 'rating', labelKey: 'sellerReviews.rating', values: REVIEW_RATING },
      { kind: 'select', field: 'replied', labelKey: 'sellerReviews.replied', values: REVIEW_REPLIED },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [
      {
        key: 'reply',
        kind: 'run',
        labelKey: 'sellerReviews.writeReply',
        icon: MessageOutlined,
        visible: (review) => review.reply === null,
        run: async (review, context) => replyDialog.open(review, context.refresh),
      },
      {
        key: 'edit-reply',
        kind: 'run',
        labelKey: 'sellerReviews.editReply',
        icon: EditOutlined,
        visible: (review) => review.reply !== null && review.can_reply,
        run: async (review, context) => replyDialog.open(review, context.refresh),
      },
    ],
    toolbar: ReviewsToolbar,
    emptyKey: 'sellerReviews.empty',
  },
});
