// The home's money tile: per currency what the marketplace owes the seller and what of it is payable
// now, the next payout run, and a note when the seller owes the marketplace instead; the Balance page
// (/finance/balance) has the rest. Nothing shows until the seller has a balance (or if it cannot load:
// the Balance page says why).
import { Link } from 'react-router';
import type { Balance, Balances } from '../contract/money';
import { utcDayText } from '../components/dates';
import { formatMoney } from '../components/money';
import { useApiData } from '../engine/useApiData';
import { useTranslation } from '../i18n';

function CurrencyOwed({ balance, direct, language }: { balance: Balance; direct: boolean; language: string }) {
  const { t } = useTranslation('sellerAnalytics');
  const money = (minor: number) => formatMoney(minor, balance.currency, language);
  const negative = balance.owed_minor < 0;
  return (
    <li className="figure-card" data-currency={balance.currency}>
      <span className="figure-card-label">
        {t('sellerAnalytics.owed')} · {balance.currency}
      </span>
      <span className="figure-card-value">
        <span className={`figure-card-money${negative ? ' is-negative' : ''}`}>{money(balance.owed_minor)}</span>
      </span>
      {!direct && <span className="figure-card-hint">{t('sellerAnalytics.payableNow', { amount: money(balance.payable_minor) })}</span>}
      {negative && (
        <span className="sa-owes" role="note">
          {t(direct ? 'sellerAnalytics.owesDirect' : 'sellerAnalytics.owes', { amount: money(-balance.owed_minor) })}
        </span>
      )}
    </li>
  );
}

export function BalanceTile() {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useApiData<Balances>('seller/balances');
  if (!data || data.balances.length === 0) return null;
  const direct = data.settlement_mode === 'direct';
  // One payout run pays every currency: the date is the same on each balance.
  const nextPayout = direct ? null : (data.balances.find((balance) => balance.next_payout_at)?.next_payout_at ?? null);
  return (
    <section className="resource-card sa-card sa-money" aria-labelledby="sa-money-title">
      <div className="sa-card-head">
        <h2 id="sa-money-title" className="form-section-title">
          {t('sellerAnalytics.moneyTitle')}
        </h2>
        <div className="sa-card-actions">
          {nextPayout && <span className="sa-next-payout">{t('sellerAnalytics.nextPayout', { date: utcDayText(nextPayout, language) })}</span>}
          <Link to="/finance/balance">{t('sellerAnalytics.viewBalance')}</Link>
        </div>
      </div>
      <ul className="figure-grid">
        {data.balances.map((balance) => (
          <CurrencyOwed key={balance.currency} balance={balance} direct={direct} language={language} />
        ))}
      </ul>
    </section>
  );
}
