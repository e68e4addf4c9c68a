import { ArrowLeftOutlined, EnvironmentOutlined, GlobalOutlined, SearchOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { Link, useNavigate } from 'react-router';
import type { PublicSupplier } from '../contract/public-catalog';
import { fetchSupplier, fetchSupplierProducts } from './api';
import './catalogue.css';
import { CatalogueEmpty, CatalogueError, CatalogueNotice } from '../components/CatalogueStates';
import { countryName } from '../components/countries';
import { formatNumber } from '../components/money';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { CATALOGUE_PATHS } from './public-paths';
import { yearsInBusiness } from './SupplierCard';
import { useRemote } from '../ssr/useRemote';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { PublicReviews } from '../reviews/PublicReviews';
import { PerformanceFacts } from '../performance/PerformanceFacts';

/** Products shown on a store page: the newest, a full grid row at every width. */
const STORE_PRODUCTS = 12;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function SupplierProducts({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('store');
  const { result, loading, retry } = useRemote(supplierId, (signal) => fetchSupplierProducts(supplierId, STORE_PRODUCTS, signal));
  if (loading || !result) return <ProductGridSkeleton count={4} />;
  if (!result.success) return <CatalogueError title={t('catalogue.loadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;
  if (result.data.length === 0) return <CatalogueEmpty text={t('supplierPage.noProducts')} />;
  return <ProductGrid products={result.data} detailsPath={CATALOGUE_PATHS.public.details} />;
}

function Supplier({ supplier }: { supplier: PublicSupplier }) {
  const { t, i18n } = useTranslation('store');
  const language = i18n.resolvedLanguage ?? 'en';
  const country = countryName(supplier.country, language);
  const trade = supplier.trade_capabilities;
  const notGiven = <span className="catalogue-muted">{t('supplierPage.notGiven')}</span>;
  return (
    <>
      <header className="supplier-hero">
        {supplier.banner_url && <img className="supplier-banner" src={supplier.banner_url} alt="" />}
        <div className="supplier-identity">
          <span className="supplier-logo">
            {supplier.logo_url ? <img src={supplier.logo_url} alt={t('supplierPage.logoAlt', { name: supplier.name })} /> : <ShopOutlined aria-hidden />}
          </span>
          <div className="supplier-identity-text">
            <h1 className="catalogue-title">{supplier.name}</h1>
            <p className="catalogue-supplier-facts">
              {supplier.verified ? (
                <VerifiedBadge verification={supplier.verification} detailed />
              ) : (
                <span className="catalogue-muted">{t('catalogue.notVerified')}</span>
              )}
              {country && (
                <span>
                  <EnvironmentOutlined aria-hidden /> {country}
                </span>
              )}
              {supplier.year_established !== null && <span>{t('catalogue.yearsInBusiness', { count: yearsInBusiness(supplier.year_established) })}</span>}
              <span>{t('catalogue.memberSince', { year: new Date(supplier.member_since).getUTCFullYear() })}</span>
            </p>
            <PerformanceFacts performance={supplier.performance} />
            {/* A request for quotation that invites this supplier (sign in first when needed). */}
            <Link className="link-button" to={`/rfq/new?invite=${encodeURIComponent(supplier.id)}&supplier=${encodeURIComponent(supplier.name)}`}>
              {t('catalogue.requestQuote')}
            </Link>
          </div>
        </div>
      </header>

      <div className="supplier-sections">
        <section className="catalogue-panel" aria-labelledby="supplier-about">
          <h2 id="supplier-about" className="catalogue-section-title">
            {t('supplierPage.about')}
          </h2>
          {supplier.description || supplier.company_introduction ? (
            <>
              {supplier.description && <p className="catalogue-description">{supplier.description}</p>}
              {supplier.company_introduction && <p className="catalogue-description">{supplier.company_introduction}</p>}
            </>
          ) : (
            <p>{notGiven}</p>
          )}
          {supplier.main_products.length > 0 && (
            <>
              <h3 className="supplier-subtitle">{t('supplierPage.mainProducts')}</h3>
              <p className="supplier-tags">
                {supplier.main_products.map((product) => (
                  <Tag key={product}>{product}</Tag>
                ))}
              </p>
            </>
          )}
          {supplier.certifications.length > 0 && (
            <>
              <h3 className="supplier-subtitle">{t('supplierPage.certifications')}</h3>
              <p className="supplier-tags">
                {supplier.certifications.map((certificate) => (
                  <Tag key={certificate} color="green">
                    {certificate}
                  </Tag>
                ))}
              </p>
            </>
          )}
        </section>

        <section className="catalogue-panel" aria-labelledby="supplier-facts">
          <h2 id="supplier-facts" className="catalogue-section-title">
            {t('supplierPage.facts')}
          </h2>
          <dl className="catalogue-facts supplier-facts">
            <Fact label={t('supplierPage.yearEstablished')}>{supplier.year_established ?? notGiven}</Fact>
            <Fact label={t('supplierPage.employees')}>
              {supplier.employees ? t(`storeEmployees.${supplier.employees}`, { defaultValue: supplier.employees }) : notGiven}
            </Fact>
            <Fact label={t('supplierPage.businessType')}>
              {supplier.business_type ? t(`storeBusinessTypes.${supplier.business_type}`, { defaultValue: supplier.business_type }) : notGiven}
            </Fact>
            <Fact label={t('supplierPage.country')}>{country ?? notGiven}</Fact>
            {supplier.website && (
              <Fact label={t('supplierPage.website')}>
                <a href={supplier.website} target="_blank" rel="noopener noreferrer nofollow">
                  <GlobalOutlined aria-hidden /> {supplier.website.replace(/^https?:\/\//, '')}
                </a>
              </Fact>
            )}
          </dl>
        </section>

        {supplier.main_markets.length > 0 && (
          <section className="catalogue-panel" aria-labelledby="supplier-markets">
            <h2 id="supplier-markets" className="catalogue-section-title">
              {t('supplierPage.mainMarkets')}
            </h2>
            <ul className="supplier-markets">
              {supplier.main_markets.map((market) => (
                <li key={market.region}>
                  <span className="supplier-market-name">{t(`storeRegions.${market.region}`, { defaultValue: market.region })}</span>
                  <span className="supplier-market-bar" aria-hidden>
                    <span style={{ width: `${Math.min(100, Math.max(0, market.share))}%` }} />
                  </span>
                  <span className="supplier-market-share">{t('supplierPage.marketShare', { share: formatNumber(market.share, language) })}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {trade && (
          <section className="catalogue-panel" aria-labelledby="supplier-trade">
            <h2 id="supplier-trade" className="catalogue-section-title">
              {t('supplierPage.trade')}
            </h2>
            <dl className="catalogue-facts supplier-facts">
              <Fact label={t('supplierPage.exportShare')}>{trade.export_share === null ? notGiven : `${formatNumber(trade.export_share, language)}%`}</Fact>
              <Fact label={t('supplierPage.leadTime')}>
                {trade.average_lead_time_days === null ? notGiven : t('supplierPage.leadTimeDays', { count: trade.average_lead_time_days })}
              </Fact>
              <Fact label={t('supplierPage.nearestPort')}>{trade.nearest_port ?? notGiven}</Fact>
              <Fact label={t('supplierPage.incoterms')}>{trade.incoterms.length > 0 ? trade.incoterms.join(', ') : notGiven}</Fact>
              <Fact label={t('supplierPage.paymentTerms')}>
                {trade.payment_terms.length > 0
                  ? trade.payment_terms.map((term) => t(`storePaymentTerms.${term}`, { defaultValue: term })).join(', ')
                  : notGiven}
              </Fact>
              <Fact label={t('supplierPage.languages')}>
                {trade.languages.length > 0 ? trade.languages.map((code) => t(`storeLanguages.${code}`, { defaultValue: code })).join(', ') : notGiven}
              </Fact>
            </dl>
          </section>
        )}
      </div>

      <section className="supplier-products" aria-labelledby="supplier-products">
        <h2 id="supplier-products" className="catalogue-section-title">
          {t('supplierPage.products')}{' '}
          {supplier.product_count > 0 && <span className="catalogue-muted">({formatNumber(supplier.product_count, language)})</span>}
        </h2>
        <SupplierProducts supplierId={supplier.id} />
      </section>

      <PublicReviews source={{ kind: 'suppliers', id: supplier.id }} />
    </>
  );
}

/** A supplier's public store page; brings no frame of its own, like the other catalogue views. */
export function SupplierView({ id, onTitle }: { id: string; onTitle?: (title: string) => void }) {
  const { t } = useTranslation('store');
  const navigate = useNavigate();
  const { result, loading, retry } = useRemote(id, (signal) => fetchSupplier(id, signal));
  const name = result?.success ? result.data.name : null;
  useEffect(() => {
    if (name) onTitle?.(name);
  }, [name, onTitle]);

  let body;
  if (loading || !result)
    body = (
      <div className="supplier-hero" role="status" aria-busy="true" aria-label={t('supplierPage.loading')}>
        <div className="supplier-identity">
          <span className="supplier-logo catalogue-shimmer" />
          <div className="supplier-identity-text">
            <span className="catalogue-bar is-title catalogue-shimmer" style={{ width: '50%' }} />
            <span className="catalogue-bar catalogue-shimmer" style={{ width: '70%' }} />
          </div>
        </div>
      </div>
    );
  else if (result.success) body = <Supplier supplier={result.data} />;
  else if (result.status === 404 || result.status === 400)
    body = (
      <CatalogueNotice
        icon={<SearchOutlined aria-hidden />}
        title={t('supplierPage.notFoundTitle')}
        text={t('supplierPage.notFoundText')}
        action={
          <Button type="primary" onClick={() => navigate(CATALOGUE_PATHS.public.catalogue)}>
            {t('supplierPage.backToCatalogue')}
          </Button>
        }
      />
    );
  else body = <CatalogueError title={t('supplierPage.loadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;

  return (
    <article className="catalogue supplier-page">
      <Link to={CATALOGUE_PATHS.public.catalogue} className="catalogue-back">
        <ArrowLeftOutlined aria-hidden /> {t('supplierPage.backToCatalogue')}
      </Link>
      {body}
    </article>
  );
}
