import { useTranslation } from '../i18n';
import { CatalogueFrame } from './CatalogueFrame';
import { CatalogueView } from './CatalogueView';
import { CATALOGUE_PATHS, type CatalogueVariant } from './public-paths';

/** /Product (and /Public-dashboard signed in): the catalogue as a signed-in user sees it. */
export default function ProductCataloguePage({ variant = 'portal' }: { variant?: CatalogueVariant }) {
  const { t } = useTranslation();
  const title = variant === 'public' ? t('catalogue.publicTitle') : t('catalogue.title');
  return (
    <CatalogueFrame title={title}>
      <header className="catalogue-heading">
        <h1>{title}</h1>
        <p>{variant === 'public' ? t('catalogue.publicSubtitle') : t('catalogue.subtitle')}</p>
      </header>
      <CatalogueView detailsPath={CATALOGUE_PATHS[variant].details} />
    </CatalogueFrame>
  );
}
