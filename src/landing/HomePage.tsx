// /home: the public home for buyers: search, featured categories and the newest products from the
// catalogue, and a way to become a seller. Light: the catalogue's card and grid, no Refine.
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Icon } from '../components/Icon';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../i18n';
import { Link, useNavigate } from 'react-router';
import { fetchCategories } from '../catalogue/api';
import '../catalogue/catalogue.css';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { CATALOGUE_PATHS } from '../catalogue/public-paths';
import { useRemote } from '../ssr/useRemote';
import type { CatalogueProduct } from '../contract/public-catalog';
import { api } from '../providers/http';
import { PageFrame } from '../public/PageFrame';
import { RfqPrompt } from '../catalogue/RfqPrompt';
import './landing.css';

const FEATURED_PRODUCTS = 8;
const FEATURED_CATEGORIES = 8;
const paths = CATALOGUE_PATHS.public;

export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const products = useRemote('home-products', (signal) =>
    api.publicGet<CatalogueProduct[]>('public/products', { query: { sort: 'newest', limit: FEATURED_PRODUCTS }, signal, toast: false }),
  );
  const categories = useRemote('home-categories', () => fetchCategories());
  const topCategories = categories.result?.success ? categories.result.data.filter((category) => !category.parent_id).slice(0, FEATURED_CATEGORIES) : [];

  const search = (event: FormEvent) => {
    event.preventDefault();
    const words = q.trim();
    navigate(words ? `${paths.catalogue}?q=${encodeURIComponent(words)}` : paths.catalogue);
  };

  return (
    <PageFrame title={t('home.pageTitle')}>
      <section className="landing-hero" aria-labelledby="home-title">
        <div className="container">
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="landing-lead">{t('home.lead')}</p>
          <form role="search" className="help-search home-search" onSubmit={search}>
            <label htmlFor="home-search" className="visually-hidden">
              {t('home.searchLabel')}
            </label>
            <Icon svg={SearchOutlined} aria-hidden className="help-search-icon" />
            <input
              id="home-search"
              type="search"
              value={q}
              maxLength={200}
              placeholder={t('home.searchPlaceholder')}
              onChange={(event) => setQ(event.target.value)}
            />
            <button type="submit" className="link-button">
              {t('home.search')}
            </button>
          </form>
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categoriesTitle')}</h2>
        {topCategories.length > 0 && (
          <ul className="home-categories">
            {topCategories.map((category) => (
              <li key={category.id}>
                <Link to={`${paths.catalogue}?category_id=${encodeURIComponent(category.id)}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="container landing-section home-products" aria-labelledby="home-products">
        <div className="home-section-head">
          <h2 id="home-products">{t('home.productsTitle')}</h2>
          <Link to={paths.catalogue}>{t('home.browseAll')}</Link>
        </div>
        {products.loading ? (
          <ProductGridSkeleton count={FEATURED_PRODUCTS} />
        ) : products.result?.success ? (
          <ProductGrid products={products.result.data} detailsPath={paths.details} />
        ) : (
          <p className="help-state">
            {t('home.productsFailed')}{' '}
            <button type="button" className="link-like" onClick={products.retry}>
              {t('common.tryAgain')}
            </button>
          </p>
        )}
      </section>

      <div className="container landing-section">
        <RfqPrompt className="home-rfq" />
      </div>

      <section className="landing-band" aria-labelledby="home-sell">
        <div className="container landing-section home-sell">
          <Icon svg={ShopOutlined} className="landing-feature-icon" aria-hidden />
          <div>
            <h2 id="home-sell">{t('home.sellTitle')}</h2>
            <p className="landing-section-lead">{t('home.sellText')}</p>
          </div>
          <Link className="link-button landing-cta" to="/seller">
            {t('home.sellCta')}
          </Link>
        </div>
      </section>
    </PageFrame>
  );
}
