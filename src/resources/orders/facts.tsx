// The order page's facts: the buyer's email, when it was placed, the request it came from, the shipment
// and the shipping address.
import { Typography } from 'antd';
import { Link } from 'react-router';
import { useCountryName } from '../../components/countries';
import { useTranslation } from '../../i18n';
import { RelativeTime } from '../../engine/cells';
import type { CellProps, ShowSectionProps } from '../../engine/types';
import type { Order } from './cells';
import './orders.css';

export function BuyerEmail({ record }: CellProps<Order>) {
  const email = record.buyer && 'email' in record.buyer ? String(record.buyer.email) : undefined;
  return email ? <a href={`mailto:${email}`}>{email}</a> : <span className="cell-empty">—</span>;
}

export function PlacedLine({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  return (
    <Typography.Text type="secondary">
      {t('orders.placedOn')} <RelativeTime iso={record.created_at} />
    </Typography.Text>
  );
}

/** The request for quotation the order came from, with the accepted quote and its delivery term (Incoterm and named place). */
export function RfqInfo({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  if (!record.rfq) return <span className="cell-empty">{t('rfqOrder.notFromRequest')}</span>;
  return (
    <span className="name-cell">
      <Link to={`/rfq-board/${encodeURIComponent(record.rfq.id)}`}>{record.rfq.number}</Link>
      <span className="name-cell-sub is-wrapping">{record.rfq.title}</span>
      <Link to={`/quotes/${encodeURIComponent(record.rfq.quote_id)}`} className="name-cell-sub">
        {t('rfqOrder.yourQuote')}
      </Link>
      {record.incoterm && (
        <span className="name-cell-sub is-wrapping order-incoterm">
          {t('rfqCompare.deliveryTerm')}: {record.incoterm.place ? `${record.incoterm.code} ${record.incoterm.place}` : record.incoterm.code}
        </span>
      )}
    </span>
  );
}

export function ShippingInfo({ record }: CellProps<Order>) {
  const { t } = useTranslation('rfq');
  if (!record.carrier) return <span className="cell-empty">{t('orders.notShipped')}</span>;
  return (
    <span className="name-cell">
      <span>{record.carrier}</span>
      {record.tracking_number && (
        <Typography.Text copyable={{ text: record.tracking_number }}>{t('orders.trackingValue', { number: record.tracking_number })}</Typography.Text>
      )}
    </span>
  );
}

const ADDRESS_ORDER = ['recipient', 'company', 'line1', 'line2', 'city', 'region', 'postal_code', 'country', 'phone'];

/** The address as a label would read it; fields the order has beyond the usual ones follow. */
export function ShippingAddress({ record }: ShowSectionProps<Order>) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  const address = record.shipping_address ?? {};
  const keys = [...ADDRESS_ORDER.filter((key) => address[key]), ...Object.keys(address).filter((key) => !ADDRESS_ORDER.includes(key) && address[key])];
  if (keys.length === 0) return <span className="cell-empty">—</span>;
  const cityLine = [address.postal_code, address.city].filter(Boolean).join(' ');
  return (
    <address className="shipping-address">
      {address.recipient && <strong>{address.recipient}</strong>}
      {address.company && <span>{address.company}</span>}
      {address.line1 && <span>{address.line1}</span>}
      {address.line2 && <span>{address.line2}</span>}
      {cityLine && <span>{cityLine}</span>}
      {address.region && <span>{address.region}</span>}
      {address.country && <span>{countryName(address.country)}</span>}
      {address.phone && <span className="name-cell-sub">{t('orders.phone', { phone: address.phone })}</span>}
      {keys
        .filter((key) => !ADDRESS_ORDER.includes(key))
        .map((key) => (
          <span key={key}>{address[key]}</span>
        ))}
      {record.note && <p className="order-note">{t('orders.buyerNote', { note: record.note })}</p>}
    </address>
  );
}
