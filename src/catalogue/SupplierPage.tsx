import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useParams } from 'react-router';
import { CatalogueFrame } from './CatalogueFrame';
import { SupplierView } from './SupplierView';

/** /supplier/:id signed in: a supplier's public store page in the signed-in frame. */
export default function SupplierPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [name, setName] = useState<string | null>(null);
  return (
    <CatalogueFrame title={name ?? t('catalogue.supplier')}>
      <SupplierView key={id} id={id} onTitle={setName} />
    </CatalogueFrame>
  );
}
