// The commission rules' cells: what a rule applies to, its rate, and its amounts in its currency.
import type { CommissionRule } from '../../../contract/money';
import { formatMoney } from '../../../components/money';
import type { CellProps } from '../../../engine/types';
import { useTranslation } from '../../../i18n';

export function TargetCell({ record }: CellProps<CommissionRule>) {
  const { t } = useTranslation('finance');
  if (record.scope === 'category') return <span>{record.category_path ?? record.category_id}</span>;
  if (record.scope === 'seller') return <span>{record.seller_name ?? record.seller_id}</span>;
  return <span>{t('adminFinanceScope.default')}</span>;
}

export function RateCell({ record }: CellProps<CommissionRule>) {
  const { i18n } = useTranslation();
  return <span>{new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { style: 'percent', maximumFractionDigits: 2 }).format(record.rate_bp / 10_000)}</span>;
}

export function AmountsCell({ record }: CellProps<CommissionRule>) {
  const { t, i18n } = useTranslation('finance');
  if (!record.currency) return <span>{t('adminFinance.anyCurrency')}</span>;
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, record.currency ?? 'USD', i18n.resolvedLanguage ?? 'en'));
  return (
    <span>
      {record.currency} · {t('adminFinance.minLine')} {money(record.min_line_minor)} · {t('adminFinance.maxLine')} {money(record.max_line_minor)} ·{' '}
      {t('adminFinance.fixedFee')} {money(record.fixed_fee_minor)}
    </span>
  );
}
