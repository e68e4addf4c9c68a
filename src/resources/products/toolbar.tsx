import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { listQuery } from '../../providers/data-provider';
import { api } from '../../providers/http';
import type { ToolbarProps } from '../../engine/types';

// The import dialog (with its report table and progress bar) loads when a seller first opens it.
const ImportDialog = lazy(() => import('./csv'));

/** Export the filtered list as CSV; import a CSV with a per-row report. */
export function ProductToolbar({ filters, refresh }: ToolbarProps) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [importOpened, setImportOpened] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    // The same filters as the list, without its page: the export is every matching product.
    await api.download('products/export', 'products.csv', { query: listQuery({ mode: 'off' }, undefined, filters) });
    setExporting(false);
  };

  const openImport = () => {
    setImportOpened(true);
    setImporting(true);
  };

  return (
    <>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void exportCsv()} loading={exporting}>
        {t('products.exportCsv')}
      </Button>
      <Button icon={<UploadOutlined aria-hidden />} onClick={openImport}>
        {t('products.importCsv')}
      </Button>
      {importOpened && (
        <Suspense fallback={null}>
          <ImportDialog open={importing} onClose={() => setImporting(false)} onImported={refresh} />
        </Suspense>
      )}
    </>
  );
}
