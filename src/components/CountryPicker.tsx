import type { SelectProps } from 'antd';
import { FormSelect } from './FormSelect';
import { useMemo } from 'react';
import { useTranslation } from '../i18n';
import { OTHER_COUNTRY } from '../contract/country-codes';
import { countryChoices, searchable, type CountryChoice } from './countries';

/** Best matches first: the exact code, then names that start with the search, then the rest as listed. */
function matchRank(option: Partial<CountryChoice>, search: string): number {
  if (!option.value || !option.label) return 0;
  if (option.value === search.trim().toUpperCase()) return 0;
  return searchable(option.label).startsWith(searchable(search.trim())) ? 1 : 2;
}

export type CountryPickerProps = Omit<
  SelectProps<string>,
  'value' | 'onChange' | 'options' | 'showSearch' | 'filterOption' | 'filterSort' | 'mode' | 'notFoundContent'
> & {
  /** An ISO 3166-1 alpha-2 code ('ZZ' for 'Other'). */
  value?: string | null;
  onChange?: (code: string | undefined) => void;
  /** Offer the spec's 'Other' after the suggestions (the business form). */
  allowOther?: boolean;
};

/**
 * The one country picker: the spec's countries first as suggestions, then every other country by its name
 * in the reader's language. Typing searches the names (in English too) and the codes. It holds codes.
 * Other props (id, size, placeholder, aria-*, onBlur from a Form.Item) go to the antd Select.
 */
export function CountryPicker({ value, onChange, allowOther = false, ...selectProps }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => {
    const { suggested, others } = countryChoices(language);
    const other: CountryChoice = { value: OTHER_COUNTRY, label: t('countries.other'), search: searchable(`${t('countries.other')} other`) };
    return [
      { label: t('countries.suggested'), title: t('countries.suggested'), options: allowOther ? [...suggested, other] : suggested },
      { label: t('countries.all'), title: t('countries.all'), options: others },
    ];
  }, [language, allowOther, t]);

  return (
    <FormSelect<string>
      {...selectProps}
      value={value ?? undefined}
      onChange={(code) => onChange?.(code ?? undefined)}
      options={options}
      showSearch
      // Groups carry no search text: only countries match.
      filterOption={(input, option) => (option as Partial<CountryChoice> | undefined)?.search?.includes(searchable(input.trim())) ?? false}
      filterSort={(a, b, { searchValue }) => matchRank(a as Partial<CountryChoice>, searchValue) - matchRank(b as Partial<CountryChoice>, searchValue)}
      // Never empty: a list emptied by a search would close itself, and Escape would then reach the drawer
      // or dialog around the form ("Leave without saving?"). While the list is open it keeps Escape.
      notFoundContent={t('countries.noMatch')}
    />
  );
}
