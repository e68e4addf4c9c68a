// /dashboard/analytics: the funnel (views → inquiries → quotes → orders → revenue) in total and per
// product, and buyer demand (the searches in the seller's categories, and those that found nothing),
// for a period against the one before it. Every table downloads as CSV; the funnel chart reads as a table.
import { Skeleton } from 'antd';
import { lazy } from 'react';
import { Link } from 'react-router';
import type { Figure, Money, SearchDemand, SellerAnalytics } from '../contract/seller-analytics';
import { useTranslation } from '../i18n';
import { ErrorState, PageHeader } from '../engine/states';
import { formatMoney, formatNumber } from '../components/money';
import { useApiData } from '../engine/useApiData';
import { ChartCard, DataTable, percentText, rateText } from './figures';
import { ComparedWith, CsvButton, PeriodPicker } from './period-controls';
import { periodQuery, usePeriod, type PeriodChoice } from './usePeriod';
import '../buyer/buyer-pages.css';
import './seller-analytics.css';

const FunnelChart = lazy(() => import('./Charts').then((module) => ({ default: module.FunnelChart })));

const moneyText = (revenue: Money[], language: string) =>
  revenue.length === 0 ? '—' : revenue.map((money) => formatMoney(money.amount_minor, money.currency, language)).join(' · ');

function Funnel({ data, choice, language }: { data: SellerAnalytics; choice: PeriodChoice; language: string }) {
  const { t } = useTranslation('sellerAnalytics');
  const { funnel } = data;
  const change = (value: number | null) => (value === null ? '—' : percentText(value, language, 0));
  const steps: Array<{ key: string; label: string; figure: Figure }> = [
    { key: 'views', label: t('sellerAnalytics.views'), figure: funnel.views },
    { key: 'inquiries', label: t('sellerAnalytics.inquiries'), figure: funnel.inquiries },
    { key: 'quotes', label: t('sellerAnalytics.quotes'), figure: funnel.quotes },
    { key: 'orders', label: t('sellerAnalytics.ordersFigure'), figure: funnel.orders },
  ];
  const rows = [
    ...steps.map((step) => ({
      key: step.key,
      label: step.label,
      now: formatNumber(step.figure.current, language),
      before: formatNumber(step.figure.previous, language),
      change: change(step.figure.change),
    })),
    ...funnel.revenue.map((money) => ({
      key: `revenue-${money.currency}`,
      label: `${t('sellerAnalytics.revenue')} (${money.currency})`,
      now: formatMoney(money.current_minor, money.currency, language),
      before: formatMoney(money.previous_minor, money.currency, language),
      change: change(money.change),
    })),
    {
      key: 'conversion',
      label: t('sellerAnalytics.conversion'),
      now: funnel.conversion.current === null ? '—' : rateText(funnel.conversion.current, language),
      before: funnel.conversion.previous === null ? '—' : rateText(funnel.conversion.previous, language),
      change: change(funnel.conversion.change),
    },
  ];
  return (
    <ChartCard
      title={t('sellerAnalytics.funnelTitle')}
      actions={<CsvButton table="funnel" choice={choice} />}
      chart={<FunnelChart data={steps.map((step) => ({ label: step.label, value: step.figure.current }))} format={(value) => formatNumber(value, language)} />}
      table={
        <DataTable
          caption={t('sellerAnalytics.funnelTitle')}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            { key: 'step', title: t('sellerAnalytics.step'), render: (row) => row.label },
            { key: 'now', title: t('sellerAnalytics.thisPeriod'), align: 'end', render: (row) => row.now },
            { key: 'before', title: t('sellerAnalytics.previousPeriod'), align: 'end', render: (row) => row.before },
            { key: 'change', title: t('sellerAnalytics.change'), align: 'end', render: (row) => row.change },
          ]}
        />
      }
    />
  );
}

function SearchTable({
  title,
  rows,
  empty,
  table,
  choice,
  language,
}: {
  title: string;
  rows: SearchDemand[];
  empty: string;
  table: 'top-searches' | 'zero-result-searches';
  choice: PeriodChoice;
  language: string;
}) {
  const { t } = useTranslation('sellerAnalytics');
  const columns = [
    { key: 'query', title: t('sellerAnalytics.query'), render: (row: SearchDemand) => row.query },
    { key: 'category', title: t('sellerAnalytics.category'), render: (row: SearchDemand) => row.category_path ?? t('sellerAnalytics.anyCategory') },
    { key: 'searches', title: t('sellerAnalytics.searches'), align: 'end' as const, render: (row: SearchDemand) => formatNumber(row.searches, language) },
    {
      key: 'before',
      title: t('sellerAnalytics.previousSearches'),
      align: 'end' as const,
      render: (row: SearchDemand) => formatNumber(row.previous_searches, language),
    },
    ...(table === 'top-searches'
      ? [{ key: 'results', title: t('sellerAnalytics.results'), align: 'end' as const, render: (row: SearchDemand) => formatNumber(row.results, language) }]
      : []),
  ];
  return (
    <section className="resource-card sa-card" aria-label={title}>
      <div className="sa-card-head">
        <h3 className="form-section-title">{title}</h3>
        <div className="sa-card-actions">
          <CsvButton table={table} choice={choice} />
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="form-section-text">{empty}</p>
      ) : (
        <DataTable caption={title} rows={rows} rowKey={(row) => `${row.query}-${row.category_id ?? ''}`} columns={columns} />
      )}
    </section>
  );
}

export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const [choice, setChoice] = usePeriod();
  const { data, error, loading, reload } = useApiData<SellerAnalytics>('seller/analytics', periodQuery(choice));

  return (
    <div className="resource-page sa-page">
      <PageHeader title={t('sellerAnalytics.analyticsTitle')}>
        <p className="form-section-text">{t('sellerAnalytics.analyticsIntro')}</p>
      </PageHeader>
      <section className="sa-period-bar" aria-label={t('sellerAnalytics.periodLabel')}>
        <PeriodPicker choice={choice} onChange={setChoice} period={data?.period} />
        {data && <ComparedWith previous={data.previous_period} />}
      </section>

      {error && !data ? (
        <section className="resource-card">
          <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} title={t('sellerAnalytics.periodLoadFailed')} />
        </section>
      ) : !data ? (
        <section className="resource-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      ) : (
        <div className="sa-stack" aria-busy={loading}>
          <p className="form-section-text">{t('sellerAnalytics.funnelIntro')}</p>
          <Funnel data={data} choice={choice} language={language} />

          <section className="resource-card sa-card" aria-labelledby="sa-products-title">
            <div className="sa-card-head">
              <h2 id="sa-products-title" className="form-section-title">
                {t('sellerAnalytics.funnelProducts')}
              </h2>
              <div className="sa-card-actions">
                <CsvButton table="funnel-products" choice={choice} />
              </div>
            </div>
            {data.products.length === 0 ? (
              <p className="form-section-text">{t('sellerAnalytics.funnelProductsEmpty')}</p>
            ) : (
              <>
                {data.products_total > data.products.length && (
                  <p className="form-section-text">
                    {t('sellerAnalytics.funnelProductsShown', {
                      shown: formatNumber(data.products.length, language),
                      total: formatNumber(data.products_total, language),
                    })}
                  </p>
                )}
                <DataTable
                  caption={t('sellerAnalytics.funnelProducts')}
                  rows={data.products}
                  rowKey={(row) => row.product_id}
                  columns={[
                    {
                      key: 'product',
                      title: t('sellerAnalytics.product'),
                      render: (row) => <Link to={`/ProductListingForm/view/${row.product_id}`}>{row.name}</Link>,
                    },
                    { key: 'views', title: t('sellerAnalytics.views'), align: 'end', render: (row) => formatNumber(row.views, language) },
                    { key: 'inquiries', title: t('sellerAnalytics.inquiries'), align: 'end', render: (row) => formatNumber(row.inquiries, language) },
                    { key: 'quotes', title: t('sellerAnalytics.quotes'), align: 'end', render: (row) => formatNumber(row.quotes, language) },
                    { key: 'orders', title: t('sellerAnalytics.orders'), align: 'end', render: (row) => formatNumber(row.orders, language) },
                    { key: 'revenue', title: t('sellerAnalytics.revenue'), align: 'end', render: (row) => moneyText(row.revenue, language) },
                    {
                      key: 'conversion',
                      title: t('sellerAnalytics.conversion'),
                      align: 'end',
                      render: (row) => (row.conversion === null ? '—' : rateText(row.conversion, language)),
                    },
                  ]}
                />
              </>
            )}
          </section>

          <section className="sa-stack" aria-labelledby="sa-demand-title">
            <div>
              <h2 id="sa-demand-title" className="sa-section-title">
                {t('sellerAnalytics.demandTitle')}
              </h2>
              <p className="form-section-text">{t('sellerAnalytics.demandIntro')}</p>
            </div>
            <div className="sa-columns is-even">
              <SearchTable
                title={t('sellerAnalytics.topSearches')}
                rows={data.top_searches}
                empty={t('sellerAnalytics.topSearchesEmpty')}
                table="top-searches"
                choice={choice}
                language={language}
              />
              <SearchTable
                title={t('sellerAnalytics.zeroSearches')}
                rows={data.zero_result_searches}
                empty={t('sellerAnalytics.zeroSearchesEmpty')}
                table="zero-result-searches"
                choice={choice}
                language={language}
              />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
