import { useTranslation } from '../i18n';
import { formatMoney, formatNumber } from '../components/money';
import { unitName } from '../components/catalogue-format';
import { priceBreaks, type PricedProduct } from './price-table';

export interface VolumePriceTableProps {
  product: PricedProduct & { currency: string; unit: string | null };
  /** The quantity being ordered: its row is marked. */
  quantity?: number | null;
}

/** Quantity breaks and the unit price of each: "100 – 499 · US$4.50", then each tier, the last open-ended. */
export function VolumePriceTable({ product, quantity }: VolumePriceTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const rows = priceBreaks(product);
  const unit = unitName(t, product.unit);
  const anySaving = rows.some((row) => row.savingPercent > 0);
  const isCurrent = (row: (typeof rows)[number]) => typeof quantity === 'number' && quantity >= row.from && (row.to === null || quantity <= row.to);
  return (
    <table className="catalogue-table catalogue-price-table">
      <caption className="visually-hidden">{t('catalogue.volumePricesCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{unit ? t('catalogue.quantityIn', { unit }) : t('catalogue.quantity')}</th>
          <th scope="col" className="is-number">
            {t('catalogue.unitPrice')}
          </th>
          {anySaving && (
            <th scope="col" className="is-number">
              {t('catalogue.saving')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.from} className={isCurrent(row) ? 'is-current' : undefined} aria-current={isCurrent(row) ? 'true' : undefined}>
            <th scope="row">
              {row.to === null
                ? t('catalogue.quantityFrom', { from: formatNumber(row.from, language) })
                : t('catalogue.quantityBetween', { from: formatNumber(row.from, language), to: formatNumber(row.to, language) })}
            </th>
            <td className="is-number catalogue-money">{formatMoney(row.priceMinor, product.currency, language)}</td>
            {anySaving && (
              <td className="is-number catalogue-saving">{row.savingPercent > 0 ? t('catalogue.savingPercent', { percent: row.savingPercent }) : ''}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
