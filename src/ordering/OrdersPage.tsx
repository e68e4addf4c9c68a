// /orders/all, /orders/pending, /orders/completed, /orders/to-review: the buyer's orders, one page with a
// tab per path; search, dates and page live in the URL. A table on wide screens, cards on phones. 'To
// review' lists delivered orders still open for a review, each with a way to write it.
import { ShoppingOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, DatePicker, Pagination, Skeleton, Table, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../i18n';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import { useRemote } from '../ssr/useRemote';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { SearchInput } from '../components/SearchInput';
import { CARDS_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { useCompany } from '../company/company-store';
import type { BuyerOrderSummary, BuyerOrderView } from '../contract/ordering';
import { exactTimeText, relativeTimeText } from '../components/dates';
import { loadOrders, type OrderListQuery } from './api';
import { MoneyText, StatusTag, useLanguage } from './order-display';
import './ordering.css';

export const ORDERS_PAGE_SIZE = 20;
const TABS: Array<{ view: Exclude<BuyerOrderView, 'tracking'>; path: string; labelKey: string }> = [
  { view: 'all', path: '/orders/all', labelKey: 'myOrders.tabAll' },
  { view: 'pending', path: '/orders/pending', labelKey: 'myOrders.tabPending' },
  { view: 'completed', path: '/orders/completed', labelKey: 'myOrders.tabCompleted' },
  { view: 'to_review', path: '/orders/to-review', labelKey: 'myOrders.tabToReview' },
];

/** The tab from the path, the rest from the query string. */
export function ordersQueryFrom(pathname: string, params: URLSearchParams): OrderListQuery {
  const view = TABS.find((tab) => tab.path === pathname)?.view ?? 'all';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: view,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    limit: ORDERS_PAGE_SIZE,
    q: params.get('q') || undefined,
    created_from: params.get('created_from') || undefined,
    created_to: params.get('created_to') || undefined,
  };
}

function PlacedTime({ iso }: { iso: string }) {
  const language = useLanguage();
  return (
    <time dateTime={iso} title={exactTimeText(iso, language)}>
      {relativeTimeText(iso, language)}
    </time>
  );
}

function PaymentText({ order }: { order: BuyerOrderSummary }) {
  const { t } = useTranslation();
  return (
    <span className="ordering-stack">
      <span>{t(`myOrders.${order.payment_method}`)}</span>
      <span className="ordering-muted">{t(order.payment_status === 'paid' ? 'myOrders.paid' : 'myOrders.unpaid')}</span>
    </span>
  );
}

/** To the order's page with its review form open. */
function WriteReviewLink({ order }: { order: BuyerOrderSummary }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/orders/${encodeURIComponent(order.id)}?review=write`}
      className="ordering-review-link"
      aria-label={`${t('myOrders.writeReview')}: ${order.number}`}
    >
      <SmileOutlined aria-hidden /> {t('myOrders.writeReview')}
    </Link>
  );
}

function OrderCard({ order, reviewing, showPlacedBy }: { order: BuyerOrderSummary; reviewing: boolean; showPlacedBy: boolean }) {
  const { t } = useTranslation();
  return (
    <li className="ordering-card order-card">
      <div className="order-card-head">
        <Link to={`/orders/${encodeURIComponent(order.id)}`} className="order-number">
          {order.number}
        </Link>
        <StatusTag status={order.status} />
      </div>
      <span>
        {order.supplier.name} {order.supplier.verified && <VerifiedBadge />}
      </span>
      {showPlacedBy && order.placed_by && <span className="ordering-muted">{t('myOrders.placedByName', { name: order.placed_by.name })}</span>}
      <div className="order-card-foot">
        <span className="ordering-muted">
          <PlacedTime iso={order.created_at} /> · {t('myOrders.lines', { count: order.line_count })}
        </span>
        <MoneyText minor={order.total_minor} currency={order.currency} />
      </div>
      {reviewing && <WriteReviewLink order={order} />}
    </li>
  );
}

export default function OrdersPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(CARDS_QUERY);
  const query = ordersQueryFrom(pathname, params);
  const remote = useRemote(JSON.stringify(query), (signal) => loadOrders(query, signal));
  const filtered = Boolean(query.q || query.created_from || query.created_to);
  // A company member's list may hold colleagues' orders (the approver's, admin's and viewer's roles read
  // them all), so it says who placed each one; a buyer on their own sees only their own.
  const inCompany = useCompany().mine !== null;

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const result = remote.result;
  const orders = result?.success ? result.data : [];
  const showPlacedBy = inCompany && orders.some((order) => order.placed_by);
  const columns = [
    {
      key: 'number',
      title: t('myOrders.number'),
      render: (_: unknown, order: BuyerOrderSummary) => (
        <Link to={`/orders/${encodeURIComponent(order.id)}`} className="order-number">
          {order.number}
        </Link>
      ),
    },
    {
      key: 'supplier',
      title: t('myOrders.supplier'),
      render: (_: unknown, order: BuyerOrderSummary) => (
        <span className="ordering-stack">
          <span>
            {order.supplier.name} {order.supplier.verified && <VerifiedBadge />}
          </span>
          <span className="ordering-muted">{t('myOrders.lines', { count: order.line_count })}</span>
        </span>
      ),
    },
    ...(showPlacedBy
      ? [{ key: 'placed-by', title: t('myOrders.placedBy'), render: (_: unknown, order: BuyerOrderSummary) => order.placed_by?.name ?? '' }]
      : []),
    { key: 'placed', title: t('myOrders.placed'), render: (_: unknown, order: BuyerOrderSummary) => <PlacedTime iso={order.created_at} /> },
    {
      key: 'total',
      title: t('myOrders.total'),
      align: 'right' as const,
      render: (_: unknown, order: BuyerOrderSummary) => <MoneyText minor={order.total_minor} currency={order.currency} />,
    },
    { key: 'status', title: t('myOrders.status'), render: (_: unknown, order: BuyerOrderSummary) => <StatusTag status={order.status} /> },
    { key: 'payment', title: t('myOrders.payment'), render: (_: unknown, order: BuyerOrderSummary) => <PaymentText order={order} /> },
  ];
  const reviewing = query.status === 'to_review';
  if (reviewing)
    columns.push({ key: 'review', title: t('myOrders.review'), render: (_: unknown, order: BuyerOrderSummary) => <WriteReviewLink order={order} /> });

  let body;
  if (result && !result.success) {
    body = <CatalogueError title={t('myOrders.loadFailed')} message={result.message} onRetry={remote.retry} />;
  } else if (result && orders.length === 0) {
    body = filtered ? (
      <CatalogueEmpty text={t('myOrders.noMatch')} action={<Button onClick={() => setParams(new URLSearchParams())}>{t('myOrders.clearFilters')}</Button>} />
    ) : (
      <CatalogueEmpty
        text={t(`myOrders.empty_${query.status}`)}
        action={
          query.status === 'all' ? (
            <Button type="primary" icon={<ShoppingOutlined aria-hidden />} onClick={() => navigate('/Product')}>
              {t('myOrders.shopNow')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (phone) {
    body = remote.loading ? (
      <Skeleton active paragraph={{ rows: 6 }} />
    ) : (
      <ul className="order-cards">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} reviewing={reviewing} showPlacedBy={showPlacedBy} />
        ))}
      </ul>
    );
  } else {
    body = (
      <Table<BuyerOrderSummary>
        rowKey="id"
        columns={columns}
        dataSource={orders}
        loading={remote.loading}
        pagination={false}
        sticky
        scroll={{ x: 'max-content' }}
      />
    );
  }

  const total = result?.success ? (result.total ?? orders.length) : 0;
  return (
    <div className="ordering-page">
      <header className="ordering-header">
        <Typography.Title level={1} className="ordering-title">
          {t('myOrders.title')}
        </Typography.Title>
      </header>
      <Tabs
        activeKey={query.status}
        onChange={(key) => {
          // Filters carry over to the other tab; the page starts again.
          const next = new URLSearchParams(params);
          next.delete('page');
          const search = next.toString();
          navigate({ pathname: TABS.find((tab) => tab.view === key)?.path ?? '/orders/all', search: search ? `?${search}` : '' });
        }}
        items={TABS.map((tab) => ({ key: tab.view, label: t(tab.labelKey) }))}
      />
      <div className="ordering-filters">
        <SearchInput
          value={query.q ?? ''}
          onChange={(q) => update({ q: q || undefined })}
          placeholder={t('myOrders.searchPlaceholder')}
          label={t('myOrders.searchPlaceholder')}
          className="ordering-search"
        />
        <DatePicker.RangePicker
          aria-label={t('myOrders.placedBetween')}
          placeholder={[t('resources.dateFrom'), t('resources.dateTo')]}
          value={[query.created_from ? dayjs(query.created_from) : null, query.created_to ? dayjs(query.created_to) : null]}
          allowEmpty={[true, true]}
          onChange={(range) => update({ created_from: range?.[0]?.format('YYYY-MM-DD'), created_to: range?.[1]?.format('YYYY-MM-DD') })}
        />
      </div>
      <section className="ordering-card ordering-table">{body}</section>
      {total > 0 && (
        <div className="ordering-pagination">
          <Pagination
            current={query.page}
            pageSize={ORDERS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            showTotal={(count) => t('myOrders.totalCount', { count })}
            onChange={(page) => update({ page: page > 1 ? String(page) : undefined })}
            simple={phone}
          />
        </div>
      )}
    </div>
  );
}
