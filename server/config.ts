import path from 'node:path';
import { z } from 'zod';
import { SETTLEMENT_MODES, type SettlementMode } from '../src/contract/money-constants';

/** Every setting the server reads from the environment; docs/CONFIGURATION.md lists the same ones with their defaults. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  WEB_DIST_DIR: z.string().min(1).default('dist'),
  DATABASE_URL: z.string().url().optional(),
  DB_DRIVER: z.enum(['postgres', 'pglite']).default('postgres'),
  APP_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Marketplace <no-reply@marketplace.local>'),
  SMS_PROVIDER_URL: z.string().url().optional(),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  LOGIN_ATTEMPTS_PER_EMAIL: z.coerce.number().int().min(1).max(10_000).default(10),
  LOGIN_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  RFQ_MONTHLY_QUOTES: z.coerce.number().int().min(0).max(10_000).default(30),
  RFQ_DAILY_POSTS: z.coerce.number().int().min(1).max(10_000).default(10),
  APPROVAL_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  SETTLEMENT_MODE: z
    .enum(SETTLEMENT_MODES, { error: 'must be collect (the marketplace collects and pays sellers) or direct (buyers pay sellers)' })
    .default('collect'),
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  NEW_SELLER_RESERVE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  PAYOUT_MINIMUM: z.coerce.number().min(0).max(1_000_000).default(10),
  COMMISSION_TAX_PERCENT: z.coerce.number().min(0).max(100).default(18),
  MARKETPLACE_BANK_ACCOUNT_NAME: z.string().trim().min(1).max(140).default('Demo Marketplace Ltd'),
  MARKETPLACE_BANK_NAME: z.string().trim().min(1).max(140).default('Demo Bank AG'),
  MARKETPLACE_BANK_ACCOUNT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 ]{5,40}$/, 'an IBAN or account number: 5 to 40 letters and digits')
    .default('DE89 3704 0044 0532 0130 00'),
  MARKETPLACE_BANK_SWIFT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{8,11}$/, 'a SWIFT/BIC (8 or 11 characters) or an IFSC (11 characters)')
    .default('COBADEFFXXX'),
  MARKETPLACE_LEGAL_NAME: z.string().trim().min(1).max(200).default('Demo Marketplace Ltd'),
  MARKETPLACE_TAX_ID: z.string().trim().max(40).default('DE123456789'),
  MARKETPLACE_ADDRESS: z.string().trim().min(1).max(300).default('Friedrichstraße 68, 10117 Berlin, Germany'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** Absent: the embedded database of `dbDriver` under dataDir. `memory://`: in-memory PGlite (tests). */
  databaseUrl?: string;
  /** Without databaseUrl: `postgres` runs PostgreSQL on dataDir/postgres, `pglite` keeps PGlite files in dataDir/pglite. */
  dbDriver: 'postgres' | 'pglite';
  appUrl: string;
  authSecret?: string;
  tokenTtlHours: number;
  smtpUrl?: string;
  mailFrom: string;
  smsProviderUrl?: string;
  bodyLimitBytes: number;
  /** Sign-in attempts per email address in 15 minutes. */
  loginAttemptsPerEmail: number;
  /** Sign-in attempts per client address in 15 minutes. */
  loginAttemptsPerAddress: number;
  /** Sign-ups per client address in an hour (an office behind one address may need more). */
  signupsPerAddressPerHour: number;
  /** Support requests (the help pages' contact form) per client address in an hour. */
  supportRequestsPerAddressPerHour: number;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Directory of the built web app; not served when absent. */
  webDistDir?: string;
  /** Quotes a supplier may submit per calendar month (UTC) unless staff set its own allowance. */
  rfqMonthlyQuotes: number;
  /** Requests for quotation a buyer may post per calendar day (UTC). */
  rfqDailyPosts: number;
  /** Days a company's approval request waits for a decision before it expires. */
  approvalExpiryDays: number;
  /** Who the buyer pays: the marketplace (collect), which pays sellers their share, or the seller (direct). */
  settlementMode: SettlementMode;
  /** Days after delivery before a sale's money becomes payable. */
  returnWindowDays: number;
  /** Share of a release held in reserve while the seller's performance score is still "New supplier". */
  newSellerReservePercent: number;
  /** The smallest payable balance paid out, in each currency's major units (10 = $10.00, €10.00, ¥10). */
  payoutMinimum: number;
  /** Tax (GST/VAT) on the marketplace's commission, in percent; kept on each order as basis points. */
  commissionTaxPercent: number;
  /** The marketplace's bank account, which buyers pay in collect mode (payment instructions, pro-forma invoices). */
  marketplaceBank: { accountName: string; bankName: string; account: string; swift: string };
  /** The marketplace as its commission invoices name it: legal name, tax id (VAT/GST), address. */
  marketplaceLegal: { legalName: string; taxId: string; address: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.AUTH_SECRET) {
    throw new Error('Invalid environment:\n  AUTH_SECRET: required in production (at least 32 random characters)');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbDriver: e.DB_DRIVER,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    authSecret: e.AUTH_SECRET,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsProviderUrl: e.SMS_PROVIDER_URL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginAttemptsPerEmail: e.LOGIN_ATTEMPTS_PER_EMAIL,
    loginAttemptsPerAddress: e.LOGIN_ATTEMPTS_PER_ADDRESS,
    signupsPerAddressPerHour: e.SIGNUPS_PER_ADDRESS_PER_HOUR,
    supportRequestsPerAddressPerHour: e.SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR,
    seedDemo: e.SEED_DEMO === 'true' && !isProduction,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    rfqMonthlyQuotes: e.RFQ_MONTHLY_QUOTES,
    rfqDailyPosts: e.RFQ_DAILY_POSTS,
    approvalExpiryDays: e.APPROVAL_EXPIRY_DAYS,
    settlementMode: e.SETTLEMENT_MODE,
    returnWindowDays: e.RETURN_WINDOW_DAYS,
    newSellerReservePercent: e.NEW_SELLER_RESERVE_PERCENT,
    payoutMinimum: e.PAYOUT_MINIMUM,
    commissionTaxPercent: e.COMMISSION_TAX_PERCENT,
    marketplaceBank: {
      accountName: e.MARKETPLACE_BANK_ACCOUNT_NAME,
      bankName: e.MARKETPLACE_BANK_NAME,
      account: e.MARKETPLACE_BANK_ACCOUNT.toUpperCase(),
      swift: e.MARKETPLACE_BANK_SWIFT.toUpperCase(),
    },
    marketplaceLegal: { legalName: e.MARKETPLACE_LEGAL_NAME, taxId: e.MARKETPLACE_TAX_ID, address: e.MARKETPLACE_ADDRESS },
  };
}

/** A configuration for tests: in-memory database, no web app, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    databaseUrl: 'memory://',
    webDistDir: undefined,
    seedDemo: false,
    ...overrides,
  };
}
