// The RFQ form's items: name, quantity, unit, target price and specifications of each, added and removed.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { FormSelect } from '../components/FormSelect';
import { useMemo } from 'react';
import { UNITS } from '../contract/catalog';
import { RFQ_LINES_MAX, RFQ_SPECS_MAX } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { EMPTY_LINE } from './rfq-form-values';

/** One card per item (at least one, at most RFQ_LINES_MAX); target prices are in the form's currency. */
export function RfqLinesEditor({ currency }: { currency: string }) {
  const { t } = useTranslation('rfq');
  const unitOptions = useMemo(() => UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`, { defaultValue: unit }) })), [t]);
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <div className="rfq-lines-editor">
          {fields.map((field, index) => (
            <div key={field.key} className="rfq-line-card" role="group" aria-label={t('rfqForm.itemNumber', { number: index + 1 })}>
              <div className="rfq-line-row">
                <Form.Item name={[field.name, 'name']} label={t('rfq.item')} required>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name={[field.name, 'quantity']} label={t('rfq.quantity')} required>
                  <InputNumber min={1} precision={0} className="rfq-number" />
                </Form.Item>
                <Form.Item name={[field.name, 'unit']} label={t('rfq.unit')} required>
                  <FormSelect options={unitOptions} />
                </Form.Item>
                <Form.Item name={[field.name, 'target']} label={t('rfqForm.targetPrice', { currency })}>
                  <InputNumber min={0} step={0.01} className="rfq-number" />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  disabled={fields.length === 1}
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('rfqForm.removeItem', { number: index + 1 })}
                  onClick={() => remove(field.name)}
                  className="rfq-line-remove"
                />
                <Form.Item name={[field.name, 'specifications']} label={t('rfq.specifications')} className="rfq-specs">
                  <Input.TextArea rows={2} maxLength={RFQ_SPECS_MAX} />
                </Form.Item>
              </div>
            </div>
          ))}
          {fields.length < RFQ_LINES_MAX && (
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ ...EMPTY_LINE })}>
              {t('rfqForm.addItem')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
