// The addresses area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (addresses.ts re-exports them).
import { businessMessages, phoneMessages } from './messages';
/** A book this long is already hard to pick from at checkout. */
export const MAX_ADDRESSES = 50;
export const addressMessages = {
  labelRequired: 'Give the address a label, e.g. Head office',
  contactNameRequired: 'Contact name is required',
  phoneRequired: phoneMessages.phoneRequired,
  phoneFormat: 'Enter 10 to 15 digits, optionally starting with + and the country code',
  line1Required: 'Address line 1 is required',
  city: businessMessages.city,
  state: businessMessages.state,
  postalCode: businessMessages.postal_code,
  country: businessMessages.country,
  tooMany: `You can keep at most ${MAX_ADDRESSES} addresses. Remove one you no longer use`,
  defaultMustBeTrue: 'Only true is accepted: make another address the default to change it',
  /** A colleague's address in a company's shared book: its defaults are the colleague's own. */
  colleagueDefault: 'Only the colleague who added this address can make it their default',
} as const;
