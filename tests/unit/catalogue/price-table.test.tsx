import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceBreaks } from '../../../src/catalogue/price-table';
import { VolumePriceTable } from '../../../src/catalogue/VolumePriceTable';
import { initI18n } from '../../../src/i18n';

beforeAll(() => initI18n());

const lunchBox = {
  moq: 100,
  price_minor: 450,
  price_tiers: [
    { min_quantity: 500, price_minor: 420 },
    { min_quantity: 2000, price_minor: 390 },
  ],
  currency: 'USD',
  unit: 'piece',
};

describe('priceBreaks', () => {
  it('starts at the MOQ with the base price, then one row per tier, the last open-ended', () => {
    expect(priceBreaks(lunchBox)).toEqual([
      { from: 100, to: 499, priceMinor: 450, savingPercent: 0 },
      { from: 500, to: 1999, priceMinor: 420, savingPercent: 7 },
      { from: 2000, to: null, priceMinor: 390, savingPercent: 13 },
    ]);
  });

  it('is one open row without tiers', () => {
    expect(priceBreaks({ moq: 1, price_minor: 1300, price_tiers: [] })).toEqual([{ from: 1, to: null, priceMinor: 1300, savingPercent: 0 }]);
  });

  it('orders tiers and skips any that would overlap the row before', () => {
    const rows = priceBreaks({
      moq: 50,
      price_minor: 1000,
      price_tiers: [
        { min_quantity: 200, price_minor: 800 },
        { min_quantity: 40, price_minor: 990 },
        { min_quantity: 100, price_minor: 900 },
      ],
    });
    expect(rows.map((row) => [row.from, row.to, row.priceMinor])).toEqual([
      [50, 99, 1000],
      [100, 199, 900],
      [200, null, 800],
    ]);
  });
});

describe('VolumePriceTable', { timeout: 30_000 }, () => {
  it('shows each quantity break with its unit price in the product’s currency and the saving', () => {
    render(<VolumePriceTable product={lunchBox} />);
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Quantity (piece)Unit priceSaving',
      '100 – 499$4.50',
      '500 – 1,999$4.207% less',
      '2,000 or more$3.9013% less',
    ]);
  });

  it('formats currencies without minor units and leaves out the saving column when there is none', () => {
    render(<VolumePriceTable product={{ moq: 500, price_minor: 1300, price_tiers: [], currency: 'JPY', unit: 'box' }} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['Quantity (box)Unit price', '500 or more¥1,300']);
  });
});
