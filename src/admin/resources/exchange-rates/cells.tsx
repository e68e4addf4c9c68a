// Back office, exchange rates: the list's pair and rate cells ("EUR → USD", "1 EUR = 1.0825 USD").
import type { ExchangeRate } from '../../../contract/exchange-rates';
import { useTranslation } from '../../../i18n';
import type { CellProps } from '../../../engine/types';

export function PairCell({ record }: CellProps<ExchangeRate>) {
  const { t } = useTranslation();
  return <span className="admin-party-title">{t('adminRates.pairText', { base: record.base_currency, quote: record.quote_currency })}</span>;
}

/** The rate as stored, every digit of it, with the inverse for reading the other way. */
export function RateCell({ record }: CellProps<ExchangeRate>) {
  const { t, i18n } = useTranslation();
  const rate = Number(record.rate);
  const inverse = rate > 0 ? new Intl.NumberFormat(i18n.language, { maximumSignificantDigits: 6 }).format(1 / rate) : '—';
  return (
    <span className="admin-party">
      <span>{t('adminRates.rateText', { base: record.base_currency, rate: record.rate, quote: record.quote_currency })}</span>
      <span className="cell-sub">{t('adminRates.rateText', { base: record.quote_currency, rate: inverse, quote: record.base_currency })}</span>
    </span>
  );
}
