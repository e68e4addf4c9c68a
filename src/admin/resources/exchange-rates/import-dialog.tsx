// Back office, exchange rates: importing a CSV file. Every row is checked; a file with any problem changes
// nothing, and the report lists each problem by line and column.
import { Result } from 'antd';
import { CsvImportDialog, sendCsv } from '../../../components/CsvImportDialog';
import { useTranslation } from '../../../i18n';
import './exchange-rates.css';

const importRatesCsv = (file: File) => sendCsv<{ imported: number }, number>('admin/exchange-rates/import', file, (data) => Number(data?.imported ?? 0));

export default function RateImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      send={importRatesCsv}
      data-testid="rate-import-input"
      texts={{
        title: t('adminRates.importTitle'),
        help: (
          <>
            <p>{t('adminRates.importHelp')}</p>
            <pre className="admin-rates-sample">{'base_currency,quote_currency,rate,rate_date\nEUR,USD,1.0825,2026-11-26'}</pre>
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
      success={(count) => <Result status="success" title={t('adminRates.importDone', { count })} />}
    />
  );
}
