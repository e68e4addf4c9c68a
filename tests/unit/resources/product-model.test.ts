import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor, toMinor } from '../../../src/components/money';
import { missingToPublish, priceRange, productCrossProblems, productPayload, productToForm } from '../../../src/resources/products/model';
import { checkImageFiles, moveItem } from '../../../src/resources/products/images';
import { makeProduct } from './helpers';

describe('minor and major units', () => {
  it('converts with the digits of each currency', () => {
    expect(toMajor(1250, 'USD')).toBe(12.5);
    expect(toMinor(12.5, 'USD')).toBe(1250);
    expect(toMajor(1500, 'JPY')).toBe(1500);
    expect(toMinor(1500, 'JPY')).toBe(1500);
    // Binary fractions do not leak into cents.
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMinor(19.99, 'INR')).toBe(1999);
  });

  it('formats in the record currency and the user language', () => {
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(formatMoney(123456, 'INR', 'hi')).toBe('₹1,234.56');
  });

  it('shows a product in major units and sends it back in minor units', () => {
    const product = makeProduct({ currency: 'EUR', price_minor: 1999, price_tiers: [{ min_quantity: 500, price_minor: 1750 }] });
    const values = productToForm(product);
    expect(values).toMatchObject({ currency: 'EUR', price: 19.99, price_tiers: [{ min_quantity: 500, price: 17.5 }] });
    expect(productPayload(values)).toMatchObject({ currency: 'EUR', price_minor: 1999, price_tiers: [{ min_quantity: 500, price_minor: 1750 }] });
  });

  it('sends blank optional fields as the API expects them', () => {
    expect(productPayload({ name: ' Mug ', sku: 'M-1', currency: 'JPY', price: null, lead_time_days: null, category_id: undefined })).toEqual({
      name: 'Mug',
      sku: 'M-1',
      category_id: null,
      description: '',
      currency: 'JPY',
      price_minor: null,
      price_tiers: [],
      lead_time_days: null,
      specifications: [],
    });
  });
});

describe('product rules in the form', () => {
  it('flags tiers that do not rise in quantity or fall in price, by row', () => {
    const payload = productPayload({
      currency: 'USD',
      price: 10,
      moq: 100,
      price_tiers: [
        { min_quantity: 50, price: 9 },
        { min_quantity: 500, price: 9.5 },
      ],
    });
    expect(productCrossProblems(payload)).toEqual({
      'price_tiers.0.min_quantity': 'Each tier must start at a larger quantity than the one before, and above the minimum order quantity',
      'price_tiers.1.price_minor': 'Each tier must be cheaper than the one before',
    });
  });

  it('lists what publishing still needs, images included', () => {
    const payload = productPayload({ name: 'Mug', sku: 'M-1', currency: 'USD', price: 3, moq: 10 });
    expect(missingToPublish(payload, undefined)).toEqual({
      category_id: 'Choose a category',
      description: 'Describe the product in at least 30 characters',
      unit: 'Choose a unit of sale',
      lead_time_days: 'Enter a lead time between 0 and 365 days',
      images: 'Add at least one image',
    });
    const complete = productToForm(makeProduct({ images: [{ id: 'i', url: '/v1/media/f', position: 0 }] }));
    expect(missingToPublish(productPayload(complete), makeProduct({ images: [{ id: 'i', url: '/v1/media/f', position: 0 }] }))).toEqual({});
  });

  it('gives the price range from the lowest tier to the base price', () => {
    expect(priceRange(makeProduct())).toEqual({ from: 990, to: 1250 });
    expect(priceRange(makeProduct({ price_minor: null }))).toBeNull();
  });
});

describe('images', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('refuses, before sending, what the server would refuse', () => {
    const { accepted, refused } = checkImageFiles(
      [file('a.png', 'image/png'), file('b.gif', 'image/gif'), file('c.jpg', 'image/jpeg', 6 * 1024 * 1024), file('d.webp', 'image/webp')],
      9,
    );
    expect(accepted.map((f) => f.name)).toEqual(['a.png']);
    expect(refused).toEqual([
      { name: 'b.gif', reasonKey: 'products.imageType' },
      { name: 'c.jpg', reasonKey: 'products.imageSize' },
      { name: 'd.webp', reasonKey: 'products.imageCount' },
    ]);
  });

  it('reorders: the moved image lands where it is dropped', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
