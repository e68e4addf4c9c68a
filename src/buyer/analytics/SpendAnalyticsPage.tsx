import { DatePicker, Segmented, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n';
import { Link, useSearchParams } from 'react-router';
import type { SpendReport } from '../../contract/buyer';
import { EmptyState, ErrorState, PageHeader } from '../../engine/states';
import { intlLocale, minorDigits, toMajor } from '../../components/money';
import { formatMoney, formatNumber } from '../../components/money';
import { useApiData } from '../../engine/useApiData';
import type { ChartPoint } from './SpendCharts';
import '../buyer-pages.css';

const SpendChart = lazy(() => import('./SpendCharts'));

const DAY = 'YYYY-MM-DD';

/** A chart and, for those who do not see it, the same figures as a table. */
function ChartCard({
  title,
  kind,
  points,
  format,
  axisFormat,
  emptyText,
  height,
}: {
  title: string;
  kind: 'column' | 'bar';
  points: ChartPoint[];
  format: (value: number) => string;
  axisFormat: (value: number) => string;
  emptyText: string;
  height?: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="resource-card buyer-chart-card" aria-label={title}>
      <h2 className="form-section-title">{title}</h2>
      {points.length === 0 ? (
        <p className="form-section-text">{emptyText}</p>
      ) : (
        <>
          <div className="buyer-chart" aria-hidden="true">
            <Suspense fallback={<Skeleton.Node active className="buyer-chart-skeleton" />}>
              <SpendChart kind={kind} data={points} format={format} axisFormat={axisFormat} height={height} />
            </Suspense>
          </div>
          <details className="buyer-chart-table">
            <summary>{t('buyerAnalytics.showTable')}</summary>
            <table>
              <caption className="visually-hidden">{title}</caption>
              <tbody>
                {points.map((point) => (
                  <tr key={point.label}>
                    <th scope="row">{point.label}</th>
                    <td>{format(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}

/** Every month of the range, so a month without spend shows as zero rather than disappearing. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let cursor = dayjs(from).startOf('month');
  const end = dayjs(to).startOf('month');
  while (!cursor.isAfter(end) && months.length < 40) {
    months.push(cursor.format('YYYY-MM'));
    cursor = cursor.add(1, 'month');
  }
  return months;
}

/**
 * /analytics/sales: the buyer's spend (accepted orders) over time, by supplier and by category, one
 * currency at a time (amounts are never converted), for a range kept in the URL.
 */
export default function SpendAnalyticsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const { data, error, loading, reload } = useApiData<SpendReport>('/buyer/analytics/spend', { from, to });
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);

  const currencies = data?.totals.map((total) => total.currency) ?? [];
  const currency = chosenCurrency && currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? null);

  const charts = useMemo(() => {
    if (!data || !currency) return null;
    const major = (minor: number) => toMajor(minor, currency);
    const monthLabel = (month: string) =>
      new Intl.DateTimeFormat(intlLocale(language), { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
    const byMonth = new Map(data.by_month.filter((row) => row.currency === currency).map((row) => [row.month, row.total_minor]));
    return {
      months: monthsBetween(data.from, data.to).map((month) => ({ label: monthLabel(month), value: major(byMonth.get(month) ?? 0) })),
      suppliers: data.by_supplier.filter((row) => row.currency === currency).map((row) => ({ label: row.supplier, value: major(row.total_minor) })),
      categories: data.by_category
        .filter((row) => row.currency === currency)
        .map((row) => ({ label: row.category?.split(' / ').pop() ?? t('buyerAnalytics.uncategorised'), value: major(row.total_minor) })),
    };
  }, [data, currency, language, t]);

  const format = (value: number) => (currency ? formatMoney(Math.round(value * 10 ** minorDigits(currency)), currency, language) : String(value));
  const axisFormat = (value: number) => {
    if (!currency) return String(value);
    try {
      return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 1 }).format(value);
    } catch {
      return String(value);
    }
  };
  const total = data?.totals.find((row) => row.currency === currency);

  const setRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (range?.[0] && range[1]) {
        next.set('from', range[0].format(DAY));
        next.set('to', range[1].format(DAY));
      } else {
        next.delete('from');
        next.delete('to');
      }
      return next;
    });

  return (
    <div className="resource-page">
      <PageHeader
        title={t('buyerShell.analytics')}
        extra={
          <DatePicker.RangePicker
            aria-label={t('buyerAnalytics.range')}
            value={data ? [dayjs(data.from), dayjs(data.to)] : null}
            onChange={(range) => setRange(range)}
            allowClear={Boolean(from || to)}
            presets={[
              { label: t('buyerAnalytics.last3Months'), value: [dayjs().subtract(2, 'month').startOf('month'), dayjs()] },
              { label: t('buyerAnalytics.last12Months'), value: [dayjs().subtract(11, 'month').startOf('month'), dayjs()] },
              { label: t('buyerAnalytics.thisYear'), value: [dayjs().startOf('year'), dayjs()] },
              { label: t('buyerAnalytics.lastYear'), value: [dayjs().subtract(1, 'year').startOf('year'), dayjs().subtract(1, 'year').endOf('year')] },
            ]}
          />
        }
      >
        <p className="form-section-text">{t(data?.scope === 'company' ? 'buyerAnalytics.introCompany' : 'buyerAnalytics.intro')}</p>
      </PageHeader>

      {error && !data ? (
        <section className="resource-card">
          <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} />
        </section>
      ) : !data ? (
        <section className="resource-card">
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      ) : !currency || !charts ? (
        <section className="resource-card">
          <EmptyState text={t('buyerAnalytics.empty')} action={<Link to="/Product">{t('buyerDashboard.browseProducts')}</Link>} />
        </section>
      ) : (
        <div className="buyer-analytics" aria-busy={loading}>
          {currencies.length > 1 && (
            <div className="buyer-analytics-currency">
              <span id="buyer-currency-label">{t('buyerAnalytics.currency')}</span>
              <Segmented aria-labelledby="buyer-currency-label" value={currency} onChange={(value) => setChosenCurrency(String(value))} options={currencies} />
              <span className="form-section-text">{t('buyerAnalytics.noConversion')}</span>
            </div>
          )}
          <ul className="figure-grid">
            <li className="figure-card">
              <span className="figure-card-label">{t('buyerAnalytics.totalSpend')}</span>
              <span className="figure-card-value">
                <span className="figure-card-money">{total ? formatMoney(total.total_minor, currency, language) : '—'}</span>
              </span>
            </li>
            <li className="figure-card">
              <span className="figure-card-label">{t('buyerAnalytics.orders')}</span>
              <span className="figure-card-value">{formatNumber(total?.orders ?? 0, language)}</span>
            </li>
            <li className="figure-card">
              <span className="figure-card-label">{t('buyerAnalytics.average')}</span>
              <span className="figure-card-value">
                <span className="figure-card-money">
                  {total && total.orders ? formatMoney(Math.round(total.total_minor / total.orders), currency, language) : '—'}
                </span>
              </span>
            </li>
            <li className="figure-card">
              <span className="figure-card-label">{t('buyerAnalytics.suppliers')}</span>
              <span className="figure-card-value">
                {formatNumber(new Set(data.by_supplier.filter((row) => row.currency === currency).map((row) => row.supplier_id)).size, language)}
              </span>
            </li>
          </ul>
          <ChartCard
            title={t('buyerAnalytics.byMonth')}
            kind="column"
            points={charts.months}
            format={format}
            axisFormat={axisFormat}
            emptyText={t('buyerAnalytics.empty')}
          />
          <div className="buyer-analytics-columns">
            <ChartCard
              title={t('buyerAnalytics.bySupplier')}
              kind="bar"
              points={charts.suppliers}
              format={format}
              axisFormat={axisFormat}
              emptyText={t('buyerAnalytics.empty')}
              height={Math.max(200, charts.suppliers.length * 40)}
            />
            <ChartCard
              title={t('buyerAnalytics.byCategory')}
              kind="bar"
              points={charts.categories}
              format={format}
              axisFormat={axisFormat}
              emptyText={t('buyerAnalytics.empty')}
              height={Math.max(200, charts.categories.length * 40)}
            />
          </div>
          <p className="form-section-text">{t('buyerAnalytics.note')}</p>
        </div>
      )}
    </div>
  );
}
