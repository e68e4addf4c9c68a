// Back office, unmatched payments: "Match to order" asks for the order's number in a dialog, which the
// list's toolbar hosts (a row action only starts it), then posts the match and refreshes the list.
import { Form, Input, Modal } from 'antd';
import { useState, useSyncExternalStore } from 'react';
import { formatMoney } from '../../../components/money';
import { matchPaymentSchema, type UnmatchedPayment } from '../../../contract/payments';
import type { ActionContext } from '../../../engine/types';
import { zodRule } from '../../../engine/rules';
import { translateMessage, useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import { toast } from '../../../providers/toast';

let request: { line: UnmatchedPayment; refresh: () => Promise<void> } | null = null;
const listeners = new Set<() => void>();
const setRequest = (next: typeof request) => {
  request = next;
  for (const listener of listeners) listener();
};

/** The row action: opens the dialog for this line. */
export const askMatch = async (line: UnmatchedPayment, context: ActionContext): Promise<void> => setRequest({ line, refresh: context.refresh });

export function MatchToolbar() {
  const { t, i18n } = useTranslation('payments');
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => request,
  );
  const [form] = Form.useForm<{ order_number: string }>();
  const [busy, setBusy] = useState(false);
  if (!current) return null;
  const save = async () => {
    let values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    const result = await api.post(
      `admin/unmatched-payments/${encodeURIComponent(current.line.id)}/match`,
      { order_number: values.order_number.trim() },
      { toast: false },
    );
    setBusy(false);
    if (!result.success) {
      const message = translateMessage(result.errors?.order_number ?? result.message);
      form.setFields([{ name: 'order_number', errors: [message] }]);
      return;
    }
    toast.success(t('payments.matched'));
    setRequest(null);
    await current.refresh();
  };
  return (
    <Modal
      open
      title={t('payments.matchTitle', { amount: formatMoney(current.line.amount_minor, current.line.currency, i18n.resolvedLanguage ?? 'en') })}
      okText={t('payments.match')}
      cancelText={t('payments.cancel')}
      onOk={() => void save()}
      onCancel={() => setRequest(null)}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p>{current.line.reference}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="order_number"
          label={t('payments.orderNumber')}
          extra={t('payments.orderNumberHelp')}
          rules={[zodRule(matchPaymentSchema.shape.order_number)]}
        >
          <Input autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
