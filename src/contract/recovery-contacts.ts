import { z } from 'zod';
import { COUNTRY_CODES } from './constants';
import { emailField } from './fields';
import { authMessages } from './messages';
import { countryCodeField, otpField, phoneNumberField } from './onboarding';
import { recoveryContactMessages } from './recovery-contacts-messages';
export * from './recovery-contacts-messages';

// Recovery contacts (/recovery-contacts, /v1/recovery-contacts): extra emails and phone numbers that
// recovery sign-in (/recovery-login) accepts once verified with a one-time code.

export const RECOVERY_CONTACT_KINDS = ['email', 'phone'] as const;
export type RecoveryContactKind = (typeof RECOVERY_CONTACT_KINDS)[number];

/** Seconds between two codes for one contact; the screen counts down the same time. */
export const RECOVERY_RESEND_SECONDS = 30;

/**
 * POST /v1/recovery-contacts: an email, or a phone number as the mobile flow takes it (country code from
 * the spec's list, digits only, at least 10). Fields of the other kind are refused like unknown ones.
 */
export const recoveryContactCreateSchema = z
  .strictObject({
    kind: z.enum(RECOVERY_CONTACT_KINDS, { error: recoveryContactMessages.kindRequired }),
    email: z.unknown().optional(),
    country_code: z.unknown().optional(),
    phone: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const check = <T>(path: string, schema: z.ZodType<T>, value: unknown): T | undefined => {
      const result = schema.safeParse(value);
      if (!result.success) issue(path, result.error.issues[0]?.message ?? authMessages.validationFailed);
      return result.success ? result.data : undefined;
    };
    if (input.kind === 'email') {
      if (input.country_code !== undefined) issue('country_code', authMessages.unknownField);
      if (input.phone !== undefined) issue('phone', authMessages.unknownField);
      const email = check('email', emailField(recoveryContactMessages.emailRequired), input.email);
      return email === undefined ? z.NEVER : { kind: 'email' as const, email };
    }
    if (input.email !== undefined) issue('email', authMessages.unknownField);
    const countryCode = check('country_code', countryCodeField, input.country_code);
    const phone = check('phone', phoneNumberField, input.phone);
    return countryCode === undefined || phone === undefined ? z.NEVER : { kind: 'phone' as const, country_code: countryCode, phone };
  });
export type RecoveryContactCreateInput = z.input<typeof recoveryContactCreateSchema>;
export type RecoveryContactCreate = z.output<typeof recoveryContactCreateSchema>;

/** The stored form: lower-case email, or `+<country code><digits>` (what recovery sign-in looks up). */
export function recoveryContactValue(input: RecoveryContactCreate): string {
  return input.kind === 'email' ? input.email : `${input.country_code}${input.phone}`;
}

/** `+919876543210` → `+91 9876543210` for display, when the code is one of the spec's. */
export function formatRecoveryContact(kind: RecoveryContactKind, value: string): string {
  if (kind === 'email') return value;
  // Longest code first, so +1 never claims a +12… number by mistake (none overlap today).
  const code = [...COUNTRY_CODES].sort((a, b) => b.code.length - a.code.length).find((c) => value.startsWith(c.code));
  return code ? `${code.code} ${value.slice(code.code.length)}` : value;
}

/** POST /v1/recovery-contacts/:id/verify: the code, named as in the mobile flow. */
export const recoveryContactVerifySchema = z.strictObject({ otp: otpField });
export type RecoveryContactVerifyInput = z.infer<typeof recoveryContactVerifySchema>;

/** DELETE /v1/recovery-contacts/:id body: `confirm` is needed to remove the last verified contact. */
export const recoveryContactDeleteSchema = z
  .strictObject({ confirm: z.boolean({ error: 'confirm must be true or false' }).optional() })
  // Fastify hands a DELETE without a body over as null.
  .nullish();
export type RecoveryContactDeleteInput = z.infer<typeof recoveryContactDeleteSchema>;

/** One contact as the API returns it. */
export const recoveryContactSchema = z.object({
  id: z.string(),
  kind: z.enum(RECOVERY_CONTACT_KINDS),
  value: z.string(),
  is_primary: z.boolean(),
  is_verified: z.boolean(),
  verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type RecoveryContact = z.infer<typeof recoveryContactSchema>;

/** Answer to POST /v1/recovery-contacts/:id/send-code; `otp` only when no real sender delivered it (development). */
export const recoveryCodeSentSchema = z.object({
  otp: z.string().optional(),
  expires_in_seconds: z.number(),
  resend_in_seconds: z.number(),
});
export type RecoveryCodeSent = z.infer<typeof recoveryCodeSentSchema>;
