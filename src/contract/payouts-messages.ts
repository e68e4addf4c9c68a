// Payouts' messages, and their closed values (payouts-constants.ts): plain strings, importing nothing (the
// translations read them without zod).

export * from './payouts-constants';

export const payoutMessages = {
  batchNotFound: 'This payout batch does not exist',
  itemNotFound: 'This payout does not exist',
  nothingPayable: 'No seller has a payable balance above the payout minimum with complete bank details, or each one is in an open batch already',
  ownBatch: 'A second staff member must approve this batch: you made it',
  wrongState: (state: string, wanted: string) => `This batch is ${state}; this step needs it ${wanted}`,
  itemWrongState: 'Only a sent or paid payout can be marked as returned',
  reference: 'Enter the bank’s transfer reference (3 to 100 characters), e.g. the UTR',
  reason: 'Give the reason (3 to 500 characters)',
  currency: 'Choose a currency from the list',
  schedule: 'Choose weekly or monthly',
  noEuroItems: 'This batch has no EUR payouts: a SEPA credit-transfer file holds EUR only',
  notSepaReady: (sellers: string) => `These sellers' bank details are not an IBAN with a BIC, so they cannot go in a SEPA file: ${sellers}`,
  marketplaceNotSepa:
    'The marketplace’s own account (MARKETPLACE_BANK_ACCOUNT and MARKETPLACE_BANK_SWIFT) is not an IBAN with a BIC, so no SEPA file can debit it',
  notExportable: 'Approve the batch before exporting it',
  made: 'Payout batch made',
  approved: 'Payout batch approved',
  sent: 'Payout batch marked as sent: the amounts left the sellers’ payable balances',
  paid: 'Payout batch marked as paid',
  failed: 'Payout batch marked as failed: every amount is back in the sellers’ payable balances',
  cancelled: 'Payout batch cancelled',
  returned: 'Payout marked as returned: the amount is back in the seller’s payable balance',
  settingsSaved: 'Payout settings saved',
} as const;
