// The seller's payout settings on the Balance page: weekly (Mondays) or monthly (first days), the next
// payout day, the minimum, and a way to the bank details when they are missing (no payout without them).
import { useState } from 'react';
import { Link } from 'react-router';
import type { PayoutSchedule as Schedule, PayoutSettings } from '../contract/payouts';
import { PAYOUT_SCHEDULES } from '../contract/payouts-messages';
import { utcDayText } from '../components/dates';
import { formatMoney } from '../components/money';
import { NativeSelect } from '../components/NativeSelect';
import { useApiData } from '../engine/useApiData';
import { useTranslation } from '../i18n';
import { api } from '../providers/http';

export function PayoutSchedule({ currencies }: { currencies: string[] }) {
  const { t, i18n } = useTranslation('finance');
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, reload } = useApiData<PayoutSettings>('seller/payout-settings');
  const [saving, setSaving] = useState(false);
  if (!data) return null;
  const change = async (schedule: Schedule) => {
    setSaving(true);
    try {
      await api.put('seller/payout-settings', { schedule }, { successToast: true });
      await reload();
    } finally {
      setSaving(false);
    }
  };
  const minimums = currencies.map((currency) => formatMoney(data.minimums[currency] ?? 0, currency, language)).join(', ');
  return (
    <section className="finance-schedule" aria-labelledby="payout-schedule">
      <h2 id="payout-schedule">{t('finance.scheduleTitle')}</h2>
      <label className="finance-schedule-choice">
        <span>{t('finance.scheduleLabel')}</span>
        <NativeSelect
          aria-label={t('finance.scheduleLabel')}
          value={data.schedule}
          disabled={saving}
          options={PAYOUT_SCHEDULES.map((schedule) => ({
            value: schedule,
            label: schedule === 'weekly' ? t('finance.scheduleWeekly') : t('finance.scheduleMonthly'),
          }))}
          onChange={(value) => value && void change(value as Schedule)}
        />
      </label>
      <p>
        {t('finance.scheduleNext', { date: utcDayText(data.next_payout_at, language) })}
        {minimums && ` ${t('finance.scheduleMinimum', { amounts: minimums })}`}
      </p>
      {!data.bank_ready && (
        <p className="finance-negative" role="note">
          {t('finance.bankMissing')} <Link to="/store/bank-details">{t('finance.addBankDetails')}</Link>
        </p>
      )}
      <Link to="/finance/payouts">{t('finance.viewPayouts')}</Link>
    </section>
  );
}
