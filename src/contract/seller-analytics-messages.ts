// The seller analytics area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (seller-analytics.ts re-exports them).
import { buyerMessages } from './buyer-messages';
export const EXPORT_TABLES = ['daily', 'top-products', 'funnel', 'funnel-products', 'top-searches', 'zero-result-searches'] as const;
export const sellerAnalyticsMessages = {
  dateFormat: buyerMessages.dateFormat,
  rangeOrder: buyerMessages.rangeOrder,
  period: 'Choose a period of 7, 30 or 90 days',
  periodAndRange: 'Choose a period or a custom range, not both',
  rangeIncomplete: 'Give both a start and an end date',
  rangeTooLong: 'Choose a range of at most 366 days',
  table: `Choose one of: ${EXPORT_TABLES.join(', ')}`,
} as const;
