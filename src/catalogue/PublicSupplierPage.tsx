// /supplier/:id signed out: a supplier's public store page in the public frame.
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useParams } from 'react-router';
import { PageFrame } from '../public/PageFrame';
import { SupplierView } from './SupplierView';

export default function PublicSupplierPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [name, setName] = useState<string | null>(null);
  return (
    <PageFrame title={name ?? t('catalogue.supplier')}>
      <div className="container catalogue-page is-public">
        <SupplierView key={id} id={id} onTitle={setName} />
      </div>
    </PageFrame>
  );
}
