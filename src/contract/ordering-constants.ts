// The header that makes an order or a quote request safe to retry. No zod here (ordering.ts re-exports it).
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
