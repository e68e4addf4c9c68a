// What a request for quotation asks for, as the buyer and the suppliers read it: the key facts and the
// items (quantity, unit, target price, specifications). The buyer's page, the supplier's page and the
// quote page show it the same way.
import { Descriptions, Table } from 'antd';
import { useCountryName } from '../components/countries';
import { CARDS_QUERY, useMediaQuery } from '../components/useMediaQuery';
import type { RfqAttachment, RfqBuyer, RfqLine, RfqStatus, RfqVisibility } from '../contract/rfq';
import { quantityText } from '../components/catalogue-format';
import { useTranslation } from '../i18n';
import { formatNumber } from '../components/money';
import { Attachments } from './Attachments';
import { BuyerLabel, DateText, Money, RfqStatusTag, useLanguage } from './rfq-display';

export interface RfqSummaryData {
  number: string;
  status: RfqStatus;
  visibility: RfqVisibility;
  category: { path: string };
  delivery_country: string;
  delivery_city: string;
  incoterm: string;
  required_by: string;
  valid_until: string;
  quotes_wanted: number;
  quote_count: number;
  currency: string;
  payment_terms: string;
  note: string;
  lines: RfqLine[];
  attachments?: RfqAttachment[];
  buyer?: RfqBuyer;
}

export function RfqFacts({ rfq }: { rfq: RfqSummaryData }) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  const language = useLanguage();
  const phone = useMediaQuery(CARDS_QUERY);
  const items = [
    { key: 'number', label: t('rfq.number'), children: <span className="rfq-number-text">{rfq.number}</span> },
    { key: 'status', label: t('rfq.status'), children: <RfqStatusTag status={rfq.status} /> },
    ...(rfq.buyer ? [{ key: 'buyer', label: t('rfq.buyer'), children: <BuyerLabel buyer={rfq.buyer} /> }] : []),
    { key: 'category', label: t('rfq.category'), children: rfq.category.path },
    { key: 'delivery', label: t('rfq.delivery'), children: `${rfq.delivery_city}, ${countryName(rfq.delivery_country) ?? rfq.delivery_country}` },
    { key: 'incoterm', label: t('rfq.incoterm'), children: t(`incoterms.${rfq.incoterm}`) },
    { key: 'required', label: t('rfq.requiredBy'), children: <DateText iso={rfq.required_by} /> },
    { key: 'valid', label: t('rfq.validUntil'), children: <DateText iso={rfq.valid_until} /> },
    { key: 'quotes', label: t('rfq.quotes'), children: t('rfq.quotesOf', { count: rfq.quote_count, wanted: formatNumber(rfq.quotes_wanted, language) }) },
    { key: 'visibility', label: t('rfq.visibility'), children: t(`rfqVisibility.${rfq.visibility}`) },
    ...(rfq.payment_terms ? [{ key: 'terms', label: t('rfq.paymentTerms'), children: rfq.payment_terms }] : []),
    ...(rfq.note ? [{ key: 'note', label: t('rfq.note'), children: <span className="rfq-prewrap">{rfq.note}</span> }] : []),
    ...(rfq.attachments ? [{ key: 'files', label: t('rfq.attachments'), children: <Attachments items={rfq.attachments} /> }] : []),
  ];
  return <Descriptions className="rfq-facts" column={phone ? 1 : 2} size="small" bordered items={items} />;
}

/** An item's name with its specifications under it. */
function ItemName({ line }: { line: RfqLine }) {
  return (
    <span className="rfq-stack">
      <strong>{line.name}</strong>
      {line.specifications && <span className="rfq-muted rfq-prewrap">{line.specifications}</span>}
    </span>
  );
}

const TargetPrice = ({ line, currency }: { line: RfqLine; currency: string }) =>
  line.target_unit_price_minor === null ? '—' : <Money minor={line.target_unit_price_minor} currency={currency} />;

/** The items: a table, or on a phone one card per item, so nothing scrolls sideways. */
export function RfqLinesTable({ lines, currency }: { lines: RfqLine[]; currency: string }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const phone = useMediaQuery(CARDS_QUERY);
  if (phone) {
    return (
      <ul className="rfq-item-cards" aria-label={t('rfq.item')}>
        {lines.map((line) => (
          <li key={line.id} className="rfq-item-card">
            <ItemName line={line} />
            <dl>
              <dt>{t('rfq.quantity')}</dt>
              <dd>{quantityText(t, line.quantity, line.unit, language)}</dd>
              <dt>{t('rfq.targetPrice')}</dt>
              <dd>
                <TargetPrice line={line} currency={currency} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<RfqLine>
      className="rfq-lines"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'item', title: t('rfq.item'), render: (_, line) => <ItemName line={line} /> },
        { key: 'quantity', title: t('rfq.quantity'), align: 'right', render: (_, line) => quantityText(t, line.quantity, line.unit, language) },
        { key: 'target', title: t('rfq.targetPrice'), align: 'right', render: (_, line) => <TargetPrice line={line} currency={currency} /> },
      ]}
    />
  );
}
