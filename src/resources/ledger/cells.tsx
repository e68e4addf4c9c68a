// The ledger's cells: the signed amount, the balance of its bucket after it, and the order it belongs to.
import { Link } from 'react-router';
import type { LedgerEntry } from '../../contract/money';
import { formatMoney } from '../../components/money';
import type { CellProps } from '../../engine/types';
import { useTranslation } from '../../i18n';
import './ledger.css';

const AFTER: Record<LedgerEntry['bucket'], keyof LedgerEntry> = {
  pending: 'pending_after',
  payable: 'payable_after',
  reserved: 'reserved_after',
  paid: 'paid_after',
};

export function AmountCell({ record }: CellProps<LedgerEntry>) {
  const { i18n } = useTranslation();
  const text = formatMoney(record.amount_minor, record.currency, i18n.resolvedLanguage ?? 'en');
  return <span className={record.amount_minor < 0 ? 'ledger-amount is-negative' : 'ledger-amount'}>{record.amount_minor > 0 ? `+${text}` : text}</span>;
}

export function BalanceAfterCell({ record }: CellProps<LedgerEntry>) {
  const { i18n } = useTranslation();
  const after = record[AFTER[record.bucket]] as number;
  return (
    <span className={after < 0 ? 'ledger-amount is-negative' : 'ledger-amount'}>{formatMoney(after, record.currency, i18n.resolvedLanguage ?? 'en')}</span>
  );
}

export function OrderCell({ record }: CellProps<LedgerEntry>) {
  if (!record.order_id) return <span>{record.reason ?? '—'}</span>;
  return <Link to={`/OrderDetails/${record.order_id}`}>{record.order_number ?? record.order_id}</Link>;
}
