// /PublicProductDetails/:id signed out: the public frame around the product view (its own chunk, so the
// catalogue's first load does not carry the order box and gallery).
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { useParams } from 'react-router';
import { PageFrame } from '../public/PageFrame';
import { ProductDetailsView } from './ProductDetailsView';
import { CATALOGUE_PATHS } from './public-paths';

export default function PublicProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [name, setName] = useState<string | null>(null);
  return (
    <PageFrame title={name ?? t('routes.productDetails')}>
      <div className="container catalogue-page is-public">
        <ProductDetailsView key={id} id={id} cataloguePath={CATALOGUE_PATHS.public.catalogue} onTitle={setName} />
      </div>
    </PageFrame>
  );
}
