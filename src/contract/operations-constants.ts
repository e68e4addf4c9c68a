// Order and category request statuses. No zod here, so list filters can offer them without loading
// the API's schemas (operations.ts re-exports them).
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CATEGORY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The most units one product can hold; keeps every balance far from the integer column's limit. */
export const MAX_ON_HAND = 1_000_000_000;
