// English texts of the supplier performance score; performance.hi.ts and performance.zh.ts have exactly
// the same keys. The `performanceFacts` section is the one-line facts of catalogue cards, product and
// store pages and the catalogue's rating filter, so it also travels with the catalogue's texts.
import { performancePublicEn } from './performance-public.en';

export const performanceEn = {
  ...performancePublicEn,
  performance: {
    title: 'Performance score',
    intro: 'How buyers see your service, from your own orders, conversations, quotes and reviews. Your score follows your weakest measure.',
    newText: 'Not enough orders, conversations or reviews yet to give a score. Buyers see "New supplier", never a low score.',
    measure: 'Measure',
    value: 'Value',
    basedOn: 'Based on',
    lastDays: 'Last {{count}} days',
    noData: 'No data yet',
    notCounted: 'Counts from {{count}}',
    hours: '{{value}} h',
    minutes: '{{value}} min',
    next: '{{value}} for {{band}}',
    pulledDownBy: 'What pulls your score down',
    pulledDownText: 'Your score is the band of your weakest measure. Improve these to raise it:',
    allExcellent: 'Every measure that counts is excellent. Keep it up.',
    computedAt: 'Updated {{date}}',
    howItWorks: 'How the score is calculated',
    loadFailed: 'Your performance score could not be loaded',
    retry: 'Try again',
  },
  performanceBand: {
    excellent: 'Excellent',
    good: 'Good',
    needs_attention: 'Needs attention',
    at_risk: 'At risk',
    new: 'New supplier',
  },
  performanceMeasures: {
    response_rate: 'Response rate',
    reply_time: 'Median first reply',
    on_time_rate: 'On-time shipment',
    cancellation_rate: 'Cancellations by you',
    rating: 'Average rating',
  },
  performanceExplain: {
    response_rate: 'Buyer conversations and RFQ invitations answered within 24 hours',
    reply_time: 'Time from a buyer’s first message to your first reply',
    on_time_rate: 'Orders shipped within the product’s lead time after you confirmed them',
    cancellation_rate: 'Orders you cancelled (cancellations by the buyer do not count)',
    rating: 'Overall stars of the reviews staff have not hidden',
  },
  performanceSamples: {
    response_rate_one: '{{count}} conversation or invitation',
    response_rate_other: '{{count}} conversations and invitations',
    reply_time_one: '{{count}} reply',
    reply_time_other: '{{count}} replies',
    on_time_rate_one: '{{count}} order',
    on_time_rate_other: '{{count}} orders',
    cancellation_rate_one: '{{count}} order',
    cancellation_rate_other: '{{count}} orders',
    rating_one: '{{count}} review',
    rating_other: '{{count}} reviews',
  },
};
