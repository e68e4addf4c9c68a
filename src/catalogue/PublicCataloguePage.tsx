// The signed-out catalogue: the public frame (top bar and footer) around the same views the signed-in
// pages use. Nothing here imports Refine, the seller shell or the admin code, so a first visit stays light.
import { useTranslation } from '../i18n';
import { PageFrame } from '../public/PageFrame';
import { CatalogueView } from './CatalogueView';
import { CATALOGUE_PATHS } from './public-paths';

/** /Public-dashboard signed out. */
export default function PublicCataloguePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('catalogue.publicTitle')}>
      <div className="container catalogue-page is-public">
        <header className="catalogue-heading">
          <h1>{t('catalogue.publicTitle')}</h1>
          <p>{t('catalogue.publicSubtitle')}</p>
        </header>
        <CatalogueView detailsPath={CATALOGUE_PATHS.public.details} />
      </div>
    </PageFrame>
  );
}
