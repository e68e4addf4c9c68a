import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useParams } from 'react-router';
import { CatalogueFrame } from './CatalogueFrame';
import { ProductDetailsView } from './ProductDetailsView';
import { CATALOGUE_PATHS, type CatalogueVariant } from './public-paths';

/** /ProductDetails/:id (and /PublicProductDetails/:id signed in): one published product. */
export default function ProductDetailsPage({ variant = 'portal' }: { variant?: CatalogueVariant }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [name, setName] = useState<string | null>(null);
  return (
    <CatalogueFrame title={name ?? t('routes.productDetails')}>
      {/* A new id is a new page: nothing of the previous product is kept. */}
      <ProductDetailsView key={id} id={id} cataloguePath={CATALOGUE_PATHS[variant].catalogue} onTitle={setName} />
    </CatalogueFrame>
  );
}
