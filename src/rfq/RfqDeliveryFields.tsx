// The RFQ form's delivery terms: where to (country and city), the Incoterm, the date needed by, the
// payment terms and a note to suppliers.
import { DatePicker, Form, Input } from 'antd';
import { FormSelect } from '../components/FormSelect';
import { CountryPicker } from '../components/CountryPicker';
import { INCOTERMS, RFQ_NOTE_MAX, RFQ_TERMS_MAX } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { rangeOf } from './rfq-form-values';

export function RfqDeliveryFields() {
  const { t } = useTranslation('rfq');
  return (
    <div className="rfq-form-grid">
      <Form.Item name="delivery_country" label={t('rfq.deliveryCountry')} required>
        <CountryPicker />
      </Form.Item>
      <Form.Item name="delivery_city" label={t('rfq.deliveryCity')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="incoterm" label={t('rfq.incoterm')} required>
        <FormSelect options={INCOTERMS.map((code) => ({ value: code, label: t(`incoterms.${code}`) }))} />
      </Form.Item>
      <Form.Item name="required_by" label={t('rfq.requiredBy')} required>
        <DatePicker disabledDate={rangeOf(1, 3650)} className="rfq-number" />
      </Form.Item>
      <Form.Item name="payment_terms" label={t('rfq.paymentTerms')} className="is-wide">
        <Input maxLength={RFQ_TERMS_MAX} placeholder={t('rfqForm.paymentTermsPlaceholder')} />
      </Form.Item>
      <Form.Item name="note" label={t('rfq.note')} className="is-wide">
        <Input.TextArea rows={3} maxLength={RFQ_NOTE_MAX} showCount />
      </Form.Item>
    </div>
  );
}
