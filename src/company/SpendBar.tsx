// A limit's spend in its current period: a bar filled to what is spent (red once the limit is reached),
// with spent and left in words, for the budgets list and the company overview.
import type { Budget } from '../contract/company-approvals';
import { formatMoney } from '../components/money';
import { useTranslation } from '../i18n';
import './company.css';

export function SpendBar({ budget, compact = false }: { budget: Budget; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (minor: number) => formatMoney(minor, budget.currency, language);
  const share = budget.amount_minor > 0 ? Math.min(1, budget.spent_minor / budget.amount_minor) : 1;
  const tone = share >= 1 ? 'is-over' : share >= 0.8 ? 'is-near' : '';
  const label = t('companyPortal.spentOf', { spent: money(budget.spent_minor), limit: money(budget.amount_minor) });
  return (
    <div className={compact ? 'spend-bar is-compact' : 'spend-bar'}>
      <div className="spend-bar-track" role="meter" aria-valuemin={0} aria-valuemax={budget.amount_minor} aria-valuenow={budget.spent_minor} aria-label={label}>
        <div className={`spend-bar-fill ${tone}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <div className="spend-bar-text">
        <span>{label}</span>
        <span className="spend-bar-left">{t('companyPortal.leftAmount', { left: money(budget.left_minor) })}</span>
      </div>
    </div>
  );
}
