// Above the figures: what the marketplace owes its sellers now, per currency (pending, payable and
// reserved), read from the balance rows.
import type { OwedRow } from '../../../contract/statements';
import { formatMoney } from '../../../components/money';
import { useApiData } from '../../../engine/useApiData';
import { useTranslation } from '../../../i18n';
import '../commission-invoices/invoices.css';

export function OwedToSellers() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useApiData<OwedRow[]>('admin/money/owed');
  if (!data || data.length === 0) return null;
  return (
    <span className="figures-owed" role="group" aria-label={t('resources.admin-money-figures.owed')}>
      <span>{t('resources.admin-money-figures.owed')}:</span>
      {data.map((row) => (
        <strong
          key={row.currency}
          title={t('resources.admin-money-figures.owedSplit', {
            payable: formatMoney(row.payable_minor, row.currency, language),
            pending: formatMoney(row.pending_minor, row.currency, language),
            reserved: formatMoney(row.reserved_minor, row.currency, language),
          })}
        >
          {formatMoney(row.owed_minor, row.currency, language)}
        </strong>
      ))}
    </span>
  );
}
