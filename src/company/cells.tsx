// Cells the company's lists share.
import { Suspense } from 'react';
import { formatMoney } from '../components/money';
import { useTranslation } from '../i18n';
import type { Budget } from '../contract/company-approvals';
import type { CellProps } from '../engine/types';
import { lazyPart } from '../engine/lazy-part';

// The bar and its styles load with the budgets list, not with the sidebar that names the resource.
const SpendBar = lazyPart(() => import('./SpendBar'), 'SpendBar');

/** Who did it (invited_by, created_by): a name, or a dash when the account is gone. */
export function PersonCell({ record }: CellProps<{ invited_by?: { name: string } | null; created_by?: { name: string } | null }>) {
  const person = record.invited_by ?? record.created_by ?? null;
  return <>{person?.name ?? '—'}</>;
}

/** An amount in the record's currency, or a dash (a new-supplier rule has none). */
export function RuleAmountCell({ record }: CellProps<{ amount_minor: number | null; currency: string }>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return <>{record.amount_minor === null ? '—' : formatMoney(record.amount_minor, record.currency, language)}</>;
}

/** Whom a limit is for: the company, or the member by name. */
export function BudgetScopeCell({ record }: CellProps<Budget>) {
  const { t } = useTranslation();
  return <>{record.scope === 'company' ? t('resources.buyer-budgets.values.scope.company') : (record.member_name ?? '—')}</>;
}

/** Spent against the limit in the current period: a bar and the figures. */
export function BudgetSpendCell({ record }: CellProps<Budget>) {
  return (
    <Suspense fallback={null}>
      <SpendBar budget={record} compact />
    </Suspense>
  );
}
