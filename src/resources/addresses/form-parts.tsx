import { Checkbox, Form } from 'antd';
import { CountryPicker } from '../../components/CountryPicker';
import type { Address } from '../../contract/addresses';
import { useTranslation } from '../../i18n';
import type { FieldWidgetProps, FormContextValue } from '../../engine/types';

// The address form's own controls, loaded with the form (a drawer over the list).

/** The country picker as a declared field (Form.Item's id, aria attributes and handlers pass through). */
export function CountryInput({ value, onChange, ...control }: FieldWidgetProps) {
  return <CountryPicker {...control} value={typeof value === 'string' ? value : undefined} onChange={onChange} />;
}

/** Default shipping and billing as checkboxes; a default this address holds can only move by choosing another. */
export function DefaultsSection({ record }: FormContextValue<Address>) {
  const { t } = useTranslation();
  const lockedShipping = record?.is_default_shipping === true;
  const lockedBilling = record?.is_default_billing === true;
  return (
    <div className="address-defaults">
      <Form.Item name="is_default_shipping" valuePropName="checked" noStyle>
        <Checkbox disabled={lockedShipping}>{t('addressesPage.useForShipping')}</Checkbox>
      </Form.Item>
      <Form.Item name="is_default_billing" valuePropName="checked" noStyle>
        <Checkbox disabled={lockedBilling}>{t('addressesPage.useForBilling')}</Checkbox>
      </Form.Item>
      {(lockedShipping || lockedBilling) && <p className="form-section-text">{t('addressesPage.defaultLocked')}</p>}
    </div>
  );
}
