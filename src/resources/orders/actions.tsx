// The order page's header actions: the status buttons (confirm, ship, deliver, cancel), recording the
// payment and the chat with the buyer.
import { CarOutlined, CheckCircleOutlined, CheckOutlined, CloseCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ORDER_TRANSITIONS, orderTransitionSchema, type OrderDetails, type OrderStatus, type OrderTransitionInput } from '../../contract/operations';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { OrderChatButton } from '../../chat/OpenConversationButton';
import { zodRule } from '../../engine/rules';
import type { ShowSectionProps } from '../../engine/types';
import type { Order } from './cells';
import { RecordPayment } from './payment';

/** The shipping step of the contract's transition schema: carrier and tracking number are required there. */
const [, shippedSchema] = orderTransitionSchema.options;

interface ShipValues {
  carrier: string;
  tracking_number: string;
  note?: string;
}

/**
 * The status buttons an order allows now (ORDER_TRANSITIONS, as the server lists them): Confirm,
 * Mark as shipped (asks for carrier and tracking number), Mark as delivered (asks first: it is final), Cancel (asks first).
 */
export function Transitions({ record, refresh }: ShowSectionProps<Order>) {
  const { t } = useTranslation('rfq');
  const next: readonly OrderStatus[] = record.next_statuses ?? ORDER_TRANSITIONS[record.status];
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [shipping, setShipping] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [delivering, setDelivering] = useState(false);
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
          onClick={() => setDelivering(true)}
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
      {/* Delivered is final: the buyer may review from then on, and the order cannot move again. */}
      <ConfirmDialog
        open={delivering}
        danger={false}
        title={t('orders.deliverTitle', { number: record.number })}
        description={t('orders.deliverText')}
        confirmLabel={t('orders.deliver')}
        cancelLabel={t('orders.notYet')}
        onConfirm={async () => {
          if (!(await move({ status: 'delivered' }))) throw new Error('not delivered');
        }}
        onClose={() => setDelivering(false)}
      />
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
