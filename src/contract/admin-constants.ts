// Staff roles and the back-office areas each may use. No zod here: the signed-in app checks access on
// its first page without loading the API's schemas (admin.ts re-exports all of it).
export const STAFF_ROLES = ['administrator', 'reviewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Which staff roles each area allows; the UI hides what the signed-in staff role cannot do. */
export const ADMIN_AREA_ROLES = {
  overview: ['administrator', 'reviewer'],
  sellers: ['administrator', 'reviewer'],
  sellerSuspension: ['administrator'],
  documents: ['administrator', 'reviewer'],
  categoryRequests: ['administrator', 'reviewer'],
  categoriesRead: ['administrator', 'reviewer'],
  categoriesWrite: ['administrator'],
  products: ['administrator', 'reviewer'],
  /** Hiding a review is moderation, like unpublishing a product. */
  reviews: ['administrator', 'reviewer'],
  orders: ['administrator'],
  users: ['administrator'],
  staff: ['administrator'],
  helpArticles: ['administrator'],
  auditLog: ['administrator'],
  /** Support conversations: any staff member answers them (the chat API's rule). */
  support: ['administrator', 'reviewer'],
  /** Closing an RFQ as spam or abuse is moderation. */
  rfqs: ['administrator', 'reviewer'],
  quoteAllowances: ['administrator'],
  /** Reference exchange rates: reviewers read them (they see the figures the comparisons show), administrators keep them. */
  exchangeRates: ['administrator', 'reviewer'],
  exchangeRatesWrite: ['administrator'],
  /** Commission rules: reviewers read them, administrators change them (audited). */
  commissionRules: ['administrator', 'reviewer'],
  commissionRulesWrite: ['administrator'],
  /** Sellers' ledgers and balances: reviewers read them; administrators adjust and reverse (audited). */
  ledger: ['administrator', 'reviewer'],
  ledgerWrite: ['administrator'],
  /** Buyers' companies: every staff member reads them; administrators suspend and reactivate (audited). */
  companies: ['administrator', 'reviewer'],
  companySuspension: ['administrator'],
  /** Buyer payments (collect mode): recording, bank statement imports and matching (audited). */
  payments: ['administrator'],
  /** Payout batches: every staff member reads them and may approve one made by someone else (four eyes); administrators make, export, send and settle them. */
  payouts: ['administrator', 'reviewer'],
  payoutsApprove: ['administrator', 'reviewer'],
  payoutsWrite: ['administrator'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type AdminArea = keyof typeof ADMIN_AREA_ROLES;

export const canStaff = (staffRole: StaffRole | null | undefined, area: AdminArea): boolean =>
  staffRole != null && (ADMIN_AREA_ROLES[area] as readonly StaffRole[]).includes(staffRole);
