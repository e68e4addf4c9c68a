// The messages of company approvals, budgets and spend limits. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (company-approvals.ts
// re-exports them). Slots in {{…}} are filled by fillMessage; the refusals carry the same figures as data.
// The value lists are here too, so that the buyer portal's declarations (src/buyer/resources), loaded with
// every signed-in page, read them without zod.

export const APPROVAL_RULE_KINDS = ['order_total_above', 'new_supplier', 'rfq_award_above'] as const;
export type ApprovalRuleKind = (typeof APPROVAL_RULE_KINDS)[number];
/** The company role that decides when a rule holds: admins only, or approvers (and admins). */
export const APPROVER_ROLES = ['approver', 'admin'] as const;
export type ApproverRole = (typeof APPROVER_ROLES)[number];
export const BUDGET_SCOPES = ['company', 'member'] as const;
export type BudgetScope = (typeof BUDGET_SCOPES)[number];
/** Calendar months and quarters, in UTC. */
export const BUDGET_PERIODS = ['month', 'quarter'] as const;
export type BudgetPeriod = (typeof BUDGET_PERIODS)[number];
/** What a checkout that would pass the limit gets: a 409, or an approval request instead. */
export const BUDGET_WHEN_EXCEEDED = ['refuse', 'approval'] as const;
export type BudgetWhenExceeded = (typeof BUDGET_WHEN_EXCEEDED)[number];
export const APPROVAL_REQUEST_KINDS = ['order', 'rfq_award'] as const;
export type ApprovalRequestKind = (typeof APPROVAL_REQUEST_KINDS)[number];
export const APPROVAL_STATUSES = ['awaiting', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
/** Days an approval request waits for a decision unless APPROVAL_EXPIRY_DAYS says otherwise. */
export const DEFAULT_APPROVAL_EXPIRY_DAYS = 7;

export const approvalMessages = {
  ruleKindRequired: 'Choose what the rule checks',
  amountRequired: 'Enter an amount of at least 1',
  amountNotAllowed: 'A new-supplier rule has no amount',
  approverRoleRequired: 'Choose who approves: admins or approvers',
  ruleNotFound: 'This approval rule is not in your company',
  ruleCreated: 'Approval rule added',
  ruleUpdated: 'Approval rule saved',
  ruleDeleted: 'Approval rule deleted',
  budgetScopeRequired: 'Choose the company or a member',
  budgetPeriodRequired: 'Choose a month or a quarter',
  budgetMemberRequired: 'Choose the member this limit is for',
  budgetMemberNotAllowed: 'A company limit is not for one member',
  budgetMemberNotFound: 'This person is not a member of your company',
  whenExceededRequired: 'Choose what happens past the limit: refuse, or send for approval',
  budgetExists: 'This limit already exists for that period; change it instead',
  budgetNotFound: 'This limit is not in your company',
  budgetCreated: 'Limit added',
  budgetUpdated: 'Limit saved',
  budgetDeleted: 'Limit deleted',
  noteTooLong: 'At most 1000 characters',
  rejectNoteRequired: 'Say why you reject it; the requester reads this',
  requestNotFound: 'This approval request is not in your company',
  requestDecided: 'This request has already been decided',
  requestExpired: 'This request has expired; the requester can check out again',
  ownRequest: 'You cannot approve or reject your own request; another approver must decide',
  adminApprovalNeeded: 'A company admin must decide this request',
  onlyRequesterCancels: 'Only the person who asked can withdraw this request',
  approvalNeeded: 'Sent for approval: your order waits as "Awaiting approval" until an approver decides',
  awardApprovalNeeded: 'Sent for approval: the award waits as "Awaiting approval" until an approver decides',
  approved: 'Approved: the order is placed',
  rejected: 'Rejected: the requester has been told why',
  cancelled: 'Request withdrawn',
  changedSinceRequest: 'Prices or stock changed since the request. Review the changes; to approve at the new prices, approve again with them',
  acceptedPricesStale: 'These are not the current prices; review the changes again',
  companyLimitMonth: "This would pass the company's monthly limit of {{limit}}: {{spent}} spent this month, {{left}} left",
  companyLimitQuarter: "This would pass the company's quarterly limit of {{limit}}: {{spent}} spent this quarter, {{left}} left",
  memberLimitMonth: 'This would pass your monthly limit of {{limit}}: {{spent}} spent this month, {{left}} left',
  memberLimitQuarter: 'This would pass your quarterly limit of {{limit}}: {{spent}} spent this quarter, {{left}} left',
  noReferenceRate: 'There is no reference rate from {{from}} to {{to}} to check this against your company’s rules and limits. Ask the marketplace to add one',
  cannotPlaceOrders: 'Your company role cannot place orders',
  requesterGone: 'The requester is no longer an active member of the company; reject the request instead',
} as const;

/** Notification titles: the requester and approvers hear of each step. */
export const approvalNotificationTitles = {
  requested: 'Approval needed: {{number}} from {{name}}',
  approved: 'Approved: {{number}}',
  rejected: 'Rejected: {{number}}',
  expired: 'Expired without a decision: {{number}}',
  ordersFailed: 'Could not place {{number}}: prices or stock changed',
} as const;
