// Order and category request statuses. No zod here, so list filters can offer them without loading
// the API's schemas (operations.ts re-exports them).
export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CATEGORY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
