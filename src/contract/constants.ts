// Business constants from spec section 9.

export const ROLES = ['seller', 'buyer', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SIGNUP_ROLES = ['seller', 'buyer'] as const;

export const COUNTRY_CODES = [
  { code: '+1', country: 'US' },
  { code: '+44', country: 'UK' },
  { code: '+91', country: 'IN' },
  { code: '+86', country: 'CN' },
  { code: '+81', country: 'JP' },
] as const;
export const DEFAULT_COUNTRY_CODE = '+91';
export const MIN_PHONE_DIGITS = 10;
export const ONBOARDING_OTP_LENGTH = 6;
export const DEFAULT_OTP_LENGTH = 4;

export const BUSINESS_TYPES = [
  'Sole Proprietorship',
  'Partnership',
  'Limited Liability Company (LLC)',
  'Corporation',
  'S-Corporation',
  'Non-Profit Organization',
  'Other',
] as const;

// The spec's countries are SUGGESTED_COUNTRIES (ISO codes) in country-codes.ts.

export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  custom: 4000,
  loading: Number.POSITIVE_INFINITY,
} as const;
export const TOAST_LIMIT = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_GUTTER_PX = 8;

export const RETRY_COUNT = 3;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRYABLE_STATUSES = [408, 429] as const; // plus every status >= 500

export const NAVBAR_SHADOW_SCROLL_PX = 20;
export const DROPDOWN_MOBILE_MAX_PX = 700;
export const DIALOG_DRAWER_MAX_PX = 768;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 1000;

export const PERSIST_KEY = 'b2b_admin_persist';
export const PERSIST_PREFIX = 'persist:';

/** One-time codes (activation, recovery sign-in, mobile verification). */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const ACTIVATION_TTL_HOURS = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
