// /logistics/tracking: the buyer's shipped and delivered orders with carrier, tracking number and the
// status steps (each with its time from the order's history).
import { Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from '../i18n';
import { Link, useSearchParams } from 'react-router';
import { CatalogueEmpty, CatalogueError } from '../components/CatalogueStates';
import { useRemote } from '../ssr/useRemote';
import type { BuyerOrderSummary } from '../contract/ordering';
import { loadOrder, loadOrders } from './api';
import { MoneyText, StatusSteps, StatusTag } from './order-display';
import './ordering.css';

const TRACKING_PAGE_SIZE = 10;

function Shipment({ order }: { order: BuyerOrderSummary }) {
  const { t } = useTranslation();
  // The summary has no history; each card reads its order for the times of the steps.
  const details = useRemote(order.id, (signal) => loadOrder(order.id, signal));
  return (
    <li className="ordering-card tracking-card" data-testid="tracking-card">
      <div className="order-card-head">
        <Link to={`/orders/${encodeURIComponent(order.id)}`} className="order-number">
          {order.number}
        </Link>
        <StatusTag status={order.status} />
      </div>
      <div className="tracking-facts">
        <span className="ordering-stack">
          <span className="ordering-muted">{t('trackingPage.carrier')}</span>
          <strong>{order.carrier}</strong>
        </span>
        <span className="ordering-stack">
          <span className="ordering-muted">{t('trackingPage.trackingNumber')}</span>
          <Typography.Text strong copyable={order.tracking_number ? { text: order.tracking_number } : false} className="order-number">
            {order.tracking_number}
          </Typography.Text>
        </span>
        <span className="ordering-stack">
          <span className="ordering-muted">{order.supplier.name}</span>
          <MoneyText minor={order.total_minor} currency={order.currency} />
        </span>
      </div>
      <StatusSteps status={order.status} history={details.result?.success ? details.result.data.history : undefined} />
    </li>
  );
}

export default function TrackingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const remote = useRemote(String(page), (signal) => loadOrders({ status: 'tracking', page, limit: TRACKING_PAGE_SIZE }, signal));
  const result = remote.result;
  return (
    <div className="ordering-page">
      <header className="ordering-header">
        <div>
          <Typography.Title level={1} className="ordering-title">
            {t('trackingPage.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('trackingPage.intro')}</Typography.Text>
        </div>
      </header>
      {!result ? (
        <section className="ordering-card" aria-busy>
          <Skeleton active paragraph={{ rows: 4 }} />
        </section>
      ) : !result.success ? (
        <CatalogueError title={t('trackingPage.loadFailed')} message={result.message} onRetry={remote.retry} />
      ) : result.data.length === 0 ? (
        <section className="ordering-card">
          <CatalogueEmpty text={t('trackingPage.empty')} />
        </section>
      ) : (
        <>
          <ul className="order-cards">
            {result.data.map((order) => (
              <Shipment key={order.id} order={order} />
            ))}
          </ul>
          <div className="ordering-pagination">
            <Pagination
              current={page}
              pageSize={TRACKING_PAGE_SIZE}
              total={result.total ?? result.data.length}
              showSizeChanger={false}
              showTotal={(count) => t('myOrders.totalCount', { count })}
              onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </div>
        </>
      )}
    </div>
  );
}
