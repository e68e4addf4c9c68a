// The performance area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (performance.ts re-exports them).
export const performanceMessages = {
  minRating: 'Use a rating from 1 to 5',
} as const;
