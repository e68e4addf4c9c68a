import {
  AppstoreOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { useCustom, type HttpError } from '@refinedev/core';
import { Skeleton } from 'antd';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../components/money';
import type { AdminOverview } from '../../contract/admin';
import { useLoginState } from '../../providers/session';
import { ErrorState, PageHeader } from '../../engine/states';
import type { DayPoint } from './OverviewCharts';

const OverviewChart = lazy(() => import('./OverviewCharts'));

interface AttentionItem {
  key: keyof AdminOverview['attention'];
  to: string;
  labelKey: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

const ATTENTION: readonly AttentionItem[] = [
  { key: 'pending_documents', to: '/admin/documents', labelKey: 'adminOverview.pendingDocuments', icon: FileProtectOutlined },
  { key: 'pending_category_requests', to: '/admin/category-requests', labelKey: 'adminOverview.pendingRequests', icon: TagsOutlined },
  { key: 'products_to_review', to: '/admin/products', labelKey: 'adminOverview.productsToReview', icon: AppstoreOutlined },
  {
    key: 'sellers_pending_verification',
    to: '/admin/sellers?verification_status=pending',
    labelKey: 'adminOverview.sellersPending',
    icon: SafetyCertificateOutlined,
  },
  { key: 'rfqs_to_moderate', to: '/admin/rfqs?status=open', labelKey: 'adminOverview.rfqsToModerate', icon: FileSearchOutlined },
  { key: 'reviews_to_moderate', to: '/admin/reviews?hidden=false&rating=1', labelKey: 'adminOverview.reviewsToModerate', icon: StarOutlined },
];

/** A daily series as a chart (loaded on demand) and, for those who do not see it, as a table. */
function SeriesCard({ title, kind, points, language }: { title: string; kind: 'line' | 'column'; points: DayPoint[]; language: string }) {
  const { t } = useTranslation();
  const total = points.reduce((sum, point) => sum + point.value, 0);
  return (
    <section className="resource-card admin-chart-card" aria-label={title}>
      <div className="admin-chart-head">
        <h2 className="form-section-title">{title}</h2>
        <span className="admin-chart-total">{t('adminOverview.last30', { count: total, total: formatNumber(total, language) })}</span>
      </div>
      <div className="admin-chart" aria-hidden="true">
        <Suspense fallback={<Skeleton.Node active className="admin-chart-skeleton" />}>
          <OverviewChart kind={kind} data={points} />
        </Suspense>
      </div>
      <details className="buyer-chart-table">
        <summary>{t('adminOverview.showTable')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('adminOverview.day')}</th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.label}>
                <th scope="row">{point.label}</th>
                <td>{formatNumber(point.value, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The back office's start: what waits for staff, the marketplace's totals, and 30 days of activity. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { user_name } = useLoginState();
  const { query } = useCustom<AdminOverview, HttpError>({ url: 'admin/overview', method: 'get', errorNotification: false });
  const overview = query.data?.data;

  const dayLabel = useMemo(() => new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }), [language]);
  const series = useMemo(() => {
    const days = overview?.series ?? [];
    const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
    return {
      orders: days.map((day) => ({ label: label(day.date), value: day.orders })),
      sellers: days.map((day) => ({ label: label(day.date), value: day.new_sellers })),
    };
  }, [overview, dayLabel]);

  const header = (
    <PageHeader title={t('adminOverview.title')}>{<p className="form-section-text">{t('adminOverview.welcome', { name: user_name ?? '' })}</p>}</PageHeader>
  );
  if (query.isError && !overview) {
    return (
      <div className="resource-page">
        {header}
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (!overview) {
    return (
      <div className="resource-page" aria-busy="true">
        {header}
        <div className="admin-attention-grid">
          {ATTENTION.map((item) => (
            <div key={item.key} className="resource-card admin-attention">
              <Skeleton active paragraph={{ rows: 1 }} title={{ width: '60%' }} />
            </div>
          ))}
        </div>
        <div className="resource-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }

  const totals = overview.totals;
  const money = totals.order_value_this_month.length
    ? totals.order_value_this_month.map((value) => formatMoney(value.total_minor, value.currency, language)).join(' · ')
    : formatMoney(0, 'USD', language);
  const figures: Array<{ key: string; label: string; value: string }> = [
    { key: 'sellers', label: t('adminOverview.sellers'), value: formatNumber(totals.sellers, language) },
    { key: 'buyers', label: t('adminOverview.buyers'), value: formatNumber(totals.buyers, language) },
    { key: 'products', label: t('adminOverview.products'), value: formatNumber(totals.products_published, language) },
    { key: 'orders', label: t('adminOverview.orders'), value: formatNumber(totals.orders, language) },
    { key: 'value', label: t('adminOverview.orderValue'), value: money },
  ];

  return (
    <div className="resource-page">
      {header}
      <section aria-labelledby="admin-attention-title">
        <h2 id="admin-attention-title" className="admin-block-title">
          {t('adminOverview.needsAttention')}
        </h2>
        <ul className="admin-attention-grid">
          {ATTENTION.map(({ key, to, labelKey, icon: Icon }) => {
            const count = overview.attention[key];
            return (
              <li key={key}>
                <Link to={to} className={count > 0 ? 'resource-card admin-attention has-work' : 'resource-card admin-attention'}>
                  <Icon aria-hidden className="admin-attention-icon" />
                  <span className="admin-attention-count">{formatNumber(count, language)}</span>
                  <span className="admin-attention-label">{t(labelKey)}</span>
                  <RightOutlined aria-hidden className="admin-attention-go" />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="admin-totals-title">
        <h2 id="admin-totals-title" className="admin-block-title">
          {t('adminOverview.marketplace')}
        </h2>
        <dl className="admin-figures">
          {figures.map((figure) => (
            <div key={figure.key} className="resource-card admin-figure">
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="admin-charts">
        <SeriesCard title={t('adminOverview.ordersPerDay')} kind="column" points={series.orders} language={language} />
        <SeriesCard title={t('adminOverview.sellersPerDay')} kind="line" points={series.sellers} language={language} />
      </div>
    </div>
  );
}
