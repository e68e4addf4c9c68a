// The countries area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (countries.ts re-exports them).
export const countryMessages = {
  unknown: 'Choose a country from the list',
  filter: 'Use a two-letter country code, e.g. CN',
} as const;
