// "Issue invoices": an ended month's commission invoices now, for every seller charged commission that
// month (administrators; each seller and month once, so issuing again adds only what is missing).
import { useState } from 'react';
import { Button } from '../../../components/Button';
import type { ToolbarProps } from '../../../engine/types';
import { translateMessage, useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import { currentStaffCan } from '../../access';

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

export function IssueInvoicesToolbar({ refresh }: ToolbarProps) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(lastMonth);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (!currentStaffCan('ledgerWrite')) return null;
  const issue = async () => {
    setBusy(true);
    setNote(null);
    try {
      const result = await api.post<{ issued: number }>('admin/commission-invoices', { month });
      setNote(result.success ? t('resources.admin-commission-invoices.issuedCount', { count: result.data.issued }) : translateMessage(result.message));
      if (result.success) await refresh();
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="issue-invoices">
      <label className="issue-invoices-month">
        <span>{t('resources.admin-commission-invoices.issueFor')}</span>
        <input type="month" value={month} max={lastMonth()} onChange={(event) => setMonth(event.target.value)} />
      </label>
      <Button type="primary" loading={busy} disabled={!month} onClick={() => void issue()}>
        {t('resources.admin-commission-invoices.issue')}
      </Button>
      {note && (
        <span role="status" className="issue-invoices-note">
          {note}
        </span>
      )}
    </span>
  );
}
