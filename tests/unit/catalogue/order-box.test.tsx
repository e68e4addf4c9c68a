import '@ant-design/v5-patch-for-react-19';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { useState } from 'react';
import { OrderBox } from '../../../src/catalogue/OrderBox';
import { lineTotalFor, minimumQuantity, nextBreakAfter, unitPriceFor } from '../../../src/catalogue/price-table';
import type { CurrentUser } from '../../../src/contract/auth';
import { buyerUser } from '../users';
import type { CatalogueProductDetails } from '../../../src/contract/public-catalog';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';

configure({ defaultHidden: true, asyncUtilTimeout: 4000 });
beforeAll(() => initI18n());

const lunchBox: CatalogueProductDetails = {
  id: 'p-1',
  name: 'Stainless steel lunch box',
  cover_image_url: null,
  currency: 'USD',
  price_min_minor: 390,
  price_max_minor: 450,
  unit: 'piece',
  moq: 100,
  lead_time_days: 15,
  category_id: null,
  category_path: null,
  description: '',
  price_minor: 450,
  price_tiers: [
    { min_quantity: 500, price_minor: 420 },
    { min_quantity: 2000, price_minor: 390 },
  ],
  specifications: [],
  images: [],
  published_at: null,
  supplier: {
    id: 's-1',
    name: 'Asha Kitchen Supply',
    country: 'IN',
    verified: true,
    verification: null,
    member_since: '2024-01-01T00:00:00.000Z',
    year_established: 2010,
    performance: null,
  },
  rating: { average: null, count: 0 },
  available_below_moq: null,
};

describe('pricing by tier and MOQ', () => {
  it('prices each quantity by the last tier it reaches, and nothing below the minimum order', () => {
    expect(minimumQuantity(lunchBox)).toBe(100);
    expect(unitPriceFor(lunchBox, 99)).toBeNull();
    expect(unitPriceFor(lunchBox, 100)).toBe(450);
    expect(unitPriceFor(lunchBox, 499)).toBe(450);
    expect(unitPriceFor(lunchBox, 500)).toBe(420);
    expect(unitPriceFor(lunchBox, 1999)).toBe(420);
    expect(unitPriceFor(lunchBox, 2000)).toBe(390);
    expect(unitPriceFor(lunchBox, 1_000_000)).toBe(390);
    // Not a whole number of units: no price.
    expect(unitPriceFor(lunchBox, 150.5)).toBeNull();
  });

  it('multiplies out the line total and names the next break', () => {
    expect(lineTotalFor(lunchBox, 100)).toBe(45_000);
    expect(lineTotalFor(lunchBox, 500)).toBe(210_000);
    expect(lineTotalFor(lunchBox, 50)).toBeNull();
    expect(nextBreakAfter(lunchBox, 100)).toMatchObject({ from: 500, priceMinor: 420 });
    expect(nextBreakAfter(lunchBox, 2000)).toBeNull();
  });

  it('treats a minimum order of 0 as 1 and ignores tiers below the MOQ', () => {
    const odd = { moq: 0, price_minor: 100, price_tiers: [{ min_quantity: 0, price_minor: 50 }] };
    expect(minimumQuantity(odd)).toBe(1);
    expect(unitPriceFor(odd, 1)).toBe(100);
  });
});

const buyer = buyerUser({ name: 'Bea' });

let added: unknown[] = [];
useMswServer(
  http.post(apiUrl('cart/items'), async ({ request }) => {
    added.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Added', data: {} }, { status: 201 });
  }),
);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function Harness({ product }: { product: CatalogueProductDetails }) {
  const [quantity, setQuantity] = useState<number | null>(product.moq);
  return <OrderBox product={product} quantity={quantity} onQuantity={setQuantity} />;
}

function renderBox(product: CatalogueProductDetails = lunchBox) {
  return render(
    <MemoryRouter initialEntries={['/PublicProductDetails/p-1']}>
      <Routes>
        <Route path="/PublicProductDetails/:id" element={<Harness product={product} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const quantityBox = () => screen.getByRole('spinbutton', { name: 'Quantity (piece)' });

describe('<OrderBox>', () => {
  beforeEach(() => {
    added = [];
    sessionStore.clear();
  });

  it('starts at the minimum order and shows the tier price and total as the quantity changes', () => {
    renderBox();
    expect(quantityBox()).toHaveValue(100);
    expect(screen.getByTestId('order-unit-price')).toHaveTextContent('$4.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$450.00');
    expect(screen.getByText(/Order 500 pieces or more to pay \$4\.20 each/)).toBeInTheDocument();
    fireEvent.change(quantityBox(), { target: { value: '2000' } });
    expect(screen.getByTestId('order-unit-price')).toHaveTextContent('$3.90');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$7,800.00');
  });

  it('never goes below the minimum order, and shows no price while the box is empty', () => {
    renderBox();
    fireEvent.change(quantityBox(), { target: { value: '' } });
    expect(screen.getByTestId('order-unit-price')).toHaveTextContent('—');
    expect(screen.getByTestId('order-total')).toHaveTextContent('—');
    expect(screen.getByText('Minimum order: 100 pieces')).toHaveClass('is-error');
    // A quantity below the minimum is raised to it when the box is left.
    fireEvent.change(quantityBox(), { target: { value: '20' } });
    fireEvent.blur(quantityBox());
    expect(quantityBox()).toHaveValue(100);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$450.00');
  });

  it('sends a visitor to sign in, with the way back', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login?redirect=%2FPublicProductDetails%2Fp-1');
    expect(added).toEqual([]);
  });

  it('adds the chosen quantity to a buyer’s cart', async () => {
    sessionStore.setSession('tok-b', buyer);
    renderBox();
    fireEvent.change(quantityBox(), { target: { value: '600' } });
    fireEvent.click(screen.getByRole('button', { name: /Add to cart/ }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Added 600 pieces to your cart.'));
    expect(added).toEqual([{ product_id: 'p-1', quantity: 600 }]);
  });

  it('with less in stock than the minimum order, says so and keeps Add to cart closed for a buyer and a visitor', () => {
    sessionStore.setSession('tok-b', buyer);
    const short = { ...lunchBox, available_below_moq: 40 };
    const { unmount } = renderBox(short);
    const notice = screen.getByTestId('stock-notice');
    expect(notice).toHaveTextContent('Only 40 pieces available, below the minimum order of 100 pieces');
    expect(notice).toHaveTextContent('It can be ordered once the supplier restocks.');
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button).toBeDisabled();
    // The reason is the button's description, so a screen reader hears why it is off.
    expect(button).toHaveAccessibleDescription(/Only 40 pieces available, below the minimum order of 100 pieces/);
    fireEvent.click(button);
    expect(added).toEqual([]);
    unmount();

    sessionStore.clear();
    renderBox({ ...lunchBox, available_below_moq: 0 });
    expect(screen.getByTestId('stock-notice')).toHaveTextContent('Out of stock, so it cannot be ordered');
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    expect(screen.queryByText(/Sign in to order/)).toBeNull();
  });

  it('shows no stock notice when the minimum order can be met', () => {
    sessionStore.setSession('tok-b', buyer);
    renderBox();
    expect(screen.queryByTestId('stock-notice')).toBeNull();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeEnabled();
  });

  it('does not offer ordering to a signed-in seller', () => {
    sessionStore.setSession('tok-s', { ...buyer, roles: ['seller'] } as CurrentUser);
    renderBox();
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeDisabled();
    expect(screen.getByText('Ordering needs a buyer account.')).toBeInTheDocument();
  });
});

describe('pageWindow', () => {
  it('shows the first, the last and two either side of the current page, with gaps', async () => {
    const { pageWindow } = await import('../../../src/components/CataloguePagination');
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});
