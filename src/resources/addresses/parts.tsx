import './addresses.css';
import { Tag } from 'antd';
import { useTranslation } from '../../i18n';
import { useCountryName } from '../../components/countries';
import type { Address } from '../../contract/addresses';
import type { CellProps } from '../_generic/types';
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
