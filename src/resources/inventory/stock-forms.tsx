// The inventory record page's forms: adding or removing stock with a reason, and the low-stock threshold.
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import {
  inventoryMessages,
  inventorySettingsSchema,
  reasonsForChange,
  stockAdjustmentSchema,
  type InventoryItem,
  type ManualAdjustmentReason,
  type StockAdjustmentResult,
} from '../../contract/operations';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { formatNumber } from '../../components/money';
import { zodRule } from '../../engine/rules';
import type { ShowSectionProps } from '../../engine/types';
import '../../engine/forms.css';
import './inventory.css';

interface AdjustValues {
  direction: 'add' | 'remove';
  quantity?: number | null;
  reason?: ManualAdjustmentReason;
  note?: string;
}

const signed = (quantity: unknown, direction: unknown): unknown => (typeof quantity === 'number' ? (direction === 'remove' ? -quantity : quantity) : quantity);
const reasonsFor = (direction: AdjustValues['direction']) => reasonsForChange(direction === 'remove' ? -1 : 1);

/**
 * Add or remove units with a reason and an optional note; shows the stock it will leave. The API
 * refuses a change that would take stock below zero, and says so on the quantity.
 */
export function AdjustStock({ record, refresh }: ShowSectionProps<InventoryItem>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<AdjustValues>();
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const direction = Form.useWatch('direction', form) ?? 'add';
  const quantity = Form.useWatch('quantity', form);
  const delta = typeof quantity === 'number' ? (direction === 'remove' ? -quantity : quantity) : 0;
  const language = i18n.resolvedLanguage ?? 'en';
  const reasons = reasonsFor(direction);

  const submit = async (values: AdjustValues) => {
    setBusy(true);
    const body = { delta: signed(values.quantity, values.direction), reason: values.reason, ...(values.note?.trim() ? { note: values.note.trim() } : {}) };
    const result = await api.post<StockAdjustmentResult>(`inventory/${record.product_id}/adjustments`, body, { toast: false });
    setBusy(false);
    if (!result.success) {
      const fieldErrors = Object.entries(result.errors ?? {}).map(([field, message]) => ({
        name: field === 'delta' ? 'quantity' : field,
        errors: [translateMessage(message)],
      }));
      if (fieldErrors.length > 0) form.setFields(fieldErrors as Parameters<typeof form.setFields>[0]);
      toast.error(translateMessage(result.message));
      return;
    }
    toast.success(t('inventory.adjusted', { onHand: formatNumber(result.data.item.on_hand, language) }));
    form.resetFields();
    await Promise.all([refresh(), invalidate({ resource: `inventory/${record.product_id}/movements`, invalidates: ['list'] })]);
  };

  return (
    <Form<AdjustValues>
      form={form}
      layout="vertical"
      initialValues={{ direction: 'add' }}
      onValuesChange={(changed: Partial<AdjustValues>, all) => {
        // Only the reasons of the new direction are offered: one chosen for the other goes.
        if (changed.direction && all.reason && !reasonsFor(changed.direction).includes(all.reason)) form.setFieldValue('reason', undefined);
      }}
      onFinish={(values) => void submit(values)}
      className="adjust-form"
    >
      <Form.Item name="direction" label={t('inventory.direction')}>
        <Radio.Group optionType="button" buttonStyle="solid">
          <Radio.Button value="add">
            <PlusOutlined aria-hidden /> {t('inventory.add')}
          </Radio.Button>
          <Radio.Button value="remove">
            <MinusOutlined aria-hidden /> {t('inventory.remove')}
          </Radio.Button>
        </Radio.Group>
      </Form.Item>
      <div className="adjust-row">
        <Form.Item
          name="quantity"
          label={t('inventory.quantity')}
          required
          dependencies={['direction']}
          rules={[zodRule(stockAdjustmentSchema.shape.delta, (value, get) => signed(value, get('direction')))]}
          extra={
            delta === 0 ? undefined : record.on_hand + delta < 0 ? (
              // Said before sending; the server refuses it too, in the same words.
              <span className="hint-warning">{translateMessage(inventoryMessages.belowZero)}</span>
            ) : record.on_hand + delta < record.reserved ? (
              <span className="hint-warning">{translateMessage(inventoryMessages.belowReserved)}</span>
            ) : (
              t('inventory.willLeave', { onHand: formatNumber(record.on_hand + delta, language) })
            )
          }
        >
          <InputNumber<number> className="input-full" min={1} precision={0} inputMode="numeric" />
        </Form.Item>
        <Form.Item name="reason" label={t('inventory.reason')} required rules={[zodRule(stockAdjustmentSchema.shape.reason)]}>
          <Select placeholder={t('resources.choose')} options={reasons.map((reason) => ({ value: reason, label: t(`adjustmentReasons.${reason}`) }))} />
        </Form.Item>
      </div>
      <Form.Item name="note" label={t('inventory.note')} rules={[zodRule(stockAdjustmentSchema.shape.note)]}>
        <Input.TextArea rows={2} maxLength={500} placeholder={t('inventory.notePlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('inventory.submitAdjustment')}
      </Button>
    </Form>
  );
}

/** The low-stock threshold: at or below it the product shows as low on stock. */
export function ThresholdEditor({ record, refresh }: ShowSectionProps<InventoryItem>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ low_stock_threshold: number }>();
  const [busy, setBusy] = useState(false);

  const save = async ({ low_stock_threshold }: { low_stock_threshold: number }) => {
    setBusy(true);
    const result = await api.patch<InventoryItem>(`inventory/${record.product_id}`, { low_stock_threshold }, { toast: false });
    setBusy(false);
    if (!result.success) {
      toast.error(translateMessage(result.message));
      return;
    }
    toast.success(t('inventory.thresholdSaved'));
    await refresh();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ low_stock_threshold: record.low_stock_threshold }}
      onFinish={(values) => void save(values)}
      className="threshold-form"
    >
      <Form.Item
        name="low_stock_threshold"
        label={t('inventory.threshold')}
        rules={[zodRule(inventorySettingsSchema.shape.low_stock_threshold)]}
        extra={t('inventory.thresholdHelp')}
      >
        <InputNumber<number> min={0} precision={0} inputMode="numeric" />
      </Form.Item>
      <Button htmlType="submit" loading={busy}>
        {t('inventory.saveThreshold')}
      </Button>
    </Form>
  );
}
