// "Make payout batch": a draft batch now of every payable balance at or above the minimum (optionally one
// currency), for a second staff member to approve; opens the new batch (administrators).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { NativeSelect } from '../../../components/NativeSelect';
import { CURRENCY_CODES } from '../../../contract/catalog-constants';
import type { PayoutBatchDetail } from '../../../contract/payouts';
import type { ToolbarProps } from '../../../engine/types';
import { translateMessage, useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import { currentStaffCan } from '../../access';
import { L } from './parts';

export function MakeBatchToolbar({ refresh }: ToolbarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [currency, setCurrency] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!currentStaffCan('payoutsWrite')) return null;
  const make = async () => {
    setBusy(true);
    setNote(null);
    try {
      const result = await api.post<PayoutBatchDetail>('admin/payout-batches', currency ? { currency } : {}, { successToast: true, toast: false });
      if (result.success) {
        await refresh();
        navigate(`/admin/payout-batches/${result.data.id}`);
      } else setNote(translateMessage(result.message));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="payout-make">
      <NativeSelect
        aria-label={t(`${L}.currency`)}
        value={currency}
        placeholder={t(`${L}.allCurrencies`)}
        options={CURRENCY_CODES.map((code) => ({ value: code, label: code }))}
        onChange={(value) => setCurrency(value ?? '')}
      />
      <Button type="primary" loading={busy} onClick={() => void make()}>
        {t(`${L}.make`)}
      </Button>
      {note && (
        <span role="status" className="payout-make-note">
          {note}
        </span>
      )}
    </span>
  );
}
