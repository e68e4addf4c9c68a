import { UploadOutlined } from '@ant-design/icons';
import { Button } from '../../components/Button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { uploadDialog, useUploadRequest } from './dialog-store';

// The dialog (form, progress, file checks) is fetched the first time it opens.
const UploadDialog = lazy(() => import('./upload'));

/** The page's primary action, and the one upload dialog for both new documents and replacements. */
export function DocumentsToolbar() {
  const { t } = useTranslation();
  const request = useUploadRequest();
  const [mounted, setMounted] = useState(request !== null);
  if (request !== null && !mounted) setMounted(true);
  // A dialog left open belongs to this visit of the page.
  useEffect(() => () => uploadDialog.close(), []);
  return (
    <>
      <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => uploadDialog.openCreate()}>
        {t('documentsPage.upload')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <UploadDialog />
        </Suspense>
      )}
    </>
  );
}
