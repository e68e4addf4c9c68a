/*
 * Company buying, shared by the web app and the API: a buyer's company with its members (each with one
 * role, whose permissions are ROLE_PERMISSIONS in company-messages.ts), invitations by email, its audit
 * trail and requisition lists. Approval rules, budgets and approval requests are in company-approvals.ts
 * (re-exported here).
 *
 * Method Path                                                     Who                 Purpose
 * POST   /v1/company                                              buyer, no company   Create a company; the creator becomes its admin (409 when already in one)
 * GET    /v1/company                                              buyer               My company with my role and permissions (data null without one)
 * PATCH  /v1/company                                              company.manage      Change the details
 * POST   /v1/company/logo                                         company.manage      Upload the logo (multipart, PNG/JPEG up to 10 MB, checked by content)
 * DELETE /v1/company/logo                                         company.manage      Remove the logo
 * GET    /v1/company/logo                                         member              The logo's bytes
 * GET    /v1/company/members                                      member              Members with role and status
 * PATCH  /v1/company/members/:userId                              members.manage      Change a member's role
 * POST   /v1/company/members/:userId/suspend                      members.manage      Suspend: company access ends at once, open event streams close
 * POST   /v1/company/members/:userId/reactivate                   members.manage      Make a suspended member active again
 * DELETE /v1/company/members/:userId                              members.manage      Remove a member
 * POST   /v1/company/leave                                        member              Leave the company (never its last active admin)
 * GET    /v1/company/invitations                                  members.manage      Invitations with their status
 * POST   /v1/company/invitations                                  members.manage      Invite by email: an expiring, single-use link through the mail outbox
 * DELETE /v1/company/invitations/:id                              members.manage      Withdraw a pending invitation
 * GET    /v1/company-invitations/:token                           buyer               What an invitation offers (company, role, email), for the accept page
 * POST   /v1/company-invitations/accept                           buyer               Accept: the signed-in buyer whose email it was sent to joins
 * GET    /v1/company/audit-events                                 audit.read          The company's audit trail, newest first
 * GET    /v1/company/requisition-lists                            lists.read          Requisition lists; q over the name
 * POST   /v1/company/requisition-lists                            lists.manage        Create a list (optionally with lines)
 * GET    /v1/company/requisition-lists/:id                        lists.read          One list with its lines as the catalogue shows them now
 * PATCH  /v1/company/requisition-lists/:id                        lists.manage        Rename
 * DELETE /v1/company/requisition-lists/:id                        lists.manage        Delete
 * POST   /v1/company/requisition-lists/:id/lines                  lists.manage        Add a product (adding one already there sets its quantity)
 * PATCH  /v1/company/requisition-lists/:id/lines/:lineId          lists.manage        Change a line's quantity
 * DELETE /v1/company/requisition-lists/:id/lines/:lineId          lists.manage        Remove a line
 * POST   /v1/company/requisition-lists/:id/add-to-cart            orders.place        Put the list's orderable lines in the caller's cart
 * GET    /v1/admin/companies                                      staff               Every company; q over the legal name; filter status
 * GET    /v1/admin/companies/:id                                  staff               One company with members, rules, budgets with spend, and its audit trail
 * GET    /v1/admin/companies/:id/audit-events                     staff               Its whole audit trail, newest first
 * POST   /v1/admin/companies/:id/suspend                          staff (A)           Suspend with a reason: every member loses company access (audited)
 * POST   /v1/admin/companies/:id/reactivate                       staff (A)           Reactivate (audited)
 *
 * Another company's records are a 404 for every verb; a member whose role lacks the permission gets 403;
 * a suspended member, or any member of a suspended company, 403 on every company route but GET /v1/company.
 */
import { z } from 'zod';
import { authMessages } from './messages';
import { addressMessages } from './addresses-messages';
import { CURRENCY_CODES } from './catalog-constants';
import { countryField } from './countries';
import { emailField, requiredText } from './fields';
import {
  COMPANY_LEGAL_NAME_MAX,
  COMPANY_MEMBER_STATUSES,
  COMPANY_PERMISSIONS,
  COMPANY_ROLES,
  COMPANY_STATUSES,
  COMPANY_STATUS_REASON_MAX,
  COMPANY_TAX_ID_MAX,
  INVITATION_STATUSES,
  REQUISITION_LIST_NAME_MAX,
  REQUISITION_QUANTITY_MAX,
  adminCompanyMessages,
  companyMessages,
  requisitionMessages,
} from './company-messages';
export * from './company-messages';
export * from './company-approvals';
import { approvalRuleSchema, budgetSchema } from './company-approvals';

// ---------------------------------------------------------------------------------------------------
// The company

const billingAddressSchema = z.strictObject(
  {
    line1: requiredText(addressMessages.line1Required, 200),
    line2: z
      .string({ error: 'Address line 2 must be text' })
      .trim()
      .max(200, 'At most 200 characters')
      .nullish()
      .transform((value) => value || null),
    city: requiredText(addressMessages.city, 100),
    state: requiredText(addressMessages.state, 100),
    postal_code: requiredText(addressMessages.postalCode, 20),
    country: countryField(addressMessages.country),
  },
  { error: companyMessages.billingAddressRequired },
);
export type CompanyBillingAddress = z.output<typeof billingAddressSchema>;

const taxIdField = z
  .string({ error: `At most ${COMPANY_TAX_ID_MAX} characters` })
  .trim()
  .max(COMPANY_TAX_ID_MAX, `At most ${COMPANY_TAX_ID_MAX} characters`)
  .nullish()
  .transform((value) => value || null);

/** POST /v1/company. */
export const companyCreateSchema = z.strictObject({
  legal_name: requiredText(companyMessages.legalNameRequired, COMPANY_LEGAL_NAME_MAX),
  country: countryField(companyMessages.countryRequired),
  tax_id: taxIdField,
  billing_address: billingAddressSchema,
  budget_currency: z.enum(CURRENCY_CODES, { error: companyMessages.budgetCurrencyRequired }),
});
export type CompanyCreateInput = z.input<typeof companyCreateSchema>;
export type CompanyCreateValues = z.output<typeof companyCreateSchema>;

/** PATCH /v1/company: any of the fields. */
export const companyUpdateSchema = companyCreateSchema.partial();
export type CompanyUpdateInput = z.input<typeof companyUpdateSchema>;

export const companySchema = z.object({
  id: z.string(),
  legal_name: z.string(),
  country: z.string(),
  tax_id: z.string().nullable(),
  billing_address: z.object({
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  budget_currency: z.string(),
  /** `/v1/company/logo` while there is one (members read it with their token), else null. */
  logo_url: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** Why staff suspended it, while suspended. */
  status_reason: z.string().nullable(),
  member_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

/** GET /v1/company: the company and what the caller may do in it. */
export const myCompanySchema = z.object({
  company: companySchema,
  membership: z.object({
    role: z.enum(COMPANY_ROLES),
    status: z.enum(COMPANY_MEMBER_STATUSES),
    /** The role's permissions; empty while the member or the company is suspended. */
    permissions: z.array(z.enum(COMPANY_PERMISSIONS)),
    joined_at: z.string(),
  }),
});
export type MyCompany = z.infer<typeof myCompanySchema>;

// ---------------------------------------------------------------------------------------------------
// Members and invitations

const pageField = z.coerce
  .number({ error: companyMessages.page })
  .int(companyMessages.page)
  .min(1, companyMessages.page)
  .max(100_000, companyMessages.page)
  .default(1);
const limitField = z.coerce
  .number({ error: companyMessages.limit })
  .int(companyMessages.limit)
  .min(1, companyMessages.limit)
  .max(100, companyMessages.limit)
  .default(20);

export const companyListQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;

export const memberListQuerySchema = companyListQuerySchema.extend({
  role: z.enum(COMPANY_ROLES, { error: companyMessages.roleRequired }).optional(),
  status: z.enum(COMPANY_MEMBER_STATUSES, { error: 'Choose active or suspended' }).optional(),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

const roleField = z.enum(COMPANY_ROLES, { error: companyMessages.roleRequired });

export const memberParamsSchema = z.object({ userId: z.uuid(companyMessages.memberNotFound) });

/** PATCH /v1/company/members/:userId. */
export const memberRoleSchema = z.strictObject({ role: roleField });
export type MemberRoleInput = z.infer<typeof memberRoleSchema>;

export const memberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(COMPANY_MEMBER_STATUSES),
  joined_at: z.string(),
  invited_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CompanyMember = z.infer<typeof memberSchema>;

/** POST /v1/company/invitations. */
export const invitationCreateSchema = z.strictObject({
  email: emailField(authMessages.emailRequired),
  role: roleField,
});
export type InvitationCreateInput = z.input<typeof invitationCreateSchema>;

export const invitationParamsSchema = z.object({ id: z.uuid(companyMessages.invitationNotFound) });
export const invitationTokenParamsSchema = z.object({
  token: z
    .string({ error: companyMessages.invitationTokenRequired })
    .min(1, companyMessages.invitationTokenRequired)
    .max(200, companyMessages.invitationInvalid),
});
/** POST /v1/company-invitations/accept. */
export const invitationAcceptSchema = z.strictObject({
  token: z
    .string({ error: companyMessages.invitationTokenRequired })
    .min(1, companyMessages.invitationTokenRequired)
    .max(200, companyMessages.invitationInvalid),
});

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
  invited_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof invitationSchema>;

/** GET /v1/company-invitations/:token: what the accept page shows before the click. */
export const invitationPreviewSchema = z.object({
  company: z.object({ legal_name: z.string(), country: z.string() }),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  expires_at: z.string(),
  invited_by: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

// ---------------------------------------------------------------------------------------------------
// The audit trail

export const auditQuerySchema = companyListQuerySchema.extend({
  action: z.string().trim().max(80, 'At most 80 characters').optional(),
});
export type CompanyAuditQuery = z.infer<typeof auditQuerySchema>;

export const companyAuditEventSchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string().nullable(), role: z.string() }),
  /** e.g. company.created, member.invited, member.joined, member.role_changed, member.suspended, rule.created, approval.approved. */
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.string().nullable(),
  subject_label: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type CompanyAuditEvent = z.infer<typeof companyAuditEventSchema>;

// ---------------------------------------------------------------------------------------------------
// Requisition lists

const listNameField = requiredText(requisitionMessages.nameRequired, REQUISITION_LIST_NAME_MAX);
const quantityField = z
  .number({ error: requisitionMessages.quantity })
  .int(requisitionMessages.quantity)
  .min(1, requisitionMessages.quantity)
  .max(REQUISITION_QUANTITY_MAX, requisitionMessages.quantity);
const productIdField = z.uuid(requisitionMessages.productId);

export const requisitionLineInputSchema = z.strictObject({ product_id: productIdField, quantity: quantityField });
export type RequisitionLineInput = z.infer<typeof requisitionLineInputSchema>;

/** POST /v1/company/requisition-lists. */
export const requisitionListCreateSchema = z.strictObject({
  name: listNameField,
  lines: z.array(requisitionLineInputSchema).max(200, requisitionMessages.tooManyLines).optional(),
});
export type RequisitionListCreateInput = z.input<typeof requisitionListCreateSchema>;

/** PATCH /v1/company/requisition-lists/:id. */
export const requisitionListUpdateSchema = z.strictObject({ name: listNameField });
/** PATCH /v1/company/requisition-lists/:id/lines/:lineId. */
export const requisitionLineUpdateSchema = z.strictObject({ quantity: quantityField });

export const requisitionListParamsSchema = z.object({ id: z.uuid(requisitionMessages.notFound) });
export const requisitionLineParamsSchema = requisitionListParamsSchema.extend({ lineId: z.uuid(requisitionMessages.lineNotFound) });

export const requisitionListSchema = z.object({
  id: z.string(),
  name: z.string(),
  line_count: z.number().int(),
  created_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequisitionList = z.infer<typeof requisitionListSchema>;

export const requisitionLineSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  quantity: z.number().int(),
  /** The product as the catalogue shows it now. */
  product: z.object({
    name: z.string(),
    sku: z.string(),
    unit: z.string().nullable(),
    image_url: z.string().nullable(),
    currency: z.string(),
    /** The unit price at this line's quantity. */
    unit_price_minor: z.number().int(),
    moq: z.number().int(),
    supplier: z.object({ id: z.string(), name: z.string() }),
  }),
  /** False once unpublished or its supplier suspended: kept in the list, left out of the cart. */
  available: z.boolean(),
  created_at: z.string(),
});
export type RequisitionLine = z.infer<typeof requisitionLineSchema>;

export const requisitionListDetailSchema = requisitionListSchema.extend({ lines: z.array(requisitionLineSchema) });
export type RequisitionListDetail = z.infer<typeof requisitionListDetailSchema>;

/** POST …/add-to-cart: what went in and what was left out (unavailable). */
export const requisitionAddToCartResultSchema = z.object({
  added: z.number().int(),
  skipped: z.array(z.object({ product_id: z.string(), name: z.string() })),
});
export type RequisitionAddToCartResult = z.infer<typeof requisitionAddToCartResultSchema>;

// ---------------------------------------------------------------------------------------------------
// The back office

export const ADMIN_COMPANY_SORTS = ['created_at', 'legal_name', 'member_count'] as const;

export const adminCompanyListQuerySchema = z.object({
  page: pageField,
  limit: limitField,
  sort: z.enum(ADMIN_COMPANY_SORTS, { error: `Sort by ${ADMIN_COMPANY_SORTS.join(', ')}` }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
  status: z.enum(COMPANY_STATUSES, { error: 'Choose active or suspended' }).optional(),
  country: z.string().trim().toUpperCase().length(2, 'Choose a country').optional(),
});
export type AdminCompanyListQuery = z.infer<typeof adminCompanyListQuerySchema>;

export const adminCompanyParamsSchema = z.object({ id: z.uuid(adminCompanyMessages.notFound) });

/** POST /v1/admin/companies/:id/suspend. */
export const adminCompanySuspendSchema = z.strictObject({
  reason: requiredText(adminCompanyMessages.reasonRequired, COMPANY_STATUS_REASON_MAX),
});
/** POST /v1/admin/companies/:id/reactivate: an optional note for the trail. */
export const adminCompanyReactivateSchema = z
  .strictObject({ note: z.string().trim().max(COMPANY_STATUS_REASON_MAX, adminCompanyMessages.reasonTooLong).optional() })
  .nullish();

export const adminCompanyRowSchema = companySchema.extend({
  created_by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

/** GET /v1/admin/companies/:id: the company with its members, rules, limits with their spend, and the newest of its trail. */
export const adminCompanyDetailSchema = z.object({
  company: adminCompanyRowSchema,
  members: z.array(memberSchema),
  rules: z.array(approvalRuleSchema),
  budgets: z.array(budgetSchema),
  spend: z.object({
    currency: z.string(),
    month_minor: z.number().int(),
    quarter_minor: z.number().int(),
    /** Some amounts went in at a reference rate. */
    approximate: z.boolean(),
  }),
  /** The newest entries of its audit trail (all of it: GET /v1/admin/companies/:id/audit-events). */
  audit: z.array(companyAuditEventSchema),
});
export type AdminCompanyDetail = z.infer<typeof adminCompanyDetailSchema>;
