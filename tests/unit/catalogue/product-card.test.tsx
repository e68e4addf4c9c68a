import '@ant-design/v5-patch-for-react-19';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/catalogue/ProductCard';
import { ProductGrid } from '../../../src/catalogue/ProductGrid';
import type { CatalogueProduct } from '../../../src/contract/public-catalog';
import { catalogueProduct } from './fixtures';
import i18n, { initI18n } from '../../../src/i18n';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

const gloves = catalogueProduct();

const renderCard = (product: CatalogueProduct) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} to="/ProductDetails/p-1" />
    </MemoryRouter>,
  );

describe('<ProductCard> stock below the minimum order', () => {
  it('says how many are available against the minimum order, with grouped figures', () => {
    renderCard({ ...gloves, available_below_moq: 1050 });
    expect(screen.getByTestId('stock-notice')).toHaveTextContent('Only 1,050 pairs available, below the minimum order of 1,200 pairs');
  });

  it('says out of stock when nothing is available', () => {
    renderCard({ ...gloves, available_below_moq: 0 });
    expect(screen.getByTestId('stock-notice')).toHaveTextContent('Out of stock, so it cannot be ordered');
  });

  it('shows nothing about stock when the minimum order can be met', () => {
    renderCard(gloves);
    expect(screen.queryByTestId('stock-notice')).toBeNull();
    expect(screen.getByText('Min. order: 1,200 pairs')).toBeInTheDocument();
  });
});

describe('<ProductGrid> images', () => {
  it('fetches the first card at once with high priority, the rest of the first screen at once at low priority, and the others lazily', () => {
    const products = Array.from({ length: 6 }, (_, index) => ({ ...gloves, id: `p-${index}`, cover_image_url: `/v1/media/image-${index}` }));
    const { container } = render(
      <MemoryRouter>
        <ProductGrid products={products} detailsPath={(id) => `/ProductDetails/${id}`} />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low', 'low', 'auto', 'auto']);
  });
});
