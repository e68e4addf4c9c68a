import { useTranslation } from 'react-i18next';
import { CatalogueFrame } from './CatalogueFrame';
import { CatalogueView } from './CatalogueView';

const detailsPath = (id: string) => `/ProductDetails/${encodeURIComponent(id)}`;

/** /Product: the catalogue as a signed-in user sees it. */
export default function ProductCataloguePage() {
  const { t } = useTranslation();
  return (
    <CatalogueFrame title={t('catalogue.title')}>
      <header className="catalogue-heading">
        <h1>{t('catalogue.title')}</h1>
        <p>{t('catalogue.subtitle')}</p>
      </header>
      <CatalogueView detailsPath={detailsPath} />
    </CatalogueFrame>
  );
}
