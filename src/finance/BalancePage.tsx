// /finance/balance: the seller's balances per currency (pending, payable, reserved, paid), each read from
// one row on the server, what is owed in all, the next payout, and a note when the seller owes money.
import { Link } from 'react-router';
import type { Balance, Balances } from '../contract/money';
import { utcDayText } from '../components/dates';
import { formatMoney } from '../components/money';
import { TextSkeleton } from '../components/Skeleton';
import { ErrorState, PageHeader } from '../engine/states';
import { useApiData } from '../engine/useApiData';
import { useTranslation } from '../i18n';
import { PayoutSchedule } from './PayoutSchedule';
import '../buyer/buyer-pages.css';
import './finance.css';

function CurrencyBalance({ balance, language }: { balance: Balance; language: string }) {
  const { t } = useTranslation('finance');
  const money = (minor: number) => (
    <span className={`figure-card-money${minor < 0 ? ' is-negative' : ''}`}>{formatMoney(minor, balance.currency, language)}</span>
  );
  const buckets = [
    { key: 'pending', label: t('finance.pending'), help: t('finance.pendingHelp'), value: balance.pending_minor },
    { key: 'payable', label: t('finance.payable'), help: t('finance.payableHelp'), value: balance.payable_minor },
    { key: 'reserved', label: t('finance.reserved'), help: t('finance.reservedHelp'), value: balance.reserved_minor },
    { key: 'paid', label: t('finance.paid'), help: t('finance.paidHelp'), value: balance.paid_minor },
  ];
  return (
    <section className="finance-currency" aria-labelledby={`balance-${balance.currency}`}>
      <div className="finance-currency-head">
        <h2 id={`balance-${balance.currency}`}>{balance.currency}</h2>
        <span className="finance-owed">
          {t('finance.owed')}: <strong>{money(balance.owed_minor)}</strong>
        </span>
        <span className="finance-next">
          {t('finance.nextPayout')}: {balance.next_payout_at ? utcDayText(balance.next_payout_at, language) : t('finance.notScheduled')}
        </span>
      </div>
      {balance.owed_minor < 0 && (
        <p className="finance-negative" role="note">
          {t('finance.negative', { amount: formatMoney(-balance.owed_minor, balance.currency, language) })}
        </p>
      )}
      <ul className="figure-grid">
        {buckets.map((bucket) => (
          <li key={bucket.key} className="figure-card" data-bucket={bucket.key}>
            <span className="figure-card-label">{bucket.label}</span>
            <span className="figure-card-value">{money(bucket.value)}</span>
            <span className="figure-card-hint">{bucket.help}</span>
          </li>
        ))}
      </ul>
      <Link className="finance-ledger-link" to={`/finance/ledger?currency=${balance.currency}`}>
        {t('finance.viewLedger')} · {t('finance.entries', { count: balance.entry_count })}
      </Link>
    </section>
  );
}

export default function BalancePage() {
  const { t, i18n } = useTranslation('finance');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, error, loading, reload } = useApiData<Balances>('seller/balances');
  let body;
  if (error && !data) body = <ErrorState error={{ message: error, statusCode: 500 }} onRetry={reload} title={t('finance.loadFailed')} />;
  else if (!data || (loading && !data)) body = <TextSkeleton lines={4} title />;
  else if (data.balances.length === 0) body = <p className="finance-empty">{t('finance.empty')}</p>;
  else body = data.balances.map((balance) => <CurrencyBalance key={balance.currency} balance={balance} language={language} />);
  return (
    <div className="resource-page finance-page">
      <PageHeader title={t('financeNav.balance')}>
        {data && (
          <p className="form-section-text">
            {data.settlement_mode === 'direct' ? t('finance.directIntro') : t('finance.balanceIntro', { days: data.return_window_days })}
          </p>
        )}
      </PageHeader>
      {body}
      {data && data.settlement_mode !== 'direct' && <PayoutSchedule currencies={data.balances.map((balance) => balance.currency)} />}
    </div>
  );
}
