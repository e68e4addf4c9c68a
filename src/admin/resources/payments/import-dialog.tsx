// Back office, payments: importing a bank statement CSV. Every line is checked; a file with any problem
// changes nothing, and the report lists each problem by line and column.
import { Result } from 'antd';
import { CsvImportDialog, sendCsv } from '../../../components/CsvImportDialog';
import type { StatementImportResult } from '../../../contract/payments';
import { useTranslation } from '../../../i18n';
import '../../../payments/payments.css';

type Counts = Pick<StatementImportResult, 'recorded' | 'unmatched' | 'skipped'>;
const importStatement = (file: File) =>
  sendCsv<StatementImportResult, Counts>('admin/payments/import', file, (data) => ({
    recorded: Number(data?.recorded ?? 0),
    unmatched: Number(data?.unmatched ?? 0),
    skipped: Number(data?.skipped ?? 0),
  }));

export default function StatementImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => Promise<void> }) {
  const { t } = useTranslation('payments');
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      send={importStatement}
      data-testid="statement-import-input"
      texts={{
        title: t('payments.importTitle'),
        help: (
          <>
            <p>{t('payments.importHelp')}</p>
            <pre className="payments-import-sample">{'date,amount,currency,reference,bank_id\n2026-11-26,1250.00,EUR,Payment ORD-2026-AB12CD34,BANK-0001'}</pre>
          </>
        ),
        start: t('adminRates.importStart'),
        chooseFile: t('adminRates.importChooseFile'),
        changeFile: t('adminRates.importChangeFile'),
        importing: t('adminRates.importing'),
        nothingChanged: t('adminRates.importNothingChanged'),
        row: t('adminRates.importLine'),
        field: t('adminRates.importColumn'),
        problem: t('adminRates.importProblem'),
      }}
      success={(counts) => <Result status="success" title={t('payments.imported', counts)} />}
    />
  );
}
