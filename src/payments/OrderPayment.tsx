// An order's payment (src/contract/payments.ts): its state, what arrived against the total, the terms
// with their due date and whether the seller may ship before payment, the payment instructions (the
// marketplace's bank account, the amount still to pay, the order number as the reference) and the
// pro-forma invoice. The buyer's and the seller's order pages and the back office's order page show it;
// it reads the order again when a payment reaches it (the live event ORDER_PAYMENT_EVENT).
import { BankOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Button } from '../components/Button';
import { dateText } from '../components/dates';
import { formatMoney, toMajor, toMinor } from '../components/money';
import { TextSkeleton } from '../components/Skeleton';
import { StatusTag } from '../components/StatusTag';
import { ORDER_PAYMENT_EVENT, type OrderPaymentEvent, type OrderPaymentSummary, type PaymentState } from '../contract/payments';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { useRealtimeEvent } from '../providers/realtime';
import { useRemote } from '../ssr/useRemote';
import { toast } from '../providers/toast';
import './payments.css';

export type PaymentAudience = 'buyer' | 'seller' | 'staff';

const STATE_COLOURS: Record<PaymentState, string> = { unpaid: 'gold', partially_paid: 'orange', paid: 'green', overpaid: 'purple' };

export function PaymentStateTag({ state }: { state: PaymentState }) {
  const { t } = useTranslation('payments');
  return <StatusTag color={STATE_COLOURS[state]}>{t(`payments.state_${state}`)}</StatusTag>;
}

function Fact({ label, children, strong = false, copy }: { label: string; children: string; strong?: boolean; copy?: boolean }) {
  return (
    <div className="payment-fact">
      <dt>{label}</dt>
      <dd>
        <Typography.Text strong={strong} copyable={copy ? { text: children } : undefined}>
          {children}
        </Typography.Text>
      </dd>
    </div>
  );
}

function RecordPaymentDialog({ summary, open, onClose, onSaved }: { summary: OrderPaymentSummary; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('payments');
  const [form] = Form.useForm<{ amount: number; received_on: Dayjs; bank_reference?: string; bank_line_id?: string }>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    const result = await api.post<OrderPaymentSummary>(
      `admin/orders/${encodeURIComponent(summary.order_id)}/payments`,
      {
        amount_minor: toMinor(values.amount, summary.currency),
        received_on: values.received_on.format('YYYY-MM-DD'),
        ...(values.bank_reference?.trim() ? { bank_reference: values.bank_reference.trim() } : {}),
        ...(values.bank_line_id?.trim() ? { bank_line_id: values.bank_line_id.trim() } : {}),
      },
      { toast: false },
    );
    setBusy(false);
    if (!result.success) {
      const errors = result.errors ?? {};
      const fields = { amount_minor: 'amount', received_on: 'received_on', bank_reference: 'bank_reference', bank_line_id: 'bank_line_id' } as const;
      const named = Object.entries(errors).filter(([field]) => field in fields);
      if (named.length > 0)
        form.setFields(named.map(([field, message]) => ({ name: fields[field as keyof typeof fields], errors: [translateMessage(message)] })));
      else toast.error(translateMessage(result.message));
      return;
    }
    toast.success(t('payments.saved'));
    onSaved();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('payments.recordTitle', { number: summary.order_number })}
      okText={t('payments.record')}
      cancelText={t('payments.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ amount: summary.outstanding_minor > 0 ? toMajor(summary.outstanding_minor, summary.currency) : undefined, received_on: dayjs() }}
      >
        <Form.Item
          name="amount"
          label={t('payments.amountIn', { currency: summary.currency })}
          rules={[{ required: true, type: 'number', min: 0.01, message: t('payments.amountRequired') }]}
        >
          <InputNumber min={0} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="received_on" label={t('payments.receivedOn')} rules={[{ required: true, message: t('payments.receivedOnRequired') }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="bank_reference" label={t('payments.bankReference')}>
          <Input maxLength={140} />
        </Form.Item>
        <Form.Item name="bank_line_id" label={t('payments.bankLineId')} extra={t('payments.bankLineIdHelp')}>
          <Input maxLength={100} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The order's payment, read from the API and again on each payment. */
export function OrderPayment({ orderId, audience }: { orderId: string; audience: PaymentAudience }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const [recording, setRecording] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const path = audience === 'staff' ? `admin/orders/${encodeURIComponent(orderId)}/payments` : `orders/${encodeURIComponent(orderId)}/payments`;
  const remote = useRemote(path, (signal) => api.get<OrderPaymentSummary>(path, { signal, toast: false }));
  const load = remote.retry;
  useRealtimeEvent<OrderPaymentEvent>(ORDER_PAYMENT_EVENT, (event) => {
    if (event.order_id === orderId) load();
  });
  const result = remote.result;

  if (!result) return <TextSkeleton lines={4} title />;
  if (!result.success)
    return (
      <Alert
        type="error"
        showIcon
        message={t('payments.loadFailed')}
        description={translateMessage(result.message)}
        action={
          <Button size="small" onClick={load}>
            {t('payments.retry')}
          </Button>
        }
      />
    );
  const summary = result.data;
  const money = (minor: number) => formatMoney(minor, summary.currency, language);
  const instructions = summary.instructions;
  const download = async () => {
    setDownloading(true);
    await api.download(`orders/${encodeURIComponent(orderId)}/proforma.pdf`, `proforma-${summary.order_number}.pdf`);
    setDownloading(false);
  };
  return (
    <div className="order-payment" data-testid="order-payment">
      <div className="order-payment-head">
        <PaymentStateTag state={summary.state} />
        <span className="order-payment-figures">
          {t('payments.receivedOf', { received: money(summary.received_minor), total: money(summary.total_minor) })}
        </span>
      </div>
      <dl className="payment-facts">
        <Fact label={t('payments.terms')}>{t(`payments.terms_${summary.terms}`)}</Fact>
        <Fact label={t('payments.dueOn')}>{dateText(`${summary.due_on}T12:00:00Z`, language)}</Fact>
        {summary.outstanding_minor > 0 && (
          <Fact label={t('payments.outstanding')} strong>
            {money(summary.outstanding_minor)}
          </Fact>
        )}
      </dl>
      {summary.settlement_mode === 'collect' && (
        <p className="order-payment-note">{summary.can_ship_unpaid ? t('payments.shipsBeforePayment') : t('payments.shipsAfterPayment')}</p>
      )}
      {summary.state === 'overpaid' && (
        <Alert type="info" showIcon message={t('payments.overpaid', { amount: money(summary.received_minor - summary.total_minor) })} />
      )}
      {instructions && audience !== 'seller' && (
        <section className="payment-instructions" aria-label={t('payments.howToPay')}>
          <h3>{t('payments.howToPay')}</h3>
          <p>{t('payments.payTo')}</p>
          <dl className="payment-facts">
            <Fact label={t('payments.accountName')}>{instructions.account_name}</Fact>
            <Fact label={t('payments.bank')}>{instructions.bank_name}</Fact>
            <Fact label={t('payments.account')} copy>
              {instructions.account}
            </Fact>
            <Fact label={t('payments.swift')} copy>
              {instructions.swift}
            </Fact>
            <Fact label={t('payments.amount')} strong>
              {money(instructions.amount_minor)}
            </Fact>
            <Fact label={t('payments.reference')} strong copy>
              {instructions.reference}
            </Fact>
          </dl>
        </section>
      )}
      {summary.settlement_mode === 'direct' && audience === 'buyer' && <p className="order-payment-note">{t('payments.direct')}</p>}
      <h3 className="order-payment-subtitle">{t('payments.received')}</h3>
      {summary.payments.length === 0 ? (
        <p className="order-payment-empty">{t('payments.none')}</p>
      ) : (
        <ul className="order-payment-list">
          {summary.payments.map((payment) => (
            <li key={payment.id}>
              <span>
                <strong>{money(payment.amount_minor)}</strong>
                <span className="order-payment-muted"> · {dateText(`${payment.received_on}T12:00:00Z`, language)}</span>
              </span>
              <span className="order-payment-muted">
                {t(`payments.source_${payment.source}`)}
                {payment.bank_reference ? ` · ${payment.bank_reference}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="order-payment-actions">
        {audience !== 'staff' && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()} loading={downloading}>
            {t('payments.proforma')}
          </Button>
        )}
        {audience === 'staff' && summary.settlement_mode === 'collect' && (
          <Button type="primary" icon={<BankOutlined aria-hidden />} onClick={() => setRecording(true)}>
            {t('payments.record')}
          </Button>
        )}
      </div>
      {audience === 'staff' && <RecordPaymentDialog summary={summary} open={recording} onClose={() => setRecording(false)} onSaved={load} />}
    </div>
  );
}

/** The seller's order page section. */
export function SellerOrderPayment({ record }: { record: { id: string } }) {
  return <OrderPayment orderId={record.id} audience="seller" />;
}

/** The back office's order page section. */
export function StaffOrderPayment({ record }: { record: { id: string } }) {
  return <OrderPayment orderId={record.id} audience="staff" />;
}
