import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../components/SearchInput';
import { COUNTRIES } from '../contract/constants';
import { CategoryPicker } from './CategoryPicker';
import { countryName } from './format';
import { activeFilterCount, hasAnyFilter, type CatalogueFilters, type FilterParam } from './filters';

export interface CatalogueFilterBarProps {
  filters: CatalogueFilters;
  onChange: (values: Partial<Record<FilterParam, string | undefined>>) => void;
  onClear: () => void;
}

/** A number box that applies when left or on Enter; it shows the URL's value again when that changes. */
function NumberFilter({ value, label, placeholder, integer, onCommit }: { value?: string; label: string; placeholder: string; integer?: boolean; onCommit: (value: string | undefined) => void }) {
  const commit = (text: string) => {
    const number = text.trim() === '' ? undefined : Number(text.replace(/,/g, ''));
    const valid = number !== undefined && Number.isFinite(number) && (integer ? Number.isInteger(number) && number >= 1 : number >= 0);
    const next = valid ? String(number) : undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <Input
      key={value ?? ''}
      className="catalogue-number"
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      min={integer ? 1 : 0}
      step={integer ? 1 : 'any'}
      defaultValue={value ?? ''}
      placeholder={placeholder}
      aria-label={label}
      onBlur={(event) => commit(event.target.value)}
      onPressEnter={(event) => commit((event.target as HTMLInputElement).value)}
    />
  );
}

/** Search first, then category, price, minimum order, supplier country and verification; on a phone those fold behind "Filters". */
export function CatalogueFilterBar({ filters, onChange, onClear }: CatalogueFilterBarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const priceHintId = useId();
  const count = activeFilterCount(filters);
  return (
    <div className="catalogue-filters" role="search">
      <div className="catalogue-filters-main">
        <SearchInput className="catalogue-search" size="large" value={filters.q ?? ''} placeholder={t('catalogue.searchPlaceholder')} label={t('catalogue.searchLabel')} onChange={(q) => onChange({ q })} />
        <Badge count={count} size="small" className="catalogue-filters-toggle">
          <Button size="large" icon={<FilterOutlined aria-hidden />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            {t('catalogue.filters')}
          </Button>
        </Badge>
      </div>
      <div id={panelId} className={open ? 'catalogue-filters-more is-open' : 'catalogue-filters-more'}>
        <CategoryPicker className="catalogue-category" value={filters.category_id} onChange={(category_id) => onChange({ category_id })} />
        <fieldset className="catalogue-price" aria-describedby={priceHintId}>
          <legend className="visually-hidden">{t('catalogue.price')}</legend>
          {/* Seen, so that typed amounts keep their meaning once the placeholders are gone. */}
          <span className="catalogue-filter-label" aria-hidden>
            {t('catalogue.price')}
          </span>
          <NumberFilter value={filters.price_gte} label={`${t('catalogue.price')}: ${t('catalogue.priceFrom')}`} placeholder={t('catalogue.priceFrom')} onCommit={(price_gte) => onChange({ price_gte })} />
          <span className="catalogue-price-dash" aria-hidden>
            –
          </span>
          <NumberFilter value={filters.price_lte} label={`${t('catalogue.price')}: ${t('catalogue.priceTo')}`} placeholder={t('catalogue.priceTo')} onCommit={(price_lte) => onChange({ price_lte })} />
          <span id={priceHintId} className="visually-hidden">
            {t('catalogue.priceHint')}
          </span>
        </fieldset>
        <div className="catalogue-moq">
          <span className="catalogue-filter-label" aria-hidden>
            {t('catalogue.moqAtMost')}
          </span>
          <NumberFilter value={filters.moq_lte} integer label={t('catalogue.moqAtMost')} placeholder={t('catalogue.any')} onCommit={(moq_lte) => onChange({ moq_lte })} />
        </div>
        <select
          className="catalogue-select catalogue-country"
          aria-label={t('catalogue.supplierCountry')}
          value={filters.supplier_country ?? ''}
          onChange={(event) => onChange({ supplier_country: event.target.value || undefined })}
        >
          <option value="">{t('catalogue.anyCountry')}</option>
          {/* A country typed into the URL that is not in the list still shows as chosen. */}
          {filters.supplier_country && !(COUNTRIES as readonly string[]).includes(filters.supplier_country) && <option value={filters.supplier_country}>{filters.supplier_country}</option>}
          {COUNTRIES.filter((country) => country !== 'Other').map((country) => (
            <option key={country} value={country}>
              {countryName(t, country) ?? country}
            </option>
          ))}
        </select>
        <Checkbox className="catalogue-verified-only" checked={filters.verified === 'true'} onChange={(event) => onChange({ verified: event.target.checked ? 'true' : undefined })}>
          {t('catalogue.verifiedOnly')}
        </Checkbox>
        {hasAnyFilter(filters) && (
          <Button type="link" className="catalogue-clear" onClick={onClear}>
            {t('catalogue.clearFilters')}
          </Button>
        )}
      </div>
    </div>
  );
}
