// Declining a buyer's quote on its request's page, with the reason the supplier is told.
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { RFQ_REASON_MAX, quoteDeclineSchema, type BuyerQuote } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { zodRule } from '../engine/rules';

const reasonRule = zodRule(quoteDeclineSchema.shape.reason);

export function DeclineDialog({ quote, onClose, onSubmit }: { quote: BuyerQuote; onClose: () => void; onSubmit: (reason: string) => Promise<void> }) {
  const { t } = useTranslation('rfq');
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('rfqCompare.declineTitle', { supplier: quote.supplier.name })}
      onCancel={onClose}
      okText={t('rfqCompare.decline')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('rfq.cancelAction')}
      onOk={async () => {
        const { reason } = await form.validateFields();
        setBusy(true);
        try {
          await onSubmit(reason.trim());
        } finally {
          setBusy(false);
        }
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('rfqCompare.reason')} rules={[reasonRule]} required extra={t('rfqCompare.reasonHelp')}>
          <Input.TextArea rows={3} maxLength={RFQ_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
