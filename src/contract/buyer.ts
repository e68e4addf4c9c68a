import { z } from 'zod';
import { BUSINESS_TYPES } from './constants';
import { countryField } from './countries';
import { emailField, requiredText } from './fields';
import { ORDER_STATUSES } from './operations';
import { buyerMessages } from './buyer-messages';
export * from './buyer-messages';

// The buyer's own API (/v1/buyer/*, /v1/notifications, /v1/account/*, /v1/support/requests): the shell's
// counts, notifications, account settings, business profile, support requests and spend analytics.

// ---------- Shell counts and dashboard ----------

/** GET /v1/buyer/summary: the top bar's counts. */
export const buyerSummarySchema = z.object({
  pending_orders: z.number().int(),
  unread_notifications: z.number().int(),
  /** 0 until chat exists. */
  unread_messages: z.number().int(),
  /** Lines in the cart (products, not units): the cart button's badge. */
  cart_lines: z.number().int(),
});
export type BuyerSummary = z.infer<typeof buyerSummarySchema>;

export const moneyTotalSchema = z.object({ currency: z.string(), total_minor: z.number().int() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

export const buyerRecentOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  total_minor: z.number().int(),
  currency: z.string(),
  supplier: z.string(),
  created_at: z.string(),
});
export type BuyerRecentOrder = z.infer<typeof buyerRecentOrderSchema>;

/** GET /v1/buyer/dashboard: the buyer's start page. */
export const buyerDashboardSchema = buyerSummarySchema.extend({
  orders_this_month: z.number().int(),
  /** Orders placed this month and not cancelled, one total per currency (never converted). */
  spend_this_month: z.array(moneyTotalSchema),
  recent_orders: z.array(buyerRecentOrderSchema),
});
export type BuyerDashboard = z.infer<typeof buyerDashboardSchema>;

// ---------- Notifications ----------

// Moved to the notifications contract; re-exported for the buyer's pages.
export { notificationListQuerySchema, notificationSchema, type AppNotification } from './notifications';

// ---------- Account ----------

const optionalPhone = z
  .string({ error: buyerMessages.phoneFormat })
  .trim()
  .max(30, buyerMessages.phoneFormat)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => {
    if (value === null) return true;
    if (!/^\+?[\d\s().-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 15;
  }, buyerMessages.phoneFormat);

/** PATCH /v1/account/profile: the email is the sign-in identity and does not change here. */
export const accountProfileSchema = z.strictObject({
  name: requiredText(buyerMessages.nameRequired, 120),
  phone: optionalPhone,
});
export type AccountProfileInput = z.input<typeof accountProfileSchema>;

export const accountProfileRecordSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** `/v1/media/<id>`, or null without an avatar. */
  avatar_url: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfileRecordSchema>;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Orders are paid by bank transfer or on terms agreed with the supplier; no card is ever taken or stored. */
export const PAYMENT_METHODS = ['bank_transfer', 'agreed_terms'] as const;

export const paymentPreferencesSchema = z
  .strictObject({
    method: z.enum(PAYMENT_METHODS, { error: buyerMessages.paymentMethodRequired }),
    terms: z
      .string()
      .trim()
      .max(1000, 'At most 1000 characters')
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'agreed_terms' && !value.terms) ctx.addIssue({ code: 'custom', path: ['terms'], message: buyerMessages.termsRequired });
  });
export type PaymentPreferencesInput = z.input<typeof paymentPreferencesSchema>;
export type PaymentPreferences = z.output<typeof paymentPreferencesSchema>;

// ---------- Business profile ----------

export const ANNUAL_VOLUMES = ['under_10k', '10k_50k', '50k_250k', '250k_1m', 'over_1m'] as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const businessProfileSchema = z.strictObject({
  company_name: requiredText(buyerMessages.companyNameRequired, 160),
  business_type: z.enum(BUSINESS_TYPES, { error: buyerMessages.businessTypeRequired }),
  registration_number: requiredText(buyerMessages.registrationNumberRequired, 60),
  tax_number: optionalText(60),
  address: requiredText(buyerMessages.addressRequired, 400),
  country: countryField(buyerMessages.countryRequired),
  website: optionalText(200).refine((value) => value === null || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), buyerMessages.websiteFormat),
  purchasing_categories: z
    .array(z.string({ error: buyerMessages.categoryText }).trim().min(1, buyerMessages.categoryText).max(60, buyerMessages.categoryText))
    .max(10, buyerMessages.tooManyCategories)
    .default([]),
  annual_purchasing_volume: z.enum(ANNUAL_VOLUMES, { error: buyerMessages.volumeRequired }),
});
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;
export type BusinessProfile = z.output<typeof businessProfileSchema>;

// ---------- Support requests ----------

export const SUPPORT_TOPICS = ['order', 'payment', 'shipping', 'account', 'technical', 'other'] as const;

const supportFields = {
  topic: z.enum(SUPPORT_TOPICS, { error: buyerMessages.topicRequired }),
  subject: requiredText(buyerMessages.subjectRequired, 160),
  message: requiredText(buyerMessages.messageRequired, 5000).pipe(z.string().min(20, buyerMessages.messageTooShort)),
  order_number: z
    .string()
    .trim()
    .max(40, buyerMessages.orderNumberFormat)
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[A-Za-z0-9-]{3,40}$/.test(value), buyerMessages.orderNumberFormat),
};

/**
 * POST /v1/support/requests. Signed in, the name and email come from the account; signed out they are
 * required, so the team has someone to answer.
 */
export const supportRequestSchema = z.strictObject({
  ...supportFields,
  name: optionalText(120),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    // Nullable rather than a union with null: a union would answer "Invalid input" for a bad address.
    .pipe(emailField().nullable()),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

/** The contact form's own rules: name and email only when signed out. */
export const signedOutSupportFields = z.object({
  name: requiredText(buyerMessages.contactNameRequired, 120),
  email: emailField(),
});

export const supportRequestRecordSchema = z.object({
  id: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  message: z.string(),
  order_number: z.string().nullable(),
  status: z.enum(['open', 'answered', 'closed']),
  created_at: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestRecordSchema>;

// ---------- Spend analytics ----------

const isoDate = z
  .string({ error: buyerMessages.dateFormat })
  .regex(/^\d{4}-\d{2}-\d{2}$/, buyerMessages.dateFormat)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    buyerMessages.dateFormat,
  );

export const MAX_SPEND_RANGE_DAYS = 3 * 366;

export const spendQuerySchema = z.strictObject({ from: isoDate.optional(), to: isoDate.optional() }).superRefine((value, ctx) => {
  if (!value.from || !value.to) return;
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: buyerMessages.rangeOrder });
  else if (days > MAX_SPEND_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: buyerMessages.rangeTooLong });
});
export type SpendQuery = z.input<typeof spendQuerySchema>;

/** Orders that count as spend: accepted by the supplier and not cancelled. */
export const SPEND_STATUSES = ['confirmed', 'shipped', 'delivered'] as const;

export const spendReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Whose orders it sums: the caller's own, or (a company member whose role reads spend) every member's. */
  scope: z.enum(['own', 'company']),
  /** One entry per month (YYYY-MM) and currency, months in order. */
  by_month: z.array(z.object({ month: z.string(), currency: z.string(), total_minor: z.number().int(), orders: z.number().int() })),
  by_supplier: z.array(
    z.object({ supplier_id: z.string(), supplier: z.string(), currency: z.string(), total_minor: z.number().int(), orders: z.number().int() }),
  ),
  /** Line totals by the product's category; products without one are under "Uncategorised" (null id). */
  by_category: z.array(z.object({ category_id: z.string().nullable(), category: z.string().nullable(), currency: z.string(), total_minor: z.number().int() })),
  totals: z.array(moneyTotalSchema.extend({ orders: z.number().int() })),
});
export type SpendReport = z.infer<typeof spendReportSchema>;

/** GET/PUT /v1/buyer/business-profile answers the saved profile. */
export const businessProfileRecordSchema = z.object({
  company_name: z.string(),
  business_type: z.enum(BUSINESS_TYPES),
  registration_number: z.string(),
  tax_number: z.string().nullable(),
  address: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  website: z.string().nullable(),
  purchasing_categories: z.array(z.string()),
  annual_purchasing_volume: z.enum(ANNUAL_VOLUMES),
  updated_at: z.string(),
});
export type BusinessProfileRecord = z.infer<typeof businessProfileRecordSchema>;

export const paymentPreferencesRecordSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  terms: z.string().nullable(),
});
