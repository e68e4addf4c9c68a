import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { RfqPrompt } from './RfqPrompt';
import { useLocation, useSearchParams } from 'react-router';
import { fetchCatalogue } from './api';
import '../components/plain-controls.css';
import './catalogue.css';
import { CatalogueFilterBar } from './CatalogueFilterBar';
import { CataloguePagination } from '../components/CataloguePagination';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import {
  CATALOGUE_PAGE_SIZE,
  catalogueApiQuery,
  clearCatalogueFilters,
  hasAnyFilter,
  readCatalogueFilters,
  sortChoiceOf,
  writeCatalogueFilters,
  type CatalogueFiltersPatch,
  type SortChoice,
} from './filters';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { useRemote } from '../ssr/useRemote';

export interface CatalogueViewProps {
  /** The details page of a product: /ProductDetails/:id signed in, /PublicProductDetails/:id signed out. */
  detailsPath: (id: string) => string;
}

/** Where a details page's back link returns to: the list exactly as it was (search, filters, page). */
export interface CatalogueLinkState {
  catalogueSearch: string;
}

/**
 * The catalogue as a buyer browses it: search and filters, sort, a grid of product cards and pages,
 * all in the URL. It brings no frame of its own, so the seller shell and the public pages can hold it.
 */
export function CatalogueView({ detailsPath }: CatalogueViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = readCatalogueFilters(params);
  const queryKey = JSON.stringify(catalogueApiQuery(filters));
  const { result, loading, retry } = useRemote(queryKey, (signal) => fetchCatalogue(filters, signal));
  const sortId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const update = (patch: CatalogueFiltersPatch) => setParams(writeCatalogueFilters(params, patch));
  const total = result?.success ? (result.total ?? result.data.length) : 0;
  const lastPage = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));

  // A page number past the end (a stale bookmark) goes to the last page there is.
  useEffect(() => {
    if (result?.success && result.data.length === 0 && total > 0 && filters.page > lastPage) {
      setParams(writeCatalogueFilters(params, { page: lastPage }), { replace: true });
    }
  }, [result, total, filters.page, lastPage, params, setParams]);

  const sortOptions: Array<{ value: SortChoice; label: string }> = [
    // Best match means something only while searching.
    ...(filters.q ? [{ value: 'relevance' as const, label: t('catalogue.sortRelevance') }] : []),
    { value: 'newest', label: t('catalogue.sortNewest') },
    { value: 'price_asc', label: t('catalogue.sortPriceAsc') },
    { value: 'price_desc', label: t('catalogue.sortPriceDesc') },
    { value: 'name', label: t('catalogue.sortName') },
  ];

  let body: ReactNode = null;
  if (loading) {
    body = <ProductGridSkeleton count={8} />;
  } else if (result && !result.success) {
    body = <CatalogueError title={t('catalogue.loadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;
  } else if (result && result.data.length === 0) {
    body = hasAnyFilter(filters) ? (
      <CatalogueEmpty
        text={t('catalogue.emptyFiltered')}
        action={
          <button type="button" className="plain-button is-primary" onClick={() => setParams(clearCatalogueFilters(params))}>
            {t('catalogue.clearFilters')}
          </button>
        }
      />
    ) : (
      <CatalogueEmpty text={t('catalogue.empty')} />
    );
  } else if (result) {
    const linkState: CatalogueLinkState = { catalogueSearch: location.search };
    body = <ProductGrid products={result.data} detailsPath={detailsPath} linkState={linkState} />;
  }

  return (
    <div className="catalogue">
      <CatalogueFilterBar filters={filters} onChange={(values) => update({ values })} onClear={() => setParams(clearCatalogueFilters(params))} />
      <div className="catalogue-toolbar" ref={resultsRef}>
        <p className="catalogue-count" aria-live="polite">
          {result?.success ? (filters.q ? t('catalogue.resultsFor', { count: total, q: filters.q }) : t('catalogue.results', { count: total })) : '\u00a0'}
        </p>
        <div className="catalogue-sort">
          <label htmlFor={sortId}>{t('catalogue.sortLabel')}</label>
          <select
            id={sortId}
            className="catalogue-select"
            value={sortChoiceOf(filters)}
            onChange={(event) => update({ sort: event.target.value as SortChoice })}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body}
      {result?.success && total > CATALOGUE_PAGE_SIZE && (
        <CataloguePagination
          current={Math.min(filters.page, lastPage)}
          pageSize={CATALOGUE_PAGE_SIZE}
          total={total}
          label={t('catalogue.pages')}
          onChange={(page) => {
            update({ page });
            // The next page starts at the top of the results, not where the pagination was.
            resultsRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
          }}
        />
      )}
      {result && <RfqPrompt />}
    </div>
  );
}
