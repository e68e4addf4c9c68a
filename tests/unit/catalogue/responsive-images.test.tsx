import '@ant-design/v5-patch-for-react-19';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, ProductCard } from '../../../src/catalogue/ProductCard';
import { GALLERY_IMAGE_SIZES, ProductGallery } from '../../../src/catalogue/ProductGallery';
import { responsiveImage } from '../../../src/contract/catalog-constants';
import { catalogueProduct } from './fixtures';
import i18n, { initI18n } from '../../../src/i18n';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

const COVER = '/v1/media/0b6f3f0e-5a8c-4d3e-9a53-2f1d7c9e4b10';
const SECOND = '/v1/media/7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const variants = (url: string) => `${url}/160 160w, ${url}/320 320w, ${url}/640 640w, ${url}/1280 1280w`;

describe('responsiveImage', () => {
  it('names the four WebP copies of a product image and a middle one as src, never the original', () => {
    expect(responsiveImage(COVER, '64px')).toEqual({ srcSet: variants(COVER), sizes: '64px', src: `${COVER}/640` });
  });

  it('passes any other address through as it is (a local preview)', () => {
    expect(responsiveImage('blob:http://localhost/abc', '64px')).toEqual({ src: 'blob:http://localhost/abc' });
  });
});

describe('product images in the catalogue', () => {
  it('a card offers the copies with the width its image shows at', () => {
    const { container } = render(
      <MemoryRouter>
        <ProductCard product={{ ...catalogueProduct(), cover_image_url: COVER }} to="/ProductDetails/p-1" />
      </MemoryRouter>,
    );
    const image = container.querySelector('.catalogue-card-image img')!;
    expect(image.getAttribute('srcset')).toBe(variants(COVER));
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    expect(image.getAttribute('src')).toBe(`${COVER}/640`);
  });

  it('the gallery offers the copies for the large image, with high priority for the cover, and small ones for thumbnails', () => {
    const { container } = render(
      <ProductGallery
        name="Gloves"
        images={[
          { id: 'a', url: COVER },
          { id: 'b', url: SECOND },
        ]}
      />,
    );
    const main = container.querySelector('.catalogue-gallery-main img')!;
    expect(main.getAttribute('srcset')).toBe(variants(COVER));
    expect(main.getAttribute('sizes')).toBe(GALLERY_IMAGE_SIZES);
    expect(main.getAttribute('fetchpriority')).toBe('high');
    const thumbs = [...container.querySelectorAll('.catalogue-gallery-thumbs img')];
    expect(thumbs.map((thumb) => [thumb.getAttribute('srcset'), thumb.getAttribute('sizes')])).toEqual([
      [variants(COVER), '64px'],
      [variants(SECOND), '64px'],
    ]);
    // No <img> asks for an original.
    expect([...container.querySelectorAll('img')].every((img) => img.getAttribute('src') !== COVER && img.getAttribute('src') !== SECOND)).toBe(true);
  });
});
