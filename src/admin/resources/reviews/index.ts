// Back office: buyers' reviews (/admin/reviews). Staff hide one from the product and store pages with a
// reason the buyer and the seller are told, or show it again; both are audited.
import { EyeOutlined, SmileOutlined, StopOutlined } from '@ant-design/icons';
import { BuyerPartyCell, SellerPartyCell } from '../../common/cells';
import { RATING_VALUES, type AdminReview } from '../../../contract/reviews';
import { defineResource, type ValueSet } from '../../../engine/types';
import { hideReview, ReviewTextCell, ShownCell, unhideReview } from './moderation';

export const REVIEW_VISIBILITY: ValueSet = { values: ['false', 'true'], labelPrefix: 'adminReviewVisibility', tones: { false: 'success', true: 'warning' } };
const RATING: ValueSet = { values: RATING_VALUES, labelPrefix: 'reviewRatings' };

export const adminReviews = defineResource<AdminReview>({
  name: 'admin/reviews',
  labelKey: 'adminReviews.title',
  singularKey: 'adminReviews.one',
  texts: ['reviews'],
  icon: SmileOutlined,
  routes: { list: '/admin/reviews' },
  menu: { labelKey: 'adminNav.reviews', icon: SmileOutlined },
  access: { area: 'reviews' },

  list: {
    columns: [
      { key: 'review', titleKey: 'adminReviews.review', field: 'overall_rating', cell: { kind: 'custom', cell: ReviewTextCell }, sortKey: 'overall_rating' },
      { key: 'order', titleKey: 'adminReviews.order', field: 'order_number', card: 'title' },
      { key: 'seller', titleKey: 'adminReviews.seller', cell: { kind: 'custom', cell: SellerPartyCell }, width: 200 },
      { key: 'buyer', titleKey: 'adminReviews.buyer', cell: { kind: 'custom', cell: BuyerPartyCell }, width: 200 },
      { key: 'state', titleKey: 'adminReviews.state', cell: { kind: 'custom', cell: ShownCell } },
      { key: 'written', titleKey: 'adminReviews.written', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminReviews.searchPlaceholder' },
      { kind: 'select', field: 'hidden', labelKey: 'adminReviews.visibility', values: REVIEW_VISIBILITY },
      { kind: 'select', field: 'rating', labelKey: 'adminReviews.rating', values: RATING },
    ],
    defaultSort: { field: 'created_at', order: 'desc' },
    rowActions: [
      {
        key: 'hide',
        kind: 'run',
        labelKey: 'adminReviews.hide',
        icon: StopOutlined,
        danger: true,
        visible: (review) => !review.hidden,
        run: (review, context) => hideReview(review, context.refresh),
      },
      {
        key: 'unhide',
        kind: 'run',
        labelKey: 'adminReviews.unhide',
        icon: EyeOutlined,
        visible: (review) => review.hidden,
        run: (review, context) => unhideReview(review, context.refresh),
      },
    ],
    emptyKey: 'adminReviews.empty',
  },
});
