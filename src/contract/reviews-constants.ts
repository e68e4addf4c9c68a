// Rating scale and review page sizes. No zod here, so the stars and the rating filter need none of the
// API's schemas (reviews.ts re-exports all of it).
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The overall rating, then product quality, communication and on-time delivery. */
export const RATING_FIELDS = ['overall_rating', 'quality_rating', 'communication_rating', 'delivery_rating'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
/** Star values, as the rating filter offers them (strings, as query parameters are). */
export const RATING_VALUES = ['5', '4', '3', '2', '1'] as const;
export const PUBLIC_REVIEWS_PAGE_SIZE = 5;
