import { z } from 'zod';
import { authMessages } from './messages';
import { ROLES, SIGNUP_ROLES } from './constants';
import { emailField, newPasswordField, requiredText } from './fields';
export * from './auth-constants';

export const signupSchema = z.strictObject({
  name: requiredText(authMessages.nameRequired, 120),
  email: emailField(),
  password: newPasswordField,
  role: z.enum(SIGNUP_ROLES, { error: authMessages.roleRequired }),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.strictObject({
  email: emailField(),
  password: z.string({ error: authMessages.passwordRequired }).min(1, authMessages.passwordRequired).max(1024),
});
export type LoginInput = z.input<typeof loginSchema>;

export const activateSchema = z.strictObject({
  token: requiredText(authMessages.tokenRequired, 200),
});

export const otpCodeField = z.string({ error: authMessages.codeRequired }).regex(/^\d{6}$/, authMessages.codeFormat);

/** Recovery sign-in: the identifier is the account email or a verified recovery contact (email or phone). */
export const recoverySendSchema = z.strictObject({
  identifier: requiredText(authMessages.identifierRequired, 254),
});
export const recoveryLoginSchema = z.strictObject({
  identifier: requiredText(authMessages.identifierRequired, 254),
  code: otpCodeField,
});

export const setPasswordSchema = z.strictObject({
  currentPassword: z.string().max(1024).optional(),
  password: newPasswordField,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** The spec's "Current user" (section 3), as GET /v1/seller/get-status returns it. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(['active', 'suspended']),
  verification_status: z.enum(['unverified', 'pending', 'verified', 'rejected']),
  is_verified: z.boolean(),
  is_email_verified: z.boolean(),
  business_details: z.record(z.string(), z.unknown()).nullable(),
  phone: z.string().nullable(),
  country_code: z.string().nullable(),
  must_change_password: z.boolean(),
  /** Back-office staff only (roles include 'admin'): what the staff member may do; null for everyone else. */
  staff_role: z.enum(['administrator', 'reviewer']).nullable().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  user: currentUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const ONBOARDING_STEPS = ['verify_email', 'verify_mobile', 'business_details'] as const;

export const registrationStatusSchema = z.object({
  email_verified: z.boolean(),
  mobile_verified: z.boolean(),
  business_details: z.boolean(),
  store_sections: z.record(z.string(), z.boolean()),
  onboarding_complete: z.boolean(),
  store_complete: z.boolean(),
  /** The next step to take: an onboarding step, `store/<section>`, or null when everything is done. */
  next_step: z.string().nullable(),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;
