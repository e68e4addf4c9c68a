// A server-rendered page's largest paint, a product's cover or the first catalogue card, is preloaded
// from the head with its srcset, sizes and high priority (src/ssr/document.ts), ahead of the scripts.
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { GALLERY_IMAGE_SIZES, ProductGallery } from '../../../src/catalogue/ProductGallery';
import { CARD_IMAGE_SIZES } from '../../../src/catalogue/ProductCard';
import { ProductGrid } from '../../../src/catalogue/ProductGrid';
import { catalogueProduct } from '../catalogue/fixtures';
import { pageDocument } from '../../../src/ssr/document';
import i18n, { initI18n } from '../../../src/i18n';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

const template =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>B2B Marketplace</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/react-abc.js"></head><body><div id="root"></div></body></html>';

async function markup(element: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

const COVER = '/v1/media/0b6f3f0e-5a8c-4d3e-9a53-2f1d7c9e4b10';
const SECOND = '/v1/media/7c1e2d3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe("a product page's head", () => {
  it('preloads the cover with its srcset, sizes and high priority, before the entry script', async () => {
    const body = await markup(
      <ProductGallery
        name="Gloves"
        images={[
          { id: 'a', url: COVER },
          { id: 'b', url: SECOND },
        ]}
      />,
    );
    const html = pageDocument(template, { head: '<link rel="modulepreload" href="/assets/page.js">', body });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const preloads = [...parsed.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    const [cover] = preloads;
    expect(cover.getAttribute('imagesrcset')).toBe(`${COVER}/160 160w, ${COVER}/320 320w, ${COVER}/640 640w, ${COVER}/1280 1280w`);
    expect(cover.getAttribute('imagesizes')).toBe(GALLERY_IMAGE_SIZES);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    // Ahead of the scripts, and not left in the page's markup.
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('/assets/index-abc.js'));
    expect(parsed.getElementById('root')!.querySelector('link')).toBeNull();
    expect(parsed.querySelector('#root .catalogue-gallery-main img')!.getAttribute('fetchpriority')).toBe('high');
  });

  it("preloads only a catalogue's first card at high priority: the rest of the first screen would share its bandwidth", async () => {
    const product = (index: number) => catalogueProduct({ id: `p-${index}`, cover_image_url: `/v1/media/0b6f3f0e-5a8c-4d3e-9a53-2f1d7c9e4b1${index}` });
    const body = await markup(
      <MemoryRouter>
        <ProductGrid products={Array.from({ length: 6 }, (_, index) => product(index))} detailsPath={(id) => `/PublicProductDetails/${id}`} />
      </MemoryRouter>,
    );
    const html = pageDocument(template, { head: '<link rel="modulepreload" href="/assets/page.js">', body });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const preloads = [...parsed.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads).toHaveLength(1);
    const first = '/v1/media/0b6f3f0e-5a8c-4d3e-9a53-2f1d7c9e4b10';
    expect(preloads[0].getAttribute('imagesrcset')).toBe(`${first}/160 160w, ${first}/320 320w, ${first}/640 640w, ${first}/1280 1280w`);
    expect(preloads[0].getAttribute('imagesizes')).toBe(CARD_IMAGE_SIZES);
    expect(preloads[0].getAttribute('fetchpriority')).toBe('high');
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('/assets/index-abc.js'));
    expect(html.indexOf('rel="preload" as="image"')).toBeLessThan(html.indexOf('/assets/page.js'));
    const cards = [...parsed.querySelectorAll('#root .catalogue-card img')];
    expect(cards.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', 'low', 'low', 'low', 'auto', 'auto']);
  });

  it('has no image preload when the page shows no image', () => {
    const html = pageDocument(template, { head: '', body: '<h1>Hi</h1>' });
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).toContain('<div id="root" data-ssr><h1>Hi</h1></div>');
  });
});
