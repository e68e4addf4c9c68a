// The cell of the supplier's quotes list: the request quoted, with its number and the buyer's country.
import { Link } from 'react-router';
import { useCountryName } from '../../components/countries';
import type { SupplierQuoteSummary } from '../../contract/rfq';
import { useTranslation } from '../../i18n';
import type { CellProps } from '../../engine/types';

/** The request quoted, to the quote's page, with its number and the buyer's country. */
export function QuoteRfqCell({ record }: CellProps<SupplierQuoteSummary>) {
  const { t } = useTranslation('rfq');
  const countryName = useCountryName();
  return (
    <span className="name-cell">
      <Link to={`/quotes/${encodeURIComponent(record.id)}`} className="cell-link">
        <span className="name-cell-name">{record.rfq.title}</span>
      </Link>
      <span className="name-cell-sub">
        {record.rfq.number} · {t('rfq.buyerFrom', { country: countryName(record.rfq.buyer_country) ?? t('rfq.unknownCountry') })}
      </span>
    </span>
  );
}
