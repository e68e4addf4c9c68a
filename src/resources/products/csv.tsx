import { Result } from 'antd';
import { CsvImportDialog, sendCsv } from '../../components/CsvImportDialog';
import { useTranslation } from '../../i18n';

interface Imported {
  created: number;
  updated: number;
}

/** Sends the CSV; a refused file's per-row report comes back in the 422 answer's `data`. */
export const importProductsCsv = (file: File) =>
  sendCsv<Imported, Imported>('products/import', file, (data) => ({ created: Number(data?.created ?? 0), updated: Number(data?.updated ?? 0) }));

export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <CsvImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      send={importProductsCsv}
      data-testid="product-import-input"
      texts={{
        title: t('products.importTitle'),
        help: (
          <>
            <p>{t('products.importHelp')}</p>
            <p className="form-section-text">{t('products.importColumns')}</p>
          </>
        ),
        start: t('products.importStart'),
        chooseFile: t('products.importChooseFile'),
        changeFile: t('products.importChangeFile'),
        importing: t('products.importing'),
        nothingChanged: t('products.importNothingChanged'),
        row: t('products.importRow'),
        field: t('products.importField'),
        problem: t('products.importProblem'),
      }}
      success={(done) => (
        <Result status="success" title={t('products.importDone')} subTitle={t('products.importSummary', { created: done.created, updated: done.updated })} />
      )}
    />
  );
}

export default ImportDialog;
