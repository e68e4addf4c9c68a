import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { Icon } from '../components/Icon';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CatalogueProductDetails } from '../contract/public-catalog';
import { api } from '../providers/http';
import { useLoginState } from '../providers/session';
import { fetchCatalogueProduct } from './api';
import '../components/plain-controls.css';
import './catalogue.css';
import type { CatalogueLinkState } from './CatalogueView';
import { CatalogueError, CatalogueNotice } from '../components/CatalogueStates';
import { priceRangeText, quantityText, unitName } from '../components/catalogue-format';
import { OrderBox } from './OrderBox';
import { minimumQuantity } from './price-table';
import { ProductActions } from './ProductActions';
import { ProductGallery } from './ProductGallery';
import { SpecificationsTable } from './SpecificationsTable';
import { SupplierCard } from './SupplierCard';
import { useRemote } from '../ssr/useRemote';
import { VolumePriceTable } from './VolumePriceTable';
import { PublicReviews } from '../reviews/PublicReviews';
import { PerformanceHeadline } from '../performance/PerformanceFacts';

export interface ProductDetailsViewProps {
  id: string;
  /** The catalogue this page belongs to (/Product signed in, /Public-dashboard signed out). */
  cataloguePath: string;
  /** Called with the product's name once loaded (the page title). */
  onTitle?: (title: string) => void;
}

function isLinkState(value: unknown): value is CatalogueLinkState {
  return typeof value === 'object' && value !== null && typeof (value as CatalogueLinkState).catalogueSearch === 'string';
}

/** The back link returns to the list as it was left: same search, filters and page. */
function BackLink({ cataloguePath }: { cataloguePath: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const search = isLinkState(location.state) ? location.state.catalogueSearch : '';
  return (
    <Link to={`${cataloguePath}${search}`} className="catalogue-back">
      <Icon svg={ArrowLeftOutlined} aria-hidden /> {t('catalogue.backToCatalogue')}
    </Link>
  );
}

function DetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="catalogue-details" role="status" aria-busy="true" aria-label={t('catalogue.loading')}>
      <div className="catalogue-gallery">
        <div className="catalogue-gallery-main catalogue-shimmer" />
      </div>
      <div className="catalogue-summary">
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '40%' }} />
        <span className="catalogue-bar is-title catalogue-shimmer" style={{ width: '85%' }} />
        <span className="catalogue-bar is-title catalogue-shimmer" style={{ width: '45%' }} />
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '70%' }} />
        <span className="catalogue-block catalogue-shimmer" />
      </div>
    </div>
  );
}

function Details({ product }: { product: CatalogueProductDetails }) {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState<number | null>(minimumQuantity(product));
  const language = i18n.resolvedLanguage ?? 'en';
  const unit = unitName(t, product.unit);
  const leadTime =
    product.lead_time_days === null
      ? t('catalogue.notStated')
      : product.lead_time_days === 0
        ? t('catalogue.leadTimeReady')
        : t('catalogue.leadTimeDays', { count: product.lead_time_days });
  return (
    <>
      <div className="catalogue-details">
        <ProductGallery images={product.images} name={product.name} />
        <div className="catalogue-summary">
          {product.category_path && <p className="catalogue-eyebrow">{product.category_path}</p>}
          <h1 className="catalogue-title">{product.name}</h1>
          <PerformanceHeadline rating={product.rating} performance={product.supplier.performance} />
          <p className="catalogue-headline-price">
            <span className="catalogue-money">{priceRangeText(product.price_min_minor, product.price_max_minor, product.currency, language)}</span>
            {unit && ' '}
            {unit && <span className="catalogue-card-unit">{t('catalogue.perUnit', { unit })}</span>}
          </p>
          <dl className="catalogue-facts">
            <div>
              <dt>{t('catalogue.minimumOrder')}</dt>
              <dd>{quantityText(t, product.moq, product.unit, language)}</dd>
            </div>
            <div>
              <dt>{t('catalogue.leadTime')}</dt>
              <dd>{leadTime}</dd>
            </div>
          </dl>
          <section aria-labelledby="volume-prices">
            <h2 id="volume-prices" className="catalogue-section-title">
              {t('catalogue.volumePrices')}
            </h2>
            <VolumePriceTable product={product} quantity={quantity} />
          </section>
          <OrderBox product={product} quantity={quantity} onQuantity={setQuantity} />
          <ProductActions productId={product.id} supplierId={product.supplier.id} />
          <SupplierCard supplier={product.supplier} />
        </div>
      </div>
      <div className="catalogue-details-more">
        <section className="catalogue-panel" aria-labelledby="product-description">
          <h2 id="product-description" className="catalogue-section-title">
            {t('catalogue.description')}
          </h2>
          <p className="catalogue-description">{product.description}</p>
        </section>
        <section className="catalogue-panel" aria-labelledby="product-specifications">
          <h2 id="product-specifications" className="catalogue-section-title">
            {t('catalogue.specifications')}
          </h2>
          <SpecificationsTable specifications={product.specifications} />
        </section>
      </div>
      <PublicReviews source={{ kind: 'products', id: product.id }} />
    </>
  );
}

/** One product as a buyer sees it; brings no frame of its own, like CatalogueView. */
export function ProductDetailsView({ id, cataloguePath, onTitle }: ProductDetailsViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { result, loading, retry } = useRemote(id, (signal) => fetchCatalogueProduct(id, signal));
  const name = result?.success ? result.data.name : null;
  useEffect(() => {
    if (name) onTitle?.(name);
  }, [name, onTitle]);
  // Signed in, a product seen is a product in "Recently viewed"; nothing to tell if that fails.
  const { token } = useLoginState();
  const shown = result?.success ? result.data.id : null;
  useEffect(() => {
    if (token && shown) void api.post('lists/recent', { product_id: shown }, { toast: false });
  }, [token, shown]);

  let body;
  if (loading || !result) body = <DetailsSkeleton />;
  else if (result.success) body = <Details product={result.data} />;
  else if (result.status === 404 || result.status === 400)
    body = (
      <CatalogueNotice
        icon={<Icon svg={SearchOutlined} aria-hidden />}
        title={t('catalogue.notFoundTitle')}
        text={t('catalogue.notFoundText')}
        action={
          <button type="button" className="plain-button is-primary" onClick={() => navigate(cataloguePath)}>
            {t('catalogue.backToCatalogue')}
          </button>
        }
      />
    );
  else body = <CatalogueError title={t('catalogue.productLoadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;

  return (
    <article className="catalogue catalogue-product">
      <BackLink cataloguePath={cataloguePath} />
      {body}
    </article>
  );
}
