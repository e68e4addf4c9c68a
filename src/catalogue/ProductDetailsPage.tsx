import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductDetailsView } from './ProductDetailsView';

/** /ProductDetails/:id: one published product as a signed-in user sees it. */
export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [name, setName] = useState<string | null>(null);
  return (
    <CatalogueFrame title={name ?? t('routes.productDetails')}>
      {/* A new id is a new page: nothing of the previous product is kept. */}
      <ProductDetailsView key={id} id={id} cataloguePath="/Product" onTitle={setName} />
    </CatalogueFrame>
  );
}
