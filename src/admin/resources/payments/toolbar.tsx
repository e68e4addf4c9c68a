// Back office, payments: 'Import bank statement' for administrators; the dialog loads when first opened.
import { UploadOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { useTranslation } from '../../../i18n';
import type { ToolbarProps } from '../../../engine/types';
import { currentStaffCan } from '../../access';

const StatementImportDialog = lazy(() => import('./import-dialog'));

export function StatementToolbar({ refresh }: ToolbarProps) {
  const { t } = useTranslation('payments');
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  if (!currentStaffCan('payments')) return null;
  return (
    <>
      <Button
        icon={<UploadOutlined aria-hidden />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('payments.importStatement')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <StatementImportDialog open={open} onClose={() => setOpen(false)} onImported={refresh} />
        </Suspense>
      )}
    </>
  );
}
