// This month's quote allowance left, beside the supplier's RFQ lists and on the request's page.
import { useRemote } from '../ssr/useRemote';
import { useTranslation } from '../i18n';
import { dateText } from '../components/dates';
import { formatNumber } from '../components/money';
import { loadAllowance } from './api';
import { useLanguage } from './rfq-display';
import { StatusTag } from '../components/StatusTag';

export function AllowanceNote() {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const { result } = useRemote('quote-allowance', (signal) => loadAllowance(signal));
  if (!result?.success) return null;
  const { left, monthly_limit: limit, resets_at: resetsAt } = result.data;
  return (
    <StatusTag color={left > 0 ? 'blue' : 'red'} className="rfq-allowance">
      {t('rfqQuote.allowanceLeft', { left: formatNumber(left, language), limit: formatNumber(limit, language), date: dateText(resetsAt, language) })}
    </StatusTag>
  );
}
