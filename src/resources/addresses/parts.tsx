import './addresses.css';
import { Checkbox, Form, Tag } from 'antd';
import { useTranslation } from '../../i18n';
import { CountryPicker } from '../../components/CountryPicker';
import { useCountryName } from '../../components/countries';
import type { Address } from '../../contract/addresses';
import type { CellProps, FieldWidgetProps, FormContextValue } from '../_generic/types';
import { addressLines } from './model';

export function AddressCell({ record }: CellProps<Address>) {
  const countryName = useCountryName();
  return (
    <address className="address-lines">
      {addressLines(record, countryName).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

export function ContactCell({ record }: CellProps<Address>) {
  return (
    <span className="address-lines">
      <span>{record.contact_name}</span>
      <bdi className="address-phone">{record.phone}</bdi>
    </span>
  );
}

export function DefaultsCell({ record }: CellProps<Address>) {
  const { t } = useTranslation();
  if (!record.is_default_shipping && !record.is_default_billing) return <span className="cell-empty">—</span>;
  return (
    <span className="address-tags">
      {record.is_default_shipping && (
        <Tag color="blue" className="status-tag">
          {t('addressesPage.defaultShipping')}
        </Tag>
      )}
      {record.is_default_billing && (
        <Tag color="purple" className="status-tag">
          {t('addressesPage.defaultBilling')}
        </Tag>
      )}
    </span>
  );
}

/** The label with its default tags beneath, as the card title on phones and the first column. */
export function LabelCell({ record }: CellProps<Address>) {
  return (
    <span className="address-label">
      <strong>{record.label}</strong>
      {(record.is_default_shipping || record.is_default_billing) && <DefaultsCell record={record} />}
    </span>
  );
}

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
