import { FilterOutlined } from '@ant-design/icons';
import { Button } from '../components/Button';
import { CountBadge } from '../components/CountBadge';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { categoriesInTreeOrder } from '../components/category-tree';
import { NativeSelect } from '../components/NativeSelect';
import { SearchInput } from '../components/SearchInput';
import { useCategoryTree } from './useCategoryTree';
import type { FilterDeclaration } from './types';
import '../components/plain-controls.css';

import { activeMoreFilters, filterParams } from './url-state';

// The date picker and the number boxes are large parts of antd: only a list with such a filter fetches
// them, and a range sits behind "More filters", so even those lists fetch it when the panel opens.
const DateRangeFilter = lazy(() => import('./DateRangeFilter'));
const RangeFilter = lazy(() => import('./RangeFilter'));
// The country picker searches some 250 names, which a native select cannot; only the lists filtering by
// country fetch it and antd's Select.
const CountryPicker = lazy(() => import('../components/CountryPicker').then((module) => ({ default: module.CountryPicker })));

type Values = Record<string, string>;
type OnChange = (values: Record<string, string | undefined>) => void;

/** Every category by its full path, in tree order ("Home & Garden / Kitchenware" after "Home & Garden"). */
function CategoryFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { tree, loading } = useCategoryTree();
  const options = useMemo(() => categoriesInTreeOrder(tree).map((node) => ({ value: node.value, label: node.path })), [tree]);
  return (
    <NativeSelect
      className="filter-select filter-category"
      disabled={loading}
      placeholder={label}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}

function FilterControl({ filter, values, onChange }: { filter: FilterDeclaration; values: Values; onChange: OnChange }) {
  const { t } = useTranslation();
  switch (filter.kind) {
    case 'search':
      return (
        <SearchInput
          className="filter-search"
          value={values.q ?? ''}
          placeholder={t(filter.placeholderKey)}
          label={t('resources.search')}
          onChange={(q) => onChange({ q })}
        />
      );
    case 'select':
      return (
        <NativeSelect
          className="filter-select"
          placeholder={t(filter.labelKey)}
          aria-label={t(filter.labelKey)}
          value={values[filter.field]}
          onChange={(value) => onChange({ [filter.field]: value })}
          options={filter.values.values.map((value) => ({ value, label: t(`${filter.values.labelPrefix}.${value}`) }))}
        />
      );
    case 'category':
      return <CategoryFilter label={t(filter.labelKey)} value={values[filter.field]} onChange={(value) => onChange({ [filter.field]: value })} />;
    case 'country':
      return (
        <Suspense
          fallback={
            <NativeSelect
              className="filter-select"
              disabled
              placeholder={t(filter.labelKey)}
              aria-label={t(filter.labelKey)}
              options={[]}
              onChange={() => {}}
            />
          }
        >
          <CountryPicker
            className="filter-select"
            allowClear
            placeholder={t(filter.labelKey)}
            aria-label={t(filter.labelKey)}
            value={values[filter.field]}
            onChange={(code) => onChange({ [filter.field]: code })}
            popupMatchSelectWidth={false}
          />
        </Suspense>
      );
    case 'range':
      return (
        <Suspense fallback={<input className="plain-input is-compact filter-range" disabled aria-label={t(filter.labelKey)} />}>
          <RangeFilter filter={filter} values={values} onChange={onChange} />
        </Suspense>
      );
    case 'dateRange':
      return (
        <Suspense fallback={<input className="plain-input is-compact filter-dates" disabled aria-label={t(filter.labelKey)} />}>
          <DateRangeFilter
            label={t(filter.labelKey)}
            from={values[filter.from]}
            to={values[filter.to]}
            onChange={(from, to) => onChange({ [filter.from]: from, [filter.to]: to })}
          />
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
          <CountBadge count={moreActive} className="filter-more-badge">
            <Button icon={<FilterOutlined aria-hidden />} aria-expanded={moreOpen} aria-controls={panelId} onClick={() => setMoreOpen(!moreOpen)}>
              {t('resources.moreFilters')}
            </Button>
          </CountBadge>
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
