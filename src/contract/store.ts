// The seller's store profile: six sections, each one record per seller at /v1/store/<section>.
// The same schemas check the forms and the API; a section is complete when its full schema and its
// cross-field checks pass. Drafts are checked field by field (blanks allowed).
import { z } from 'zod';
import { BUSINESS_TYPES } from './constants';
import { CURRENCY_CODES } from './catalog';
import { STORE_SECTIONS, type StoreSection } from './auth';
import { requiredText } from './fields';
import { storeMessages } from './store-messages';
export * from './store-messages';

export { STORE_SECTIONS, type StoreSection };

export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export const MARKET_REGIONS = [
  'domestic',
  'north_america',
  'south_america',
  'western_europe',
  'eastern_europe',
  'northern_europe',
  'southern_europe',
  'middle_east',
  'africa',
  'south_asia',
  'southeast_asia',
  'east_asia',
  'oceania',
] as const;
export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const PAYMENT_TERMS = ['tt', 'lc', 'dp', 'da', 'net30', 'net60', 'escrow'] as const;
export const TRADE_LANGUAGES = ['en', 'hi', 'zh', 'es', 'fr', 'de', 'ar', 'ja', 'ru', 'pt'] as const;

const currentYear = () => new Date().getUTCFullYear();
/** Whole numbers from a form or JSON; a blank box is "missing", not zero. */
const wholeNumber = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const list = <T extends z.ZodType>(item: T, requiredMessage: string, max: number) =>
  z
    .array(item, { error: requiredMessage })
    .min(1, requiredMessage)
    .max(max, storeMessages.tooManyItems.replace('{{max}}', String(max)));
const shortText = (max: number) => z.string().trim().min(1).max(max, `At most ${max} characters`);
const optionalFileId = z.uuid(storeMessages.imageMissing).nullable().optional();

export const basicInfoSchema = z.strictObject({
  store_name: requiredText(storeMessages.storeNameRequired, 100),
  logo_file_id: optionalFileId,
  banner_file_id: optionalFileId,
  description: z.string({ error: storeMessages.descriptionRequired }).trim().min(50, storeMessages.descriptionRequired).max(3000, 'At most 3000 characters'),
  year_established: z
    .number({ error: storeMessages.yearRequired })
    .int(storeMessages.yearRange)
    .min(1800, storeMessages.yearRange)
    .refine((year) => year <= currentYear(), storeMessages.yearRange),
  employees: z.enum(EMPLOYEE_RANGES, { error: storeMessages.employeesRequired }),
  website: z
    .string()
    .trim()
    .max(200, 'At most 200 characters')
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), storeMessages.websiteInvalid)
    .optional(),
});

export const companyOverviewSchema = z.strictObject({
  business_type: z.enum(BUSINESS_TYPES, { error: storeMessages.businessTypeRequired }),
  main_products: list(shortText(60), storeMessages.mainProductsRequired, 10),
  certifications: z.array(shortText(80)).max(20, storeMessages.tooManyItems.replace('{{max}}', '20')).optional(),
  company_introduction: z
    .string({ error: storeMessages.introductionRequired })
    .trim()
    .min(100, storeMessages.introductionRequired)
    .max(5000, 'At most 5000 characters'),
});

export const factoryInformationSchema = z.strictObject({
  location: requiredText(storeMessages.locationRequired, 200),
  floor_area_sqm: wholeNumber(storeMessages.floorAreaRequired, 1, 10_000_000),
  production_lines: wholeNumber(storeMessages.productionLinesRequired, 0, 1000),
  annual_capacity: requiredText(storeMessages.capacityRequired, 200),
  quality_control: requiredText(storeMessages.qualityControlRequired, 2000),
});

export const marketShareSchema = z.strictObject({
  region: z.enum(MARKET_REGIONS, { error: storeMessages.regionRequired }),
  share: wholeNumber(storeMessages.shareRange, 1, 100),
});
export const mainMarketsSchema = z.strictObject({
  markets: list(marketShareSchema, storeMessages.marketsRequired, MARKET_REGIONS.length),
  main_customers: z.string().trim().max(1000, 'At most 1000 characters').optional(),
});

/** Across the rows of main markets: each region once, shares adding up to 100. By server field name. */
export function marketProblems(markets: ReadonlyArray<{ region?: string; share?: number }> | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!markets || markets.length === 0) return problems;
  const seen = new Set<string>();
  markets.forEach((market, index) => {
    if (market.region && seen.has(market.region)) problems[`markets.${index}.region`] = storeMessages.regionTwice;
    if (market.region) seen.add(market.region);
  });
  const total = markets.reduce((sum, market) => sum + (typeof market.share === 'number' ? market.share : 0), 0);
  if (total !== 100) problems.markets = storeMessages.sharesSum;
  return problems;
}

/** Account numbers and IBANs are kept without spaces and upper-case. */
const accountNumber = z
  .string({ error: storeMessages.accountNumberRequired })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, storeMessages.accountNumberRequired)
      .regex(/^[A-Z0-9]{6,34}$/, storeMessages.accountNumberInvalid),
  );

export const bankDetailsSchema = z.strictObject({
  account_holder: requiredText(storeMessages.accountHolderRequired, 120),
  bank_name: requiredText(storeMessages.bankNameRequired, 120),
  /** Optional once saved: leaving it out keeps the saved one (the form only shows it masked). */
  account_number: accountNumber.optional(),
  swift_bic: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})$/, storeMessages.swiftInvalid))
    .optional(),
  currency: z.enum(CURRENCY_CODES, { error: storeMessages.currencyRequired }),
  /** Asked again once bank details are saved; checked, never stored. */
  current_password: z.string().max(128).optional(),
});

export const tradeCapabilitiesSchema = z.strictObject({
  export_share: wholeNumber(storeMessages.exportShareRange, 0, 100),
  incoterms: list(z.enum(INCOTERMS), storeMessages.incotermsRequired, INCOTERMS.length),
  payment_terms: list(z.enum(PAYMENT_TERMS), storeMessages.paymentTermsRequired, PAYMENT_TERMS.length),
  languages: list(z.enum(TRADE_LANGUAGES), storeMessages.languagesRequired, TRADE_LANGUAGES.length),
  average_lead_time_days: wholeNumber(storeMessages.leadTimeRange, 1, 365),
  nearest_port: requiredText(storeMessages.portRequired, 120),
});

export const storeSectionSchemas = {
  'basic-info': basicInfoSchema,
  'company-overview': companyOverviewSchema,
  'factory-information': factoryInformationSchema,
  'main-markets': mainMarketsSchema,
  'bank-details': bankDetailsSchema,
  'trade-capabilities': tradeCapabilitiesSchema,
} as const satisfies Record<StoreSection, z.ZodObject>;

export type StoreSectionInput<S extends StoreSection> = z.infer<(typeof storeSectionSchemas)[S]>;

/** Cross-field problems of a section's values, by server field name; empty when there are none. */
export function sectionProblems(section: StoreSection, data: Record<string, unknown>): Record<string, string> {
  if (section === 'main-markets') return marketProblems(data.markets as Array<{ region?: string; share?: number }> | undefined);
  return {};
}

/** The last four characters, the rest hidden: what the API and the page show of a saved account. */
export function maskAccountNumber(value: string): string {
  return `•••• ${value.slice(-4)}`;
}

/** One section as GET /v1/store answers it. Bank details never carry the account number, only its mask. */
export const storeSectionRecordSchema = z.object({
  section: z.enum(STORE_SECTIONS),
  data: z.record(z.string(), z.unknown()),
  complete: z.boolean(),
  updated_at: z.string().nullable(),
});
export type StoreSectionRecord = z.infer<typeof storeSectionRecordSchema>;

export const storeProfileSchema = z.object({
  sections: z.array(storeSectionRecordSchema),
  /** The first section that is not complete, where the wizard resumes; null when all are. */
  next_section: z.enum(STORE_SECTIONS).nullable(),
});
export type StoreProfile = z.infer<typeof storeProfileSchema>;

export const storeImageSchema = z.object({ id: z.string(), url: z.string() });
