import PictureOutlined from '@ant-design/icons-svg/es/asn/PictureOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../components/Icon';
import { useTranslation } from '../i18n';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { CatalogueProduct } from '../contract/public-catalog';
import { responsiveImage } from '../contract/catalog-constants';
import { countryName } from '../components/countries';
import { priceRangeText, quantityText, stockShortfallText, unitName } from '../components/catalogue-format';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { PerformanceFacts } from '../performance/PerformanceFacts';

export interface ProductCardProps {
  product: CatalogueProduct;
  /** Where the card leads: the signed-in and the public catalogue have their own details pages. */
  to: string;
  /** Router state handed to the details page (the list's URL, for its back link). */
  state?: unknown;
  /** How its image loads (CardImageLoading); lazily unless the grid says it is on the first screen. */
  imageLoading?: CardImageLoading;
}

/**
 * 'first': the grid's first card, whose image is the page's largest paint on a phone: fetched at once, at
 * high priority and preloaded from the server-rendered head (React writes a preload for it), ahead of the
 * scripts. 'eager': the rest of the first screen, fetched without waiting for the layout but at low priority
 * and not preloaded, so they do not share the first image's bandwidth; the browser raises them once they
 * are laid out in view. 'lazy': below the first screen.
 */
export type CardImageLoading = 'first' | 'eager' | 'lazy';

const IMAGE_LOADING: Record<CardImageLoading, Pick<ComponentProps<'img'>, 'loading' | 'fetchPriority' | 'decoding'>> = {
  first: { loading: 'eager', fetchPriority: 'high', decoding: 'auto' },
  eager: { loading: 'eager', fetchPriority: 'low', decoding: 'async' },
  lazy: { loading: 'lazy', fetchPriority: 'auto', decoding: 'async' },
};

/**
 * How wide a card's image shows: two columns on a phone, a grid of cards about 240 px wide above. On a
 * phone of three device pixels per CSS pixel the width is given as a little over half, so the card takes
 * the 320 px copy (about 1.6 device pixels per CSS pixel) rather than the 640 px one: a page of 24 cards
 * then moves about a third of the bytes, and a thumbnail that small stays sharp.
 */
export const CARD_IMAGE_SIZES = '(max-width: 767px) and (min-resolution: 2.5dppx) 27vw, (max-width: 767px) 50vw, 280px';

/**
 * Square image, two-line name, price range, minimum order, supplier and country, verified badge (UI.md,
 * public pages), the supplier's performance facts; a notice when too little is in stock to meet the minimum order.
 */
export function ProductCard({ product, to, state, imageLoading = 'lazy' }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const country = countryName(product.supplier.country, language);
  const unit = unitName(t, product.unit);
  const shortfall = stockShortfallText(t, product, language);
  return (
    <article className="catalogue-card">
      <div className="catalogue-card-image">
        {product.cover_image_url ? (
          <img alt="" {...IMAGE_LOADING[imageLoading]} {...responsiveImage(product.cover_image_url, CARD_IMAGE_SIZES)} />
        ) : (
          <span className="catalogue-card-noimage">
            <Icon svg={PictureOutlined} aria-hidden />
            <span>{t('catalogue.noImage')}</span>
          </span>
        )}
      </div>
      <div className="catalogue-card-body">
        <h3 className="catalogue-card-name">
          {/* The name is the link; its ::after covers the card, so the whole card is one target. */}
          <Link to={to} state={state} title={product.name}>
            {product.name}
          </Link>
        </h3>
        <p className="catalogue-card-price">
          <span className="catalogue-money">{priceRangeText(product.price_min_minor, product.price_max_minor, product.currency, language)}</span>
          {unit && ' '}
          {unit && <span className="catalogue-card-unit">{t('catalogue.perUnit', { unit })}</span>}
        </p>
        <p className="catalogue-card-moq">{t('catalogue.minOrder', { quantity: quantityText(t, product.moq, product.unit, language) })}</p>
        {shortfall && (
          <p className="catalogue-stock-notice" data-testid="stock-notice">
            <Icon svg={WarningOutlined} aria-hidden /> {shortfall}
          </p>
        )}
        <div className="catalogue-card-supplier">
          <span className="catalogue-card-supplier-name">
            {country ? t('catalogue.supplierFrom', { supplier: product.supplier.name, country }) : product.supplier.name}
          </span>
          {product.supplier.verified && <VerifiedBadge verification={product.supplier.verification} />}
          <PerformanceFacts performance={product.supplier.performance} className="catalogue-card-performance" weakBand />
        </div>
      </div>
    </article>
  );
}

/** A card's shape in grey while the page loads. */
export function ProductCardSkeleton() {
  return (
    <div className="catalogue-card is-skeleton" aria-hidden>
      <div className="catalogue-card-image catalogue-shimmer" />
      <div className="catalogue-card-body">
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '92%' }} />
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '60%' }} />
        <span className="catalogue-bar is-strong catalogue-shimmer" style={{ width: '50%' }} />
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '70%' }} />
      </div>
    </div>
  );
}
