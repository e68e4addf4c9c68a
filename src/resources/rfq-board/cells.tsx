// Cells of the supplier's RFQ lists (board and invitations): the request with its items, the buyer
// as suppliers see it, the delivery terms, the places taken and the supplier's own quote.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCountryName } from '../../components/countries';
import type { BoardRfq } from '../../contract/rfq';
import { useTranslation } from '../../i18n';
import { BuyerLabel, DatePhrase, QuoteStatusTag } from '../../rfq/rfq-display';
import type { CellProps } from '../../engine/types';

// Loaded with the first row drawn, not with the seller portal's first page that declares these cells.
const LinesHead = lazy(() => import('../../rfq/LinesHead'));

export function RfqCell({ record }: CellProps<BoardRfq>) {
  return (
    <span className="name-cell">
      <Link to={`/rfq-board/${encodeURIComponent(record.id)}`} className="cell-link">
        <span className="name-cell-name">{record.title}</span>
      </Link>
      <span className="name-cell-sub is-wrapping">
        {record.number} · {record.category.path}
      </span>
      <span className="name-cell-sub is-wrapping">
        <Suspense fallback={null}>
          <LinesHead head={record.lines_head} count={record.line_count} />
        </Suspense>
      </span>
    </span>
  );
}

export function BuyerCell({ record }: CellProps<BoardRfq>) {
  return <BuyerLabel buyer={record.buyer} />;
}

export function DeliveryCell({ record }: CellProps<BoardRfq>) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  return (
    <span className="name-cell">
      <span>{countryName(record.delivery_country) ?? record.delivery_country}</span>
      <span className="name-cell-sub">
        {record.incoterm} · <DatePhrase iso={record.required_by} text={(date) => t('rfq.requiredByDate', { date })} />
      </span>
    </span>
  );
}

export function PlacesCell({ record }: CellProps<BoardRfq>) {
  const { t } = useTranslation('rfq');
  return <span>{t('rfq.quotesOf', { count: record.quote_count, wanted: record.quotes_wanted })}</span>;
}

export function MyQuoteCell({ record }: CellProps<BoardRfq>) {
  const { t } = useTranslation('rfq');
  if (!record.my_quote) return <span className="rfq-muted">{record.invited ? t('rfq.invitedYou') : t('rfq.notQuoted')}</span>;
  return (
    <Link to={`/quotes/${encodeURIComponent(record.my_quote.id)}`}>
      <QuoteStatusTag status={record.my_quote.status} />
    </Link>
  );
}
