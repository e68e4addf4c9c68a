import { z } from 'zod';
import { isCountryCode, OTHER_COUNTRY } from './country-codes';
import { countryMessages } from './countries-messages';
export * from './countries-messages';

export { ISO_COUNTRY_CODES, isCountryCode, OTHER_COUNTRY, SUGGESTED_COUNTRIES, type CountryCode } from './country-codes';

// Country fields of forms, bodies and filters: ISO 3166-1 alpha-2 codes (see country-codes.ts).

/**
 * A country in a form or request body: missing or blank gives `requiredMessage`, anything but an ISO code
 * (or 'ZZ' where `allowOther`) gives `countryMessages.unknown`. Lower case is accepted and stored upper case.
 */
export function countryField(requiredMessage: string, options: { allowOther?: boolean } = {}) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .toUpperCase()
    .refine((code) => isCountryCode(code) || (options.allowOther === true && code === OTHER_COUNTRY), countryMessages.unknown);
}

/** A country filter in a query string: one ISO code, any case. */
export const countryFilter = z.string({ error: countryMessages.filter }).trim().toUpperCase().refine(isCountryCode, countryMessages.filter);
