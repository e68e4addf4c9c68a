import './addresses.css';
import { AutoComplete, Checkbox, Form, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUGGESTED_COUNTRIES, type Address } from '../../contract/addresses';
import type { CellProps, FieldWidgetProps, FormContextValue } from '../_generic/types';
import { addressLines } from './model';

/** i18n keys of the spec's countries (shared with the business form's labels). */
const COUNTRY_KEYS: Record<(typeof SUGGESTED_COUNTRIES)[number], string> = {
  'United States': 'countries.unitedStates',
  'United Kingdom': 'countries.unitedKingdom',
  India: 'countries.india',
  Canada: 'countries.canada',
  Australia: 'countries.australia',
  Germany: 'countries.germany',
  France: 'countries.france',
};

export function AddressCell({ record }: CellProps<Address>) {
  return (
    <address className="address-lines">
      {addressLines(record).map((line, index) => (
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

/** A country: the spec's list as suggestions (in the reader's language), any other name typed in. */
export function CountryInput({ id, value, onChange }: FieldWidgetProps) {
  const { t } = useTranslation();
  const text = typeof value === 'string' ? value : '';
  const typed = text.trim().toLowerCase();
  const options = SUGGESTED_COUNTRIES.filter((country) => !typed || country.toLowerCase().includes(typed) || t(COUNTRY_KEYS[country]).toLowerCase().includes(typed)).map((country) => ({
    value: country,
    label: t(COUNTRY_KEYS[country]) === country ? country : `${t(COUNTRY_KEYS[country])} (${country})`,
  }));
  return <AutoComplete id={id} value={text} options={options} onChange={(next: string) => onChange?.(next)} />;
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
