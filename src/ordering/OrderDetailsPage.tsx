// /orders/:id: one of the buyer's orders — supplier, lines and totals, shipping address, payment,
// carrier and tracking, the status steps and the history; 'Cancel order' (asks first) while pending;
// once delivered, the buyer's review of it (src/reviews).
import { ArrowLeftOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CatalogueError } from '../components/CatalogueStates';
import { OrderChatButton } from '../chat/OpenConversationButton';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { ConfirmDialog } from '../components/ConfirmDialog';
import type { OrderLine } from '../contract/operations';
import type { BuyerOrderDetails } from '../contract/ordering';
import { translateMessage, useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { exactTimeText } from '../components/dates';
import { formatNumber } from '../components/money';
import { useRemote } from '../ssr/useRemote';
import { cancelOrder, loadOrder } from './api';
import { useMediaQuery } from '../components/useMediaQuery';
import { OrderLineCards } from '../components/OrderLineCards';
import { OrderReview } from '../reviews/OrderReview';
import { OrderPayment } from '../payments/OrderPayment';
import { sessionStore } from '../providers/session';
import { AddressBlock, HistoryTimeline, lineSummaryText, MoneyText, NARROW_QUERY, StatusSteps, StatusTag, useLanguage } from './order-display';
import './ordering.css';
import './order-details.css';

function Shipment({ order }: { order: BuyerOrderDetails }) {
  const { t } = useTranslation('rfq');
  if (!order.carrier) return <span className="ordering-muted">{t('orderPage.notShipped')}</span>;
  return (
    <span className="ordering-stack">
      <span>{order.carrier}</span>
      {order.tracking_number && (
        <Typography.Text copyable={{ text: order.tracking_number }} className="order-number">
          {order.tracking_number}
        </Typography.Text>
      )}
    </span>
  );
}

function OrderView({ order, onChanged }: { order: BuyerOrderDetails; onChanged: (order: BuyerOrderDetails) => void }) {
  const { t } = useTranslation('rfq', 'payments');
  const language = useLanguage();
  const [cancelling, setCancelling] = useState(false);
  const narrow = useMediaQuery(NARROW_QUERY);
  // With shipping, the products' sum and the shipping come before the total, so the figures add up.
  const shippingRows =
    order.totals.shipping_minor > 0
      ? [
          { key: 'subtotal', label: t('orderPage.subtotal'), minor: order.totals.subtotal_minor },
          { key: 'shipping', label: t('orderPage.shipping'), minor: order.totals.shipping_minor },
        ]
      : [];
  const columns = [
    {
      key: 'product',
      title: t('orderPage.product'),
      render: (_: unknown, line: OrderLine) => (
        <span className="ordering-stack">
          {line.product_id ? <Link to={`/ProductDetails/${encodeURIComponent(line.product_id)}`}>{line.product_name}</Link> : <span>{line.product_name}</span>}
          <span className="ordering-muted">{line.sku}</span>
        </span>
      ),
    },
    {
      key: 'quantity',
      title: t('orderPage.quantity'),
      align: 'right' as const,
      className: 'order-figure',
      render: (_: unknown, line: OrderLine) => formatNumber(line.quantity, language),
    },
    {
      key: 'price',
      title: t('orderPage.unitPrice'),
      align: 'right' as const,
      className: 'order-figure',
      render: (_: unknown, line: OrderLine) => <MoneyText minor={line.unit_price_minor} currency={order.currency} />,
    },
    {
      key: 'total',
      title: t('orderPage.lineTotal'),
      align: 'right' as const,
      className: 'order-figure',
      render: (_: unknown, line: OrderLine) => <MoneyText minor={line.line_total_minor} currency={order.currency} />,
    },
  ];
  return (
    <>
      <header className="ordering-header">
        <div>
          <Link to="/orders/all" className="ordering-back">
            <ArrowLeftOutlined aria-hidden /> {t('orderPage.back')}
          </Link>
          <div className="order-title-row">
            <Typography.Title level={1} className="ordering-title order-number">
              {order.number}
            </Typography.Title>
            <StatusTag status={order.status} />
          </div>
          <Typography.Text type="secondary">{t('orderPage.placedOn', { date: exactTimeText(order.created_at, language) })}</Typography.Text>
        </div>
        <div className="order-header-actions">
          <OrderChatButton orderId={order.id} audience="buyer" />
          {order.can_cancel && (
            <Button danger icon={<CloseCircleOutlined aria-hidden />} onClick={() => setCancelling(true)}>
              {t('orderPage.cancel')}
            </Button>
          )}
        </div>
      </header>
      {order.status !== 'cancelled' && (
        <section className="ordering-card">
          <StatusSteps status={order.status} history={order.history} />
        </section>
      )}
      {order.status === 'delivered' && <OrderReview key={order.id} orderId={order.id} />}
      <div className="ordering-layout">
        <div className="ordering-main">
          <section className="ordering-card">
            <Descriptions
              column={{ xs: 1, sm: 2 }}
              items={[
                {
                  key: 'supplier',
                  label: t('orderPage.supplier'),
                  children: (
                    <span>
                      {order.supplier.name} {order.supplier.verified && <VerifiedBadge />}
                    </span>
                  ),
                },
                { key: 'total', label: t('orderPage.total'), children: <MoneyText minor={order.total_minor} currency={order.currency} /> },
                {
                  key: 'payment',
                  label: t('orderPage.payment'),
                  children: (
                    <span className="ordering-stack">
                      <span>{t(`myOrders.${order.payment_method}`)}</span>
                      <span className="ordering-muted">
                        {order.paid_at ? t('orderPage.paidOn', { date: exactTimeText(order.paid_at, language) }) : t('myOrders.unpaid')}
                      </span>
                    </span>
                  ),
                },
                { key: 'shipment', label: t('orderPage.shipment'), children: <Shipment order={order} /> },
                // An accepted quote's Incoterm, with the place it names.
                ...(order.incoterm
                  ? [
                      {
                        key: 'incoterm',
                        label: t('rfqCompare.deliveryTerm'),
                        children: (
                          <span className="order-incoterm">
                            {order.incoterm.place ? `${order.incoterm.code} ${order.incoterm.place}` : order.incoterm.code}
                          </span>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
          <section className="ordering-card ordering-table" aria-labelledby="order-lines">
            <h2 id="order-lines">{t('orderPage.lines')}</h2>
            {narrow ? (
              <OrderLineCards
                lines={order.lines.map((line) => ({
                  id: line.id,
                  name: line.product_id ? <Link to={`/ProductDetails/${encodeURIComponent(line.product_id)}`}>{line.product_name}</Link> : line.product_name,
                  detail: lineSummaryText(t, line.quantity, line.unit_price_minor, order.currency, language, line.unit),
                  total: <MoneyText minor={line.line_total_minor} currency={order.currency} />,
                }))}
                totals={[
                  ...shippingRows.map(({ key, label, minor }) => ({ key, label, amount: <MoneyText minor={minor} currency={order.currency} /> })),
                  { key: 'total', label: t('orderPage.total'), amount: <MoneyText minor={order.totals.total_minor} currency={order.currency} />, strong: true },
                ]}
              />
            ) : (
              <Table<OrderLine>
                rowKey="id"
                columns={columns}
                dataSource={order.lines}
                pagination={false}
                summary={() => (
                  <>
                    {shippingRows.map(({ key, label, minor }) => (
                      <Table.Summary.Row key={key}>
                        <Table.Summary.Cell index={0} colSpan={3}>
                          {label}
                        </Table.Summary.Cell>
                        <Table.Summary.Cell index={1} align="right">
                          <MoneyText minor={minor} currency={order.currency} />
                        </Table.Summary.Cell>
                      </Table.Summary.Row>
                    ))}
                    <Table.Summary.Row>
                      <Table.Summary.Cell index={0} colSpan={3}>
                        <strong>{t('orderPage.total')}</strong>
                      </Table.Summary.Cell>
                      <Table.Summary.Cell index={1} align="right">
                        <strong>
                          <MoneyText minor={order.totals.total_minor} currency={order.currency} />
                        </strong>
                      </Table.Summary.Cell>
                    </Table.Summary.Row>
                  </>
                )}
              />
            )}
          </section>
          <section className="ordering-card" aria-labelledby="order-history">
            <h2 id="order-history">{t('orderPage.history')}</h2>
            <HistoryTimeline
              history={order.history}
              placedByReader={!order.placed_by || order.placed_by.id === sessionStore.getState().login.userDetails?.id}
            />
          </section>
        </div>
        <aside className="ordering-aside">
          {order.rfq && (
            <section className="ordering-card" aria-labelledby="order-rfq">
              <h2 id="order-rfq">{t('rfqOrder.fromRequest')}</h2>
              <Link to={`/rfq/mine/${encodeURIComponent(order.rfq.id)}`}>
                {order.rfq.number} · {order.rfq.title}
              </Link>
            </section>
          )}
          <section className="ordering-card" aria-labelledby="order-payment">
            <h2 id="order-payment">{t('payments.title')}</h2>
            <OrderPayment orderId={order.id} audience="buyer" />
          </section>
          <section className="ordering-card" aria-labelledby="order-address">
            <h2 id="order-address">{t('orderPage.shippingAddress')}</h2>
            <AddressBlock address={order.shipping_address} />
          </section>
          {order.note && (
            <section className="ordering-card" aria-labelledby="order-note">
              <h2 id="order-note">{t('orderPage.note')}</h2>
              <p className="ordering-note">{order.note}</p>
            </section>
          )}
        </aside>
      </div>
      <ConfirmDialog
        open={cancelling}
        title={t('orderPage.cancelTitle', { number: order.number })}
        description={t('orderPage.cancelText')}
        confirmLabel={t('orderPage.cancelConfirm')}
        cancelLabel={t('orderPage.keep')}
        onConfirm={async () => {
          const result = await cancelOrder(order.id);
          if (!result.success) {
            toast.error(translateMessage(result.message));
            throw new Error('not cancelled');
          }
          toast.success(t('orderPage.cancelled', { number: order.number }));
          onChanged(result.data);
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}

export default function OrderDetailsPage() {
  const { t } = useTranslation('rfq');
  const { id = '' } = useParams();
  const remote = useRemote(id, (signal) => loadOrder(id, signal));
  const [changed, setChanged] = useState<BuyerOrderDetails | null>(null);
  const result = remote.result;
  const order = changed?.id === id ? changed : result?.success ? result.data : null;
  return (
    <div className="ordering-page order-details-page">
      {order ? (
        <OrderView order={order} onChanged={setChanged} />
      ) : result && !result.success ? (
        result.status === 404 || result.status === 400 ? (
          <Result status="404" title={t('orderPage.notFound')} extra={<Link to="/orders/all">{t('orderPage.back')}</Link>} />
        ) : (
          <CatalogueError title={t('orderPage.loadFailed')} message={result.message} onRetry={remote.retry} />
        )
      ) : (
        <section className="ordering-card" aria-busy>
          <Skeleton active paragraph={{ rows: 8 }} />
        </section>
      )}
    </div>
  );
}
