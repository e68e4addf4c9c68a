import { z } from 'zod';
import { countryField } from './countries';
import { requiredText } from './fields';
import { addressMessages } from './addresses-messages';
export * from './addresses-messages';

// The address book (/address, /v1/addresses): sellers' and buyers' addresses, one default for shipping
// and one for billing; the buyer's checkout reads the same book.

/** Digits with the usual separators; 10 to 15 digits in all (E.164 allows at most 15). */
const addressPhoneField = requiredText(addressMessages.phoneRequired, 30).refine((value) => {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}, addressMessages.phoneFormat);

const optionalLine = z
  .string({ error: 'Address line 2 must be text' })
  .trim()
  .max(200, 'At most 200 characters')
  .nullish()
  .transform((value) => value || null);

/** Setting a default is done by choosing the new one; a default is never switched off directly. */
const defaultFlag = z.literal(true, { error: addressMessages.defaultMustBeTrue }).optional();

/** POST /v1/addresses. */
export const addressSchema = z.strictObject({
  label: requiredText(addressMessages.labelRequired, 60),
  contact_name: requiredText(addressMessages.contactNameRequired, 120),
  phone: addressPhoneField,
  line1: requiredText(addressMessages.line1Required, 200),
  line2: optionalLine,
  city: requiredText(addressMessages.city, 100),
  state: requiredText(addressMessages.state, 100),
  postal_code: requiredText(addressMessages.postalCode, 20),
  /** An ISO code: 'Other' names no place to deliver to. */
  country: countryField(addressMessages.country),
  is_default_shipping: defaultFlag,
  is_default_billing: defaultFlag,
});
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

/** PATCH /v1/addresses/:id: any of the fields; `is_default_*: true` makes this address that default. */
export const addressUpdateSchema = addressSchema.partial();
export type AddressUpdate = z.output<typeof addressUpdateSchema>;

/** One address as the API returns it. */
export const addressRecordSchema = z.object({
  id: z.string(),
  label: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** The caller's own defaults: a colleague's address in a company's shared book is never one. */
  is_default_shipping: z.boolean(),
  is_default_billing: z.boolean(),
  /** Who added it, when a colleague did (a company's shared book); null for the caller's own. */
  added_by: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressRecordSchema>;
