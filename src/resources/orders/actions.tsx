import { BankOutlined, CarOutlined, CheckCircleOutlined, CheckOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useCountryName } from '../../components/countries';
import {
  ORDER_TRANSITIONS,
  orderPaymentSchema,
  orderTransitionSchema,
  type OrderDetails,
  type OrderLine,
  type OrderStatus,
  type OrderTransitionInput,
} from '../../contract/operations';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { OrderChatButton } from '../../chat/OpenConversationButton';
import { EnumTag, Money, RelativeTime } from '../../engine/cells';
import { exactTimeText, formatNumber } from '../../engine/format';
import { zodRule } from '../../engine/rules';
import type { CellProps, ShowSectionProps, ValueSet } from '../../engine/types';

import type { Order } from './cells';

const HISTORY_STATUS: ValueSet = { values: ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'], labelPrefix: 'orderStatus' };
const TIMELINE_COLOURS: Record<OrderStatus, string> = { pending: 'gold', confirmed: 'blue', shipped: 'purple', delivered: 'green', cancelled: 'gray' };

/** The shipping step of the contract's transition schema: carrier and tracking number are required there. */
const [, shippedSchema] = orderTransitionSchema.options;

export function BuyerEmail({ record }: CellProps<Order>) {
  const email = record.buyer && 'email' in record.buyer ? String(record.buyer.email) : undefined;
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span className="cell-empty">—</span>;
}

export function PlacedLine({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  return (
    <Typography.Text type="secondary">
      {t('orders.placedOn')} <RelativeTime iso={record.created_at} />
    </Typography.Text>
  );
}

/** The request for quotation the order came from, with the accepted quote. */
export function RfqInfo({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  if (!record.rfq) return <span className="cell-empty">{t('rfqOrder.notFromRequest')}</span>;
  return (
    <span className="name-cell">
      <Link to={`/rfq-board/${encodeURIComponent(record.rfq.id)}`}>{record.rfq.number}</Link>
      <span className="name-cell-sub is-wrapping">{record.rfq.title}</span>
      <Link to={`/quotes/${encodeURIComponent(record.rfq.quote_id)}`} className="name-cell-sub">
        {t('rfqOrder.yourQuote')}
      </Link>
    </span>
  );
}

export function ShippingInfo({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  if (!record.carrier) return <span className="cell-empty">{t('orders.notShipped')}</span>;
  return (
    <span className="name-cell">
      <span>{record.carrier}</span>
      {record.tracking_number && (
        <Typography.Text copyable={{ text: record.tracking_number }}>{t('orders.trackingValue', { number: record.tracking_number })}</Typography.Text>
      )}
    </span>
  );
}

const ADDRESS_ORDER = ['recipient', 'company', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'phone'];

/** The address as a label would read it; fields the order has beyond the usual ones follow. */
export function ShippingAddress({ record }: ShowSectionProps<Order>) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  const address = record.shipping_address ?? {};
  const keys = [...ADDRESS_ORDER.filter((key) => address[key]), ...Object.keys(address).filter((key) => !ADDRESS_ORDER.includes(key) && address[key])];
  if (keys.length === 0) return <span className="cell-empty">—</span>;
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <address className="shipping-address">
      {address.recipient && <strong>{address.recipient}</strong>}
      {address.company && <span>{address.company}</span>}
      {address.line1 && <span>{address.line1}</span>}
      {address.line2 && <span>{address.line2}</span>}
      {cityLine && <span>{cityLine}</span>}
      {address.region && <span>{address.region}</span>}
      {address.country && <span>{countryName(address.country)}</span>}
      {address.phone && <span className="name-cell-sub">{t('orders.phone', { phone: address.phone })}</span>}
      {keys
        .filter((key) => !ADDRESS_ORDER.includes(key))
        .map((key) => (
          <span key={key}>{address[key]}</span>
        ))}
      {record.note && <p className="order-note">{t('orders.buyerNote', { note: record.note })}</p>}
    </address>
  );
}

export function Lines({ record }: ShowSectionProps<Order>) {
  const { t, i18n } = useTranslation('rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const lines = record.lines ?? [];
  return (
    <Table<OrderLine>
      className="resource-table"
      size="middle"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'product',
          title: t('orders.product'),
          render: (_: unknown, line) =>
            // An item of an accepted quote that is not a catalogue product has no page (and no SKU).
            line.product_id ? (
              <Link to={`/ProductListingForm/view/${line.product_id}`} className="cell-link">
                <span className="name-cell">
                  <span className="name-cell-name">{line.product_name}</span>
                  <span className="name-cell-sub">{t('products.skuValue', { sku: line.sku })}</span>
                </span>
              </Link>
            ) : (
              <span className="name-cell-name">{line.product_name}</span>
            ),
        },
        {
          key: 'quantity',
          title: t('orders.quantity'),
          align: 'right',
          render: (_: unknown, line) => (
            <span className="cell-nowrap">
              {line.unit
                ? t(`unitCount.${line.unit}`, { count: line.quantity, formatted: formatNumber(line.quantity, language) })
                : formatNumber(line.quantity, language)}
            </span>
          ),
        },
        {
          key: 'price',
          title: t('orders.unitPrice'),
          align: 'right',
          render: (_: unknown, line) => <Money minor={line.unit_price_minor} currency={record.currency} />,
        },
        {
          key: 'total',
          title: t('orders.lineTotal'),
          align: 'right',
          render: (_: unknown, line) => <Money minor={line.line_total_minor} currency={record.currency} />,
        },
      ]}
      summary={() =>
        record.totals ? (
          <>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('orders.subtotal')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money minor={record.totals?.subtotal_minor} currency={record.totals?.currency} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
            <Table.Summary.Row className="order-total-row">
              <Table.Summary.Cell index={0} colSpan={3} align="right">
                {t('orders.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Money minor={record.totals?.total_minor} currency={record.totals?.currency} />
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </>
        ) : null
      }
    />
  );
}

/** Every status change with who made it and when, oldest first. */
export function History({ record }: ShowSectionProps<Order>) {
  const { t, i18n } = useTranslation('rfq');
  const language = i18n.resolvedLanguage ?? 'en';
  const events = record.history ?? [];
  if (events.length === 0) return <span className="cell-empty">—</span>;
  return (
    <Timeline
      className="order-history"
      items={events.map((event) => ({
        key: event.id,
        color: TIMELINE_COLOURS[event.to_status],
        children: (
          <div className="history-item">
            <div className="history-head">
              {/* An event that keeps the status records a payment (the note says so). */}
              {event.from_status === event.to_status ? (
                <Tag color="green">{t('orders.paymentEvent')}</Tag>
              ) : (
                <EnumTag values={HISTORY_STATUS} value={event.to_status} />
              )}
              <time dateTime={event.created_at}>{exactTimeText(event.created_at, language)}</time>
            </div>
            <span className="name-cell-sub">
              {event.actor_name
                ? t('orders.by', {
                    name: event.actor_name,
                    role: event.actor_role ? t(`orders.role_${event.actor_role}`, { defaultValue: event.actor_role }) : '',
                  })
                : t('orders.bySystem')}
            </span>
            {event.note && <p className="history-note">{event.note}</p>}
          </div>
        ),
      }))}
    />
  );
}

interface ShipValues {
  carrier: string;
  tracking_number: string;
  note?: string;
}

/**
 * The status buttons an order allows now (ORDER_TRANSITIONS, as the server lists them): Confirm,
 * Mark as shipped (asks for carrier and tracking number), Mark as delivered, Cancel (asks first).
 */
export function Transitions({ record, refresh }: ShowSectionProps<Order>) {
  const { t } = useTranslation('rfq');
  const next: readonly OrderStatus[] = record.next_statuses ?? ORDER_TRANSITIONS[record.status];
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<ShipValues>();

  /** Resolves to whether the order moved; failures are told in a toast. */
  const move = async (body: OrderTransitionInput): Promise<boolean> => {
    setBusy(body.status);
    const result = await api.post<OrderDetails>(`orders/${record.id}/transition`, body, { toast: false });
    setBusy(null);
    if (!result.success) {
      toast.error(translateMessage(result.message));
      return false;
    }
    toast.success(t(`orders.moved_${body.status}`));
    await refresh();
    return true;
  };

  const ship = async () => {
    let values: ShipValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const note = values.note?.trim();
    if (await move({ status: 'shipped', carrier: values.carrier.trim(), tracking_number: values.tracking_number.trim(), ...(note ? { note } : {}) })) {
      setShipping(false);
      form.resetFields();
    }
  };

  if (next.length === 0) return null;
  return (
    <>
      {next.includes('confirmed') && (
        <Button
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          loading={busy === 'confirmed'}
          disabled={busy !== null}
          onClick={() => void move({ status: 'confirmed' })}
        >
          {t('orders.confirm')}
        </Button>
      )}
      {next.includes('shipped') && (
        <Button type="primary" icon={<CarOutlined aria-hidden />} disabled={busy !== null} onClick={() => setShipping(true)}>
          {t('orders.ship')}
        </Button>
      )}
      {next.includes('delivered') && (
        <Button
          type="primary"
          icon={<CheckCircleOutlined aria-hidden />}
          loading={busy === 'delivered'}
          disabled={busy !== null}
          onClick={() => void move({ status: 'delivered' })}
        >
          {t('orders.deliver')}
        </Button>
      )}
      {next.includes('cancelled') && (
        <Button danger icon={<CloseCircleOutlined aria-hidden />} disabled={busy !== null} onClick={() => setCancelling(true)}>
          {t('orders.cancel')}
        </Button>
      )}
      <Modal
        open={shipping}
        title={t('orders.shipTitle', { number: record.number })}
        okText={t('orders.ship')}
        cancelText={t('resources.cancel')}
        onOk={() => void ship()}
        onCancel={() => setShipping(false)}
        confirmLoading={busy === 'shipped'}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" className="ship-form" preserve={false}>
          <Form.Item name="carrier" label={t('orders.carrier')} required rules={[zodRule(shippedSchema.shape.carrier)]}>
            <Input autoComplete="off" placeholder={t('orders.carrierPlaceholder')} />
          </Form.Item>
          <Form.Item name="tracking_number" label={t('orders.trackingNumber')} required rules={[zodRule(shippedSchema.shape.tracking_number)]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="note" label={t('orders.noteOptional')} rules={[zodRule(shippedSchema.shape.note)]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <ConfirmDialog
        open={cancelling}
        title={t('orders.cancelTitle', { number: record.number })}
        description={record.status === 'confirmed' ? t('orders.cancelTextConfirmed') : t('orders.cancelText')}
        confirmLabel={t('orders.cancelConfirm')}
        cancelLabel={t('orders.keepOrder')}
        onConfirm={async () => {
          // A refusal keeps the dialog open (ConfirmDialog stays open when the action rejects).
          if (!(await move({ status: 'cancelled' }))) throw new Error('not cancelled');
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}

/** How the buyer pays and whether the seller has recorded it. No card data is ever taken. */
export function PaymentInfo({ record }: CellProps<Order>) {
  const { t, i18n } = useTranslation('rfq');
  if (!record.payment_method) return <span className="cell-empty">—</span>;
  return (
    <span className="name-cell">
      <span>{t(`orders.paymentMethod_${record.payment_method}`)}</span>
      <span className="name-cell-sub">
        {record.payment_status === 'paid' && record.paid_at
          ? t('orders.paidOn', { date: exactTimeText(record.paid_at, i18n.resolvedLanguage ?? 'en') })
          : t('orders.unpaid')}
      </span>
    </span>
  );
}

/** 'Record payment': the seller says the transfer arrived or the terms are settled, with an optional note. */
export function RecordPayment({ record, refresh }: ShowSectionProps<Order>) {
  const { t } = useTranslation('rfq');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ note?: string }>();
  if (record.payment_status !== 'unpaid' || record.status === 'cancelled') return null;
  const save = async () => {
    let values: { note?: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const note = values.note?.trim();
    setBusy(true);
    const result = await api.post<OrderDetails>(`orders/${record.id}/payment`, note ? { note } : {}, { toast: false });
    setBusy(false);
    if (!result.success) {
      toast.error(translateMessage(result.message));
      return;
    }
    toast.success(t('orders.paymentSaved'));
    setOpen(false);
    await refresh();
  };
  return (
    <>
      <Button icon={<BankOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('orders.recordPayment')}
      </Button>
      <Modal
        open={open}
        title={t('orders.recordPaymentTitle', { number: record.number })}
        okText={t('orders.recordPayment')}
        cancelText={t('resources.cancel')}
        onOk={() => void save()}
        onCancel={() => setOpen(false)}
        confirmLoading={busy}
        destroyOnHidden
      >
        <p>{t('orders.recordPaymentText')}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="note" label={t('orders.paymentNote')} rules={[zodRule(orderPaymentSchema.shape.note)]}>
            <Input.TextArea rows={2} maxLength={500} placeholder={t('orders.paymentNotePlaceholder')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The header's actions: the status buttons and recording the payment. */
export function OrderActions(props: ShowSectionProps<Order>) {
  return (
    <>
      <Transitions {...props} />
      <RecordPayment {...props} />
      <OrderChatButton orderId={props.record.id} audience="seller" />
    </>
  );
}
