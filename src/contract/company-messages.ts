// Company buying: the roles, the permissions each role holds (ONE table, read by the server's checks and
// shown in the buyer portal), the limits, and the messages of the company, its members, invitations,
// requisition lists and the back office's companies. No zod here: the Hindi and Chinese texts key their
// translations by these messages, and the portal reads the permission table, without the API's schemas
// (company.ts re-exports all of it, with the schemas).

export const COMPANY_ROLES = ['admin', 'approver', 'buyer', 'viewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_MEMBER_STATUSES = ['active', 'suspended'] as const;
export type CompanyMemberStatus = (typeof COMPANY_MEMBER_STATUSES)[number];

export const COMPANY_STATUSES = ['active', 'suspended'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** What an invitation reads as: pending until used, withdrawn or past its expiry. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const COMPANY_PERMISSIONS = [
  /** Edit the company's details and logo. */
  'company.manage',
  /** Invite, change roles, suspend, reactivate and remove members. */
  'members.manage',
  'rules.manage',
  'budgets.manage',
  /** Approve or reject approval requests (which requests, the rule's approver role says). */
  'approvals.decide',
  'orders.place',
  'rfqs.post',
  /** Every member's orders and their chat, not only one's own. */
  'orders.read_all',
  /** Every member's RFQs and their quotes, not only one's own. */
  'rfqs.read_all',
  /** The company's spend analytics and budgets with their spend. */
  'spend.read',
  'invoices.read',
  /** Add, change and delete the shared address book's entries. */
  'addresses.manage',
  /** Read the shared address book (and ship to it). */
  'addresses.read',
  /** Create, change and delete requisition lists. */
  'lists.manage',
  /** Read requisition lists (and, with orders.place, put their lines in the cart). */
  'lists.read',
  /** Read every member's favourites. */
  'favourites.read_all',
  /** Read the company's audit trail. */
  'audit.read',
] as const;
export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];

/**
 * Each role's permissions: the one table every server check reads (server/modules/company/access.ts)
 * and the buyer portal shows. admin: everything; approver: decides requests and sees every order and
 * RFQ; buyer: orders and posts RFQs within the rules; viewer (finance): reads orders, spend and
 * invoices, changes nothing.
 */
export const ROLE_PERMISSIONS: Readonly<Record<CompanyRole, readonly CompanyPermission[]>> = {
  admin: COMPANY_PERMISSIONS,
  approver: ['approvals.decide', 'orders.read_all', 'rfqs.read_all', 'spend.read', 'addresses.read', 'lists.read', 'favourites.read_all'],
  buyer: ['orders.place', 'rfqs.post', 'addresses.manage', 'addresses.read', 'lists.manage', 'lists.read', 'favourites.read_all'],
  viewer: ['orders.read_all', 'rfqs.read_all', 'spend.read', 'invoices.read', 'addresses.read', 'lists.read', 'favourites.read_all'],
};

export function roleHas(role: CompanyRole, permission: CompanyPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
export const COMPANY_LEGAL_NAME_MAX = 200;
export const COMPANY_TAX_ID_MAX = 64;
export const REQUISITION_LIST_NAME_MAX = 120;
/** Lists one company may keep, and products one list may hold. */
export const MAX_REQUISITION_LISTS = 100;
export const MAX_REQUISITION_LIST_LINES = 200;
export const REQUISITION_QUANTITY_MAX = 1_000_000;
/** A reason staff give when suspending a company. */
export const COMPANY_STATUS_REASON_MAX = 1000;

export const companyMessages = {
  legalNameRequired: "Enter the company's legal name",
  countryRequired: "Choose the company's country",
  billingAddressRequired: 'Enter the billing address',
  budgetCurrencyRequired: 'Choose the currency for budgets',
  currencyLocked: 'The budget currency cannot change while limits or approval rules with an amount exist. Delete them first',
  created: 'Company created. You are its admin',
  updated: 'Company details saved',
  buyersOnly: 'Only buyer accounts can belong to a company',
  alreadyInCompany: 'You already belong to a company. Leave it before creating or joining another',
  notInCompany: 'You are not a member of a company',
  notAllowed: 'Your company role does not allow this',
  memberSuspended: 'Your company access is suspended; ask your company admin',
  companySuspended: 'Your company is suspended by the marketplace. Contact support',
  logoRequired: 'Choose an image to upload',
  logoType: 'Upload a PNG or JPEG image',
  logoTooLarge: 'The image is larger than 10 MB',
  logoEmpty: 'The file is empty',
  logoMultipart: 'Send the logo as multipart form data',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  noLogo: 'The company has no logo',
  roleRequired: 'Choose a role: admin, approver, buyer or viewer',
  alreadyMember: 'This person is already a member of your company',
  inOtherCompany: 'This person already belongs to another company',
  invitationSent: 'Invitation sent',
  invitationRevoked: 'Invitation withdrawn',
  invitationNotFound: 'This invitation is not in your company',
  invitationNotPending: 'This invitation is no longer pending',
  invitationTokenRequired: 'The invitation link is missing its code',
  invitationInvalid: 'This invitation link is not valid. Ask your company admin for a new one',
  invitationUsed: 'This invitation has already been used. Ask your company admin for a new one',
  invitationExpired: 'This invitation has expired. Ask your company admin for a new one',
  invitationWithdrawn: 'This invitation was withdrawn. Ask your company admin for a new one',
  invitationOtherEmail: 'This invitation was sent to another email address. Sign in with that address to accept it',
  invitationAccepted: 'You have joined the company',
  memberNotFound: 'This person is not a member of your company',
  roleChanged: 'Role changed',
  sameRole: 'The member already has this role',
  suspended: 'Member suspended',
  reactivated: 'Member reactivated',
  alreadySuspended: 'This member is already suspended',
  notSuspended: 'This member is not suspended',
  removed: 'Member removed',
  left: 'You have left the company',
  notYourself: 'You cannot do this to yourself. To leave the company, use Leave company',
  lastAdmin: 'A company needs at least one active admin. Make another member an admin first',
  lastAdminLeave: 'You are the last active admin. Make another member an admin before you leave',
  page: 'Use a page number of at least 1',
  limit: 'Show between 1 and 100 per page',
} as const;

export const requisitionMessages = {
  nameRequired: 'Give the list a name',
  nameTaken: 'Your company already has a list with this name',
  tooManyLists: `Your company can keep at most ${MAX_REQUISITION_LISTS} requisition lists. Delete one you no longer use`,
  tooManyLines: `A requisition list holds at most ${MAX_REQUISITION_LIST_LINES} products`,
  notFound: 'This requisition list is not in your company',
  lineNotFound: 'This product is not in the list',
  productId: 'Not a valid product',
  productUnavailable: 'This product is not in the catalogue. It may have been unpublished',
  quantity: `Enter a quantity between 1 and ${REQUISITION_QUANTITY_MAX.toLocaleString('en-US')}`,
  created: 'Requisition list created',
  saved: 'Requisition list saved',
  deleted: 'Requisition list deleted',
  lineAdded: 'Added to the list',
  lineSaved: 'Quantity saved',
  lineRemoved: 'Removed from the list',
  empty: 'This list has no products that can be ordered',
  addedToCart: "The list's products are in your cart",
  cannotOrder: 'Your company role cannot place orders',
} as const;

/** The back office's companies (/v1/admin/companies). */
export const adminCompanyMessages = {
  notFound: 'This company does not exist',
  reasonRequired: "Give a reason; the company's admins see it",
  reasonTooLong: `At most ${COMPANY_STATUS_REASON_MAX} characters`,
  suspended: 'Company suspended. Its members have lost company access',
  reactivated: 'Company reactivated',
  alreadySuspended: 'This company is already suspended',
  notSuspended: 'This company is not suspended',
} as const;
