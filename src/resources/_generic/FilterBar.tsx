import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Input, Select } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import { CountryPicker } from '../../components/CountryPicker';
import { SearchInput } from '../../components/SearchInput';
import { CategorySelect } from './CategorySelect';
import type { FilterDeclaration } from './types';

import { activeMoreFilters, filterParams } from './url-state';

// The date picker and the number boxes are large parts of antd: only a list with such a filter fetches
// them, and a range sits behind "More filters", so even those lists fetch it when the panel opens.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));
const RangeFilter = lazy(() => import('./RangeFilter'));

type Values = Record<string, string>;
type OnChange = (values: Record<string, string | undefined>) => void;

function FilterControl({ filter, values, onChange }: { filter: FilterDeclaration; values: Values; onChange: OnChange }) {
  const { t } = useTranslation();
  switch (filter.kind) {
    case 'search':
      return <SearchInput className="filter-search" value={values.q ?? ''} placeholder={t(filter.placeholderKey)} label={t('resources.search')} onChange={(q) => onChange({ q })} />;
    case 'select':
      return (
        <Select<string>
          className="filter-select"
          allowClear
          placeholder={t(filter.labelKey)}
          aria-label={t(filter.labelKey)}
          value={values[filter.field]}
          onChange={(value) => onChange({ [filter.field]: value })}
          options={filter.values.values.map((value) => ({ value, label: t(`${filter.values.labelPrefix}.${value}`) }))}
          popupMatchSelectWidth={false}
        />
      );
    case 'category':
      return (
        <CategorySelect
          className="filter-select filter-category"
          aria-label={t(filter.labelKey)}
          placeholder={t(filter.labelKey)}
          value={values[filter.field]}
          onChange={(value) => onChange({ [filter.field]: value ?? undefined })}
        />
      );
    case 'country':
      return (
        <CountryPicker
          className="filter-select"
          allowClear
          placeholder={t(filter.labelKey)}
          aria-label={t(filter.labelKey)}
          value={values[filter.field]}
          onChange={(code) => onChange({ [filter.field]: code })}
          popupMatchSelectWidth={false}
        />
      );
    case 'range':
      return (
        <Suspense fallback={<Input className="filter-range" disabled aria-label={t(filter.labelKey)} />}>
          <RangeFilter filter={filter} values={values} onChange={onChange} />
        </Suspense>
      );
    case 'dateRange':
      return (
        <Suspense fallback={<Input className="filter-dates" disabled aria-label={t(filter.labelKey)} />}>
          <DateRangeFilter label={t(filter.labelKey)} from={values[filter.from]} to={values[filter.to]} onChange={(from, to) => onChange({ [filter.from]: from, [filter.to]: to })} />
        </Suspense>
      );
  }
}

/** A labelled control for the "More filters" panel (the bar's own controls carry their label inside). */
function LabelledFilter({ filter, values, onChange }: { filter: FilterDeclaration; values: Values; onChange: OnChange }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="filter-more-item" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="filter-more-label">
        {filter.kind === 'search' ? t('resources.search') : t(filter.labelKey)}
      </span>
      <FilterControl filter={filter} values={values} onChange={onChange} />
    </div>
  );
}

/**
 * Search first, then the main filters, the rest behind "More filters" (open by itself when one of
 * them is set), and "Clear filters" while any is.
 */
export function FilterBar({ filters, values, onChange }: { filters: FilterDeclaration[]; values: Values; onChange: OnChange }) {
  const { t } = useTranslation();
  const panelId = useId();
  const more = filters.filter((f) => f.kind !== 'search' && f.more);
  const main = filters.filter((f) => !(f.kind !== 'search' && f.more));
  const moreActive = activeMoreFilters(values, filters);
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  const anyActive = Object.keys(values).length > 0;
  const clearAll = () => onChange(Object.fromEntries(filters.flatMap(filterParams).map((name) => [name, undefined])));

  return (
    <div className="filter-bar">
      <div className="filter-bar-row">
        {main.map((filter) => (
          <FilterControl key={filterParams(filter).join()} filter={filter} values={values} onChange={onChange} />
        ))}
        {more.length > 0 && (
          <Badge count={moreActive} size="small" offset={[-4, 4]}>
            <Button icon={<FilterOutlined aria-hidden />} aria-expanded={moreOpen} aria-controls={panelId} onClick={() => setMoreOpen(!moreOpen)}>
              {t('resources.moreFilters')}
            </Button>
          </Badge>
        )}
        {anyActive && (
          <Button type="link" onClick={clearAll} className="filter-clear">
            {t('resources.clearFilters')}
          </Button>
        )}
      </div>
      {more.length > 0 && moreOpen && (
        <div id={panelId} className="filter-more">
          {more.map((filter) => (
            <LabelledFilter key={filterParams(filter).join()} filter={filter} values={values} onChange={onChange} />
          ))}
        </div>
      )}
    </div>
  );
}
