// Country names in the reader's language, from the platform (Intl.DisplayNames): no name tables ship with
// the app. Light enough for the public pages (no antd, no zod).
import { useCallback } from 'react';
import { useTranslation } from '../i18n';
import { isCountryCode, ISO_COUNTRY_CODES, OTHER_COUNTRY, SUGGESTED_COUNTRIES } from '../contract/country-codes';
import { intlLocale } from './money';

const namers = new Map<string, Intl.DisplayNames>();

function namer(language: string): Intl.DisplayNames {
  let names = namers.get(language);
  if (!names) {
    names = new Intl.DisplayNames([intlLocale(language), 'en'], { type: 'region', fallback: 'code' });
    namers.set(language, names);
  }
  return names;
}

/**
 * The country's name in `language`. Null for no country and for the business form's 'Other', which names
 * no place; text that is not a code (written before countries were codes) is shown as it is.
 */
export function countryName(code: string | null | undefined, language: string): string | null {
  if (!code || code === OTHER_COUNTRY) return null;
  if (!isCountryCode(code)) return code;
  return namer(language).of(code) ?? code;
}

/** `countryName` in the reader's current language. */
export function useCountryName(): (code: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useCallback((code: string | null | undefined) => countryName(code, language), [language]);
}

/** What a search is compared on: lower case, Latin accents dropped ("Côte" is found by "cote"). */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** One country as the pickers offer it. */
export interface CountryChoice {
  /** The code. */
  value: string;
  /** The name in the reader's language. */
  label: string;
  /** That name, the English one and the code, for searching. */
  search: string;
}

const choicesByLanguage = new Map<string, { suggested: CountryChoice[]; others: CountryChoice[] }>();

/** The pickers' list in `language`: the spec's countries first, in its order, then all the others by name. */
export function countryChoices(language: string): { suggested: CountryChoice[]; others: CountryChoice[] } {
  let choices = choicesByLanguage.get(language);
  if (!choices) {
    const choice = (code: string): CountryChoice => {
      const label = countryName(code, language) ?? code;
      return { value: code, label, search: searchable(`${label} ${countryName(code, 'en')} ${code}`) };
    };
    const suggested: readonly string[] = SUGGESTED_COUNTRIES;
    const collator = new Intl.Collator(intlLocale(language));
    choices = {
      suggested: SUGGESTED_COUNTRIES.map(choice),
      others: ISO_COUNTRY_CODES.filter((code) => !suggested.includes(code))
        .map(choice)
        .sort((a, b) => collator.compare(a.label, b.label)),
    };
    choicesByLanguage.set(language, choices);
  }
  return choices;
}
