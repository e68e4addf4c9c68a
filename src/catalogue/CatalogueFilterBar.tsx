import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { Icon } from '../components/Icon';
import { useId, useState } from 'react';
import { useTranslation } from '../i18n';
import { countryChoices } from '../components/countries';
import { useHydrated } from '../ssr/hydration';
import { SearchInput } from '../components/SearchInput';
import { CategoryPicker } from './CategoryPicker';
import { activeFilterCount, hasAnyFilter, MIN_RATING_CHOICES, type CatalogueFilters, type FilterParam } from './filters';
import '../components/plain-controls.css';

export interface CatalogueFilterBarProps {
  filters: CatalogueFilters;
  onChange: (values: Partial<Record<FilterParam, string | undefined>>) => void;
  onClear: () => void;
}

/** A number box that applies when left or on Enter; it shows the URL's value again when that changes. */
function NumberFilter({
  value,
  label,
  placeholder,
  integer,
  onCommit,
}: {
  value?: string;
  label: string;
  placeholder: string;
  integer?: boolean;
  onCommit: (value: string | undefined) => void;
}) {
  const commit = (text: string) => {
    const number = text.trim() === '' ? undefined : Number(text.replace(/,/g, ''));
    const valid = number !== undefined && Number.isFinite(number) && (integer ? Number.isInteger(number) && number >= 1 : number >= 0);
    const next = valid ? String(number) : undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <input
      key={value ?? ''}
      className="plain-input catalogue-number"
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      min={integer ? 1 : 0}
      step={integer ? 1 : 'any'}
      defaultValue={value ?? ''}
      placeholder={placeholder}
      aria-label={label}
      onBlur={(event) => commit(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(event.currentTarget.value);
      }}
    />
  );
}

/**
 * Supplier country: the pickers' list (the spec's countries first, then all by name) in a native select,
 * which keeps the public page light; it holds codes.
 */
function CountryFilter({ value, onChange }: { value?: string; onChange: (code: string | undefined) => void }) {
  const { t, i18n } = useTranslation();
  // Country names come from the platform (Intl), which may name a country differently on the server:
  // the list is the browser's own, once the page is live.
  const hydrated = useHydrated();
  const { suggested, others } = hydrated ? countryChoices(i18n.resolvedLanguage ?? 'en') : { suggested: [], others: [] };
  return (
    <select
      className="catalogue-select catalogue-country"
      aria-label={t('catalogue.supplierCountry')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{t('catalogue.anyCountry')}</option>
      <optgroup label={t('countries.suggested')}>
        {suggested.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('countries.all')}>
        {others.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

/** The supplier's minimum rating, in a native select like the country's. */
function RatingFilter({ value, onChange }: { value?: string; onChange: (rating: string | undefined) => void }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { maximumFractionDigits: 1 });
  return (
    <select
      className="catalogue-select catalogue-rating"
      aria-label={t('performanceFacts.minRating')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{t('performanceFacts.anyRating')}</option>
      {MIN_RATING_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t('performanceFacts.ratingAtLeast', { rating: format.format(Number(choice)) })}
        </option>
      ))}
    </select>
  );
}

/** Search first, then category, price, minimum order, supplier country, rating and verification; on a phone those fold behind "Filters". */
export function CatalogueFilterBar({ filters, onChange, onClear }: CatalogueFilterBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const priceHintId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className="catalogue-filters" role="search">
      <div className="catalogue-filters-main">
        <SearchInput
          size="large"
          className="catalogue-search"
          value={filters.q ?? ''}
          placeholder={t('catalogue.searchPlaceholder')}
          label={t('catalogue.searchLabel')}
          onChange={(q) => onChange({ q })}
        />
        <button
          type="button"
          className="plain-button is-large catalogue-filters-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon svg={FilterOutlined} aria-hidden />
          {t('catalogue.filters')}
          {count > 0 && (
            <span className="catalogue-filters-count" aria-hidden>
              {count}
            </span>
          )}
        </button>
      </div>
      <div id={panelId} className={open ? 'catalogue-filters-more is-open' : 'catalogue-filters-more'}>
        <CategoryPicker className="catalogue-category" value={filters.category_id} onChange={(category_id) => onChange({ category_id })} />
        <fieldset className="catalogue-price" aria-describedby={priceHintId}>
          <legend className="visually-hidden">{t('catalogue.price')}</legend>
          {/* Seen, so that typed amounts keep their meaning once the placeholders are gone. */}
          <span className="catalogue-filter-label" aria-hidden>
            {t('catalogue.price')}
          </span>
          <NumberFilter
            value={filters.price_gte}
            label={`${t('catalogue.price')}: ${t('catalogue.priceFrom')}`}
            placeholder={t('catalogue.priceFrom')}
            onCommit={(price_gte) => onChange({ price_gte })}
          />
          <span className="catalogue-price-dash" aria-hidden>
            –
          </span>
          <NumberFilter
            value={filters.price_lte}
            label={`${t('catalogue.price')}: ${t('catalogue.priceTo')}`}
            placeholder={t('catalogue.priceTo')}
            onCommit={(price_lte) => onChange({ price_lte })}
          />
          <span id={priceHintId} className="visually-hidden">
            {t('catalogue.priceHint')}
          </span>
        </fieldset>
        <div className="catalogue-moq">
          <span className="catalogue-filter-label" aria-hidden>
            {t('catalogue.moqAtMost')}
          </span>
          <NumberFilter
            value={filters.moq_lte}
            integer
            label={t('catalogue.moqAtMost')}
            placeholder={t('catalogue.any')}
            onCommit={(moq_lte) => onChange({ moq_lte })}
          />
        </div>
        <CountryFilter value={filters.supplier_country} onChange={(supplier_country) => onChange({ supplier_country })} />
        <RatingFilter value={filters.min_rating} onChange={(min_rating) => onChange({ min_rating })} />
        <label className="catalogue-verified-only">
          <input
            type="checkbox"
            checked={filters.verified === 'true'}
            onChange={(event) => onChange({ verified: event.target.checked ? 'true' : undefined })}
          />
          {t('catalogue.verifiedOnly')}
        </label>
        {hasAnyFilter(filters) && (
          <button type="button" className="plain-button is-link catalogue-clear" onClick={onClear}>
            {t('catalogue.clearFilters')}
          </button>
        )}
      </div>
    </div>
  );
}
