// The seller's home (/dashboard): the balance owed and the next payout, what needs doing first, then
// the period's figures against the period before, revenue and orders day by day (chart or table), the
// top products and the performance score.
import { Segmented, Skeleton } from 'antd';
import { lazy, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ActionQueue as Queue, HomeFigures, MoneyFigure } from '../contract/seller-analytics';
import { useTranslation } from '../i18n';
import { SellerScoreCard } from '../performance/SellerScoreCard';
import { useLoginState } from '../providers/session';
import { ErrorState, PageHeader } from '../engine/states';
import { formatMoney, formatNumber, intlLocale, minorDigits, toMajor } from '../components/money';
import { useApiData } from '../engine/useApiData';
import { ActionQueue } from './ActionQueue';
import { BalanceTile } from './BalanceTile';
import { ChartCard, DataTable, FigureCard, percentText, rateText } from './figures';
import { ComparedWith, CsvButton, PeriodPicker } from './period-controls';
import { periodQuery, usePeriod } from './usePeriod';
import '../buyer/buyer-pages.css';
import './seller-analytics.css';

const SalesChart = lazy(() => import('./Charts').then((module) => ({ default: module.SalesChart })));

function MoneyList({ figures, language }: { figures: MoneyFigure[]; language: string }) {
  const { t } = useTranslation('sellerAnalytics');
  if (figures.length === 0) return <span className="sa-none">{t('sellerAnalytics.noRevenue')}</span>;
  return (
    <>
      {figures.map((figure) => (
        <span key={figure.currency} className="figure-card-money">
          {formatMoney(figure.current_minor, figure.currency, language)}
        </span>
      ))}
    </>
  );
}

/** The change of a figure given per currency: the main currency's (the card lists every currency). */
const mainChange = (figures: MoneyFigure[]) => (figures.length === 1 ? figures[0].change : undefined);

function Figures({ figures, language }: { figures: HomeFigures; language: string }) {
  const { t } = useTranslation('sellerAnalytics');
  const count = (value: number) => formatNumber(value, language);
  const rate = (value: number | null) => (value === null ? '—' : rateText(value, language));
  return (
    <ul className="figure-grid sa-figures">
      <FigureCard label={t('sellerAnalytics.revenue')} change={mainChange(figures.revenue)}>
        <span className="sa-money-list">
          <MoneyList figures={figures.revenue} language={language} />
        </span>
      </FigureCard>
      <FigureCard label={t('sellerAnalytics.ordersFigure')} change={figures.orders.change} previous={count(figures.orders.previous)}>
        {count(figures.orders.current)}
      </FigureCard>
      <FigureCard label={t('sellerAnalytics.averageOrderValue')} change={mainChange(figures.average_order_value)}>
        <span className="sa-money-list">
          <MoneyList figures={figures.average_order_value} language={language} />
        </span>
      </FigureCard>
      <FigureCard label={t('sellerAnalytics.views')} change={figures.views.change} previous={count(figures.views.previous)}>
        {count(figures.views.current)}
      </FigureCard>
      <FigureCard label={t('sellerAnalytics.inquiries')} change={figures.inquiries.change} previous={count(figures.inquiries.previous)}>
        {count(figures.inquiries.current)}
      </FigureCard>
      <FigureCard label={t('sellerAnalytics.conversion')} change={figures.conversion.change} previous={rate(figures.conversion.previous)}>
        {rate(figures.conversion.current)}
      </FigureCard>
    </ul>
  );
}

/** Several currencies: each one's revenue, change by change, since amounts are never added across them. */
function CurrencyChanges({ figures, language }: { figures: HomeFigures; language: string }) {
  const { t } = useTranslation('sellerAnalytics');
  if (figures.revenue.length < 2) return null;
  return (
    <DataTable
      caption={t('sellerAnalytics.revenue')}
      rows={figures.revenue}
      rowKey={(row) => row.currency}
      columns={[
        { key: 'currency', title: t('sellerAnalytics.currency'), render: (row) => row.currency },
        { key: 'now', title: t('sellerAnalytics.thisPeriod'), align: 'end', render: (row) => formatMoney(row.current_minor, row.currency, language) },
        { key: 'before', title: t('sellerAnalytics.previousPeriod'), align: 'end', render: (row) => formatMoney(row.previous_minor, row.currency, language) },
        {
          key: 'change',
          title: t('sellerAnalytics.change'),
          align: 'end',
          render: (row) => (row.change === null ? '—' : percentText(row.change, language, 0)),
        },
      ]}
    />
  );
}

export default function SellerHomePage() {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const { userDetails } = useLoginState();
  const [choice, setChoice] = usePeriod();
  const queue = useApiData<Queue>('seller/home/queue');
  const figures = useApiData<HomeFigures>('seller/home/figures', periodQuery(choice));
  const data = figures.data;
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const currencies = data ? [...new Set([...data.revenue.map((money) => money.currency), ...data.top_products.map((product) => product.currency)])] : [];
  const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? null);

  const dayLabel = useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [language]);
  const money = (minor: number) => (currency ? formatMoney(minor, currency, language) : formatNumber(minor, language));
  const revenueOf = (revenue: Array<{ currency: string; amount_minor: number }>) => revenue.find((entry) => entry.currency === currency)?.amount_minor ?? 0;
  const axisMoney = (value: number) => {
    try {
      return new Intl.NumberFormat(intlLocale(language), {
        style: 'currency',
        currency: currency ?? 'USD',
        notation: 'compact',
        maximumFractionDigits: 1,
      }).format(value);
    } catch {
      return String(value);
    }
  };
  const topProducts = data?.top_products.filter((product) => product.currency === currency) ?? [];

  return (
    <div className="resource-page sa-page">
      <PageHeader title={t('sellerPortal.welcome', { name: userDetails?.name ?? '' })}>
        <p className="form-section-text">{t('sellerAnalytics.homeIntro')}</p>
      </PageHeader>

      <BalanceTile />

      <ActionQueue queue={queue.data} error={queue.error} onRetry={queue.reload} />

      <section className="sa-period-bar" aria-label={t('sellerAnalytics.periodLabel')}>
        <PeriodPicker choice={choice} onChange={setChoice} period={data?.period} />
        {data && <ComparedWith previous={data.previous_period} />}
      </section>

      {figures.error && !data ? (
        <section className="resource-card">
          <ErrorState error={{ message: figures.error, statusCode: 500 }} onRetry={figures.reload} title={t('sellerAnalytics.periodLoadFailed')} />
        </section>
      ) : !data ? (
        <section className="resource-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      ) : (
        <div className="sa-stack" aria-busy={figures.loading}>
          <Figures figures={data} language={language} />
          <CurrencyChanges figures={data} language={language} />
          {currencies.length > 1 && (
            <div className="sa-currency">
              <span id="sa-currency-label">{t('sellerAnalytics.currency')}</span>
              <Segmented
                aria-labelledby="sa-currency-label"
                value={currency ?? undefined}
                onChange={(value) => setChosenCurrency(String(value))}
                options={currencies}
              />
            </div>
          )}
          <div className="sa-columns">
            <ChartCard
              title={t('sellerAnalytics.salesChart')}
              actions={<CsvButton table="daily" choice={choice} />}
              empty={data.orders.current === 0 ? t('sellerAnalytics.chartEmpty') : null}
              chart={
                <SalesChart
                  data={data.daily.map((point) => ({
                    label: dayLabel(point.day),
                    revenue: currency ? toMajor(revenueOf(point.revenue), currency) : 0,
                    orders: point.orders,
                  }))}
                  revenueLabel={`${t('sellerAnalytics.revenue')}${currency ? ` (${currency})` : ''}`}
                  ordersLabel={t('sellerAnalytics.orders')}
                  formatRevenue={(value) => money(Math.round(value * 10 ** minorDigits(currency)))}
                  axisRevenue={axisMoney}
                />
              }
              table={
                <DataTable
                  caption={t('sellerAnalytics.salesChart')}
                  rows={data.daily}
                  rowKey={(point) => point.day}
                  columns={[
                    { key: 'day', title: t('sellerAnalytics.day'), render: (point) => dayLabel(point.day) },
                    {
                      key: 'revenue',
                      title: `${t('sellerAnalytics.revenue')}${currency ? ` (${currency})` : ''}`,
                      align: 'end',
                      render: (point) => money(revenueOf(point.revenue)),
                    },
                    { key: 'orders', title: t('sellerAnalytics.orders'), align: 'end', render: (point) => formatNumber(point.orders, language) },
                    { key: 'views', title: t('sellerAnalytics.views'), align: 'end', render: (point) => formatNumber(point.views, language) },
                  ]}
                />
              }
            />
            <SellerScoreCard />
          </div>
          <section className="resource-card sa-card" aria-labelledby="sa-top-title">
            <div className="sa-card-head">
              <h2 id="sa-top-title" className="form-section-title">
                {t('sellerAnalytics.topProducts')}
              </h2>
              <div className="sa-card-actions">
                <CsvButton table="top-products" choice={choice} />
              </div>
            </div>
            {topProducts.length === 0 ? (
              <p className="form-section-text">{t('sellerAnalytics.topProductsEmpty')}</p>
            ) : (
              <DataTable
                caption={t('sellerAnalytics.topProducts')}
                rows={topProducts}
                rowKey={(product) => `${product.product_id}-${product.currency}`}
                columns={[
                  {
                    key: 'product',
                    title: t('sellerAnalytics.product'),
                    render: (product) => <Link to={`/ProductListingForm/view/${product.product_id}`}>{product.name}</Link>,
                  },
                  {
                    key: 'revenue',
                    title: t('sellerAnalytics.revenue'),
                    align: 'end',
                    render: (product) => formatMoney(product.revenue_minor, product.currency, language),
                  },
                  { key: 'quantity', title: t('sellerAnalytics.quantity'), align: 'end', render: (product) => formatNumber(product.quantity, language) },
                  { key: 'orders', title: t('sellerAnalytics.orders'), align: 'end', render: (product) => formatNumber(product.orders, language) },
                ]}
              />
            )}
          </section>
          <p className="form-section-text sa-note">{t('sellerAnalytics.figuresNote')}</p>
        </div>
      )}
    </div>
  );
}
