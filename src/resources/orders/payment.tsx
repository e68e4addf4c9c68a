// The order's payment: how the buyer pays and whether it is recorded, and the seller's 'Record payment'.
import { BankOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { orderPaymentSchema, type OrderDetails } from '../../contract/operations';
import type { OrderPaymentSummary } from '../../contract/payments';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { exactTimeText } from '../../components/dates';
import { zodRule } from '../../engine/rules';
import type { CellProps, ShowSectionProps } from '../../engine/types';
import type { Order } from './cells';

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
  // In collect mode the buyer pays the marketplace, whose staff record it: the seller has nothing to record.
  const [collect, setCollect] = useState<boolean | null>(null);
  const unpaid = record.payment_status === 'unpaid' && record.status !== 'cancelled';
  useEffect(() => {
    if (!unpaid) return;
    void api
      .get<OrderPaymentSummary>(`orders/${encodeURIComponent(record.id)}/payments`, { toast: false })
      .then((result) => setCollect(!result.success || result.data.settlement_mode === 'collect'));
  }, [record.id, unpaid]);
  if (!unpaid || collect !== false) return null;
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
