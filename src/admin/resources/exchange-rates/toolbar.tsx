// Back office, exchange rates: 'Import CSV' for administrators; the dialog loads when first opened.
import { UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { useTranslation } from '../../../i18n';
import type { ToolbarProps } from '../../../engine/types';
import { currentStaffCan } from '../../access';

const RateImportDialog = lazy(() => import('./import-dialog'));

export function RatesToolbar({ refresh }: ToolbarProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (!currentStaffCan('exchangeRatesWrite')) return null;
  return (
    <>
      <Button
        icon={<UploadOutlined aria-hidden />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('adminRates.importCsv')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RateImportDialog open={open} onClose={() => setOpen(false)} onImported={refresh} />
        </Suspense>
      )}
    </>
  );
}
