// The operations area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (operations.ts re-exports them).
export const inventoryMessages = {
  deltaRequired: 'Enter how many units to add or remove',
  deltaNonZero: 'The change cannot be 0',
  reasonRequired: 'Choose a reason',
  belowZero: 'Stock cannot go below zero',
  thresholdRange: 'Enter a threshold between 0 and 1,000,000,000',
  aboveMaximum: 'Stock cannot go above 1,000,000,000',
  belowReserved: 'Stock cannot go below the units held for pending orders',
  receiptReasonRequired: 'Choose a reason for adding stock',
  removalReasonRequired: 'Choose a reason for removing stock',
} as const;
export const orderMessages = {
  invalidTransition: 'This order cannot move from {{from}} to {{to}}',
  carrierRequired: 'Enter the carrier',
  trackingRequired: 'Enter the tracking number',
  notEnoughStock: 'Not enough stock of {{name}}: {{available}} available, {{needed}} needed',
  alreadyPaid: 'This payment is already recorded',
  cancelledUnpaid: 'A cancelled order takes no payment',
  paymentRecorded: 'Payment recorded',
} as const;
export const categoryRequestMessages = {
  nameRequired: 'Name the category you need',
  reasonRequired: 'Tell us what you would list in it (at least 20 characters)',
  duplicatePending: 'You already asked for this category; it is waiting for review',
  notPending: 'Only a pending request can be changed',
} as const;
