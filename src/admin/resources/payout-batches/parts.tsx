// The payout batches' cells and the batch page's parts: the totals per currency, the payouts with their
// accounts (masked) and states, each sent or paid one with "Returned by the bank", and the bank files.
import { useState } from 'react';
import { DataTable, type DataColumn } from '../../../components/DataTable';
import { Button } from '../../../components/Button';
import { formatMoney } from '../../../components/money';
import type { PayoutBatch, PayoutBatchDetail, PayoutItem } from '../../../contract/payouts';
import { EXPORTABLE_BATCH_STATES, payoutMessages, PAYOUT_BATCH_STATES, PAYOUT_TRIGGERS } from '../../../contract/payouts-messages';
import { EnumTag } from '../../../engine/cells';
import type { CellProps, ShowSectionProps, ValueSet } from '../../../engine/types';
import { useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import { AccountCell, PAYOUT_STATE } from '../../../resources/payouts/cells';
import { currentStaffCan } from '../../access';
import { adminPath, decide } from '../../common/api';
import { adminDialog } from '../../common/dialog-store';
import './payout-batches.css';

export const L = 'resources.admin-payout-batches';
export const BATCH_STATE: ValueSet = {
  values: PAYOUT_BATCH_STATES,
  labelPrefix: `${L}.values.state`,
  tones: { draft: 'default', approved: 'processing', sent: 'blue', paid: 'success', failed: 'error', cancelled: 'default' },
};
export const BATCH_TRIGGER: ValueSet = { values: PAYOUT_TRIGGERS, labelPrefix: `${L}.values.trigger` };

/** "€400.00 · $1,250.50": the batch's sum in each currency. */
export function TotalsCell({ record }: CellProps<PayoutBatch>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (record.totals.length === 0) return <span className="cell-empty">—</span>;
  return <span>{record.totals.map((total) => formatMoney(total.amount_minor, total.currency, language)).join(' · ')}</span>;
}

/** The batch's payouts, one row per seller and currency. */
export function PayoutsTab({ record, refresh }: ShowSectionProps<PayoutBatchDetail>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const canReturn = currentStaffCan('payoutsWrite') && (record.state === 'sent' || record.state === 'paid');
  const markReturned = (item: PayoutItem) =>
    adminDialog.open({
      kind: 'note',
      titleKey: `${L}.returnTitle`,
      textKey: `${L}.returnText`,
      values: { name: item.seller_name, amount: formatMoney(item.amount_minor, item.currency, language) },
      noteLabelKey: `${L}.reason`,
      requiredMessage: payoutMessages.reason,
      confirmKey: `${L}.return`,
      danger: true,
      noteField: 'reason',
      submit: (reason) => decide(adminPath('payout-items', item.id, 'return'), { reason }),
      after: refresh,
    });
  const columns: DataColumn<PayoutItem>[] = [
    { key: 'seller', title: t(`${L}.seller`), render: (item) => item.seller_name },
    { key: 'amount', title: t(`${L}.amount`), align: 'right', render: (item) => formatMoney(item.amount_minor, item.currency, language) },
    { key: 'account', title: t(`${L}.account`), render: (item) => <AccountCell record={item} /> },
    {
      key: 'state',
      title: t(`${L}.state`),
      render: (item) => (
        <span>
          <EnumTag values={PAYOUT_STATE} value={item.state} />
          {item.failure_reason && item.state === 'failed' && <span className="cell-sub"> {item.failure_reason}</span>}
        </span>
      ),
    },
  ];
  if (canReturn)
    columns.push({
      key: 'return',
      title: '',
      align: 'right',
      render: (item) =>
        item.state === 'sent' || item.state === 'paid' ? (
          <Button size="small" danger onClick={() => markReturned(item)}>
            {t(`${L}.return`)}
          </Button>
        ) : null,
    });
  if (record.items.length === 0) return <p className="cell-empty">{t(`${L}.noPayouts`)}</p>;
  return <DataTable<PayoutItem> className="payout-items" columns={columns} rows={record.items} rowKey={(item) => item.id} label={t(`${L}.tabPayouts`)} />;
}

/** The bank's files of an approved, sent or paid batch: every transfer as CSV, and the EUR ones as a SEPA file. */
export function BankFiles({ record }: ShowSectionProps<PayoutBatchDetail>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  if (!currentStaffCan('payoutsWrite') || !EXPORTABLE_BATCH_STATES.includes(record.state)) return null;
  const download = async (path: string, name: string) => {
    setBusy(name);
    try {
      await api.download(adminPath('payout-batches', record.id, path), name);
    } finally {
      setBusy(null);
    }
  };
  const hasEuro = record.totals.some((total) => total.currency === 'EUR');
  return (
    <span className="payout-files">
      <Button loading={busy === 'csv'} onClick={() => void download('export.csv', `${record.number}.csv`)}>
        {t(`${L}.exportCsv`)}
      </Button>
      {hasEuro && (
        <Button loading={busy === 'xml'} onClick={() => void download('pain001.xml', `${record.number}-EUR.xml`)}>
          {t(`${L}.exportSepa`)}
        </Button>
      )}
    </span>
  );
}
