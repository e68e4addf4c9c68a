import { z } from 'zod';
import { BUSINESS_TYPES, COUNTRY_CODES, MIN_PHONE_DIGITS, ONBOARDING_OTP_LENGTH } from './constants';
import { countryField } from './countries';
import { businessMessages, phoneMessages } from './messages';
import { requiredText } from './fields';

const countryCodes = COUNTRY_CODES.map((c) => c.code) as [string, ...string[]];

export const countryCodeField = z.enum(countryCodes, { error: phoneMessages.countryCodeRequired });

/** Spec section 5: required, digits only, at least 10 digits (checked in that order). */
export const phoneNumberField = z
  .string({ error: phoneMessages.phoneRequired })
  .min(1, phoneMessages.phoneRequired)
  .regex(/^\d+$/, phoneMessages.phoneDigitsOnly)
  .min(MIN_PHONE_DIGITS, phoneMessages.phoneMinLength)
  .max(15, 'Phone number must be at most 15 digits');

/** The phone form as the screen holds it. */
export const phoneFormSchema = z.object({
  country_code: countryCodeField,
  phone_number: phoneNumberField,
});
export type PhoneForm = z.infer<typeof phoneFormSchema>;

export const otpField = z
  .string({ error: 'Code is required' })
  .regex(new RegExp(`^\\d{${ONBOARDING_OTP_LENGTH}}$`), `Enter the ${ONBOARDING_OTP_LENGTH}-digit code`);

/** POST /v1/seller/add-number-send-otp (spec section 7). */
export const sendOtpSchema = z.strictObject({
  country_code: countryCodeField,
  phone: phoneNumberField,
  type: z.literal('sms', { error: "type must be 'sms'" }),
});
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

/** POST /v1/seller/verify-mobile (spec section 7). */
export const verifyMobileSchema = z.strictObject({
  country_code: countryCodeField,
  phone: phoneNumberField,
  otp: otpField,
  purpose: z.literal('verification', { error: "purpose must be 'verification'" }),
});
export type VerifyMobileInput = z.infer<typeof verifyMobileSchema>;

/** The 13 business fields (spec sections 3 and 5); every one required except tax_id. */
export const businessDetailsSchema = z.strictObject({
  business_name: requiredText(businessMessages.business_name, 200),
  business_type: z.enum(BUSINESS_TYPES, { error: businessMessages.business_type }),
  registration_number: requiredText(businessMessages.registration_number, 100),
  contact_number: requiredText(businessMessages.contact_number, 30),
  tax_id: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .optional()
    .or(z.literal(''))
    .transform((v) => v || undefined),
  address: requiredText(businessMessages.address, 500),
  city: requiredText(businessMessages.city, 100),
  state: requiredText(businessMessages.state, 100),
  /** An ISO code, or 'ZZ' for the spec's 'Other'. */
  country: countryField(businessMessages.country, { allowOther: true }),
  postal_code: requiredText(businessMessages.postal_code, 20),
  contact_person: requiredText(businessMessages.contact_person, 120),
  contact_email: requiredText(businessMessages.contact_email, 254).pipe(z.email(businessMessages.invalidEmail)),
  contact_phone: requiredText(businessMessages.contact_phone, 30),
});
export type BusinessDetailsInput = z.input<typeof businessDetailsSchema>;
export type BusinessDetails = z.output<typeof businessDetailsSchema>;
export const BUSINESS_FIELDS = Object.keys(businessDetailsSchema.shape) as Array<keyof BusinessDetailsInput>;
