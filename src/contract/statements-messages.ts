// Statements' and commission invoices' messages, for the translations: plain strings, importing nothing
// (the Hindi and Chinese texts key by them and must not load zod through contract/statements.ts).
export const statementMessages = {
  month: 'Enter a month as YYYY-MM',
  monthOrder: 'The first month must not be after the last',
  monthRange: 'Ask for at most 36 months at a time',
  futureMonth: 'This month has not ended yet',
  format: 'Ask for .pdf or .csv',
  invoiceNotFound: 'This invoice does not exist',
  sellerId: 'Not a valid seller id',
  issued: 'Invoices issued',
} as const;
