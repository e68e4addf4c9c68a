// The review calls, all through the one HTTP client. Errors are shown where the call was made.
import type { OrderReviewState, PublicReviews, ReviewCreateInput, ReviewReplyInput, ReviewUpdateInput, SellerReview } from '../contract/reviews';
import { PUBLIC_REVIEWS_PAGE_SIZE } from '../contract/reviews-constants';
import { api, type ApiResult } from '../providers/http';

const orderReviewPath = (orderId: string) => `buyer/orders/${encodeURIComponent(orderId)}/review`;

export const loadOrderReview = (orderId: string, signal?: AbortSignal) => api.get<OrderReviewState>(orderReviewPath(orderId), { signal, toast: false });
export const postReview = (orderId: string, input: ReviewCreateInput) => api.post<OrderReviewState>(orderReviewPath(orderId), input, { toast: false });
export const changeReview = (orderId: string, input: ReviewUpdateInput) => api.patch<OrderReviewState>(orderReviewPath(orderId), input, { toast: false });

/** Whose reviews a public page shows: a product's (its orders') or a supplier's (all its orders'). */
export type ReviewSource = { kind: 'products' | 'suppliers'; id: string };

export function loadPublicReviews(source: ReviewSource, page: number, signal?: AbortSignal): Promise<ApiResult<PublicReviews>> {
  return api.publicGet<PublicReviews>(`public/${source.kind}/${encodeURIComponent(source.id)}/reviews`, {
    query: { page, limit: PUBLIC_REVIEWS_PAGE_SIZE },
    signal,
    toast: false,
  });
}

/** The seller's reply: the first one is posted, later ones change it. */
export function saveReply(review: Pick<SellerReview, 'id' | 'reply'>, input: ReviewReplyInput): Promise<ApiResult<SellerReview>> {
  const path = `reviews/${encodeURIComponent(review.id)}/reply`;
  return review.reply ? api.patch<SellerReview>(path, input, { toast: false }) : api.post<SellerReview>(path, input, { toast: false });
}
