// The address book's cells: the address, the contact, and the label with its default tags.
import './addresses.css';
import { useTranslation } from '../../i18n';
import { useCountryName } from '../../components/countries';
import type { Address } from '../../contract/addresses';
import type { CellProps } from '../../engine/types';
import { addressLines } from './model';
import { StatusTag } from '../../components/StatusTag';

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
        <StatusTag color="blue" className="status-tag">
          {t('addressesPage.defaultShipping')}
        </StatusTag>
      )}
      {record.is_default_billing && (
        <StatusTag color="purple" className="status-tag">
          {t('addressesPage.defaultBilling')}
        </StatusTag>
      )}
    </span>
  );
}

/**
 * The label with its default tags beneath, as the card title on phones and the first column; a
 * colleague's address in a company's shared book says who added it.
 */
export function LabelCell({ record }: CellProps<Address>) {
  const { t } = useTranslation();
  return (
    <span className="address-label">
      <strong>{record.label}</strong>
      {(record.is_default_shipping || record.is_default_billing) && <DefaultsCell record={record} />}
      {record.added_by && <span className="address-added-by">{t('addressesPage.addedBy', { name: record.added_by.name })}</span>}
    </span>
  );
}
