import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inventoryMessages, orderMessages, type InventoryItem, type OrderDetails, type StockMovement } from '../../../src/contract/operations';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { Ledger } from '../../../src/resources/inventory/ledger';
import { AdjustStock } from '../../../src/resources/inventory/stock-forms';
import { Transitions } from '../../../src/resources/orders/actions';
import { Lines } from '../../../src/resources/orders/lines';
import { MemoryRouter } from 'react-router';
import { apiUrl, useMswServer } from '../setup';
import { renderPage, signIn } from './helpers';
import { setViewportWidth } from '../shells/helpers';

const server = useMswServer();
let bodies: unknown[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  bodies = [];
  signIn();
});
afterEach(() => sessionStore.clear());

function order(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 'o-1',
    number: 'ORD-2026-000042',
    status: 'confirmed',
    buyer: { name: 'Daniel Meyer', email: 'buyer@demo.test', company: 'Meyer Ltd' },
    line_count: 1,
    total_minor: 5000,
    currency: 'USD',
    created_at: '2026-01-01T10:00:00.000Z',
    lines: [],
    totals: { quantity: 10, subtotal_minor: 5000, shipping_minor: 0, total_minor: 5000, currency: 'USD' },
    shipping_address: {},
    incoterm: null,
    note: null,
    carrier: null,
    tracking_number: null,
    payment_method: 'bank_transfer',
    payment_status: 'unpaid',
    paid_at: null,
    updated_at: '2026-01-01T10:00:00.000Z',
    history: [],
    next_statuses: ['shipped', 'cancelled'],
    ...overrides,
  };
}

const buttonTexts = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.trim()).filter(Boolean);

describe('order status buttons', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.use(
      http.post(apiUrl('orders/o-1/transition'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Saved', data: order() });
      }),
    );
  });

  it('offers exactly the transitions the order allows now', () => {
    const { unmount } = render(
      <Transitions record={order({ status: 'pending', next_statuses: ['confirmed', 'cancelled'] })} refresh={async () => undefined} />,
    );
    expect(buttonTexts()).toEqual(['Confirm order', 'Cancel order']);
    unmount();
    render(<Transitions record={order({ status: 'delivered', next_statuses: [] })} refresh={async () => undefined} />);
    expect(buttonTexts()).toEqual([]);
  });

  it('asks for carrier and tracking number before shipping, with the contract messages', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn(async () => undefined);
    render(<Transitions record={order()} refresh={refresh} />);
    await user.click(screen.getByText('Mark as shipped'));
    const dialog = await screen.findByText('Ship order ORD-2026-000042');
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    await user.click([...modal.querySelectorAll('button')].find((b) => b.textContent === 'Mark as shipped')!);
    // antd's form shows each field's error once that field's rules have run: wait for both.
    expect(await screen.findByText(orderMessages.carrierRequired)).toBeInTheDocument();
    expect(await screen.findByText(orderMessages.trackingRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByLabelText('Carrier'), { target: { value: ' DHL Express ' } });
    fireEvent.change(screen.getByLabelText('Tracking number'), { target: { value: 'JD0042' } });
    await user.click([...modal.querySelectorAll('button')].find((b) => b.textContent === 'Mark as shipped')!);
    await waitFor(() => expect(bodies).toEqual([{ status: 'shipped', carrier: 'DHL Express', tracking_number: 'JD0042' }]));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('confirms before cancelling', async () => {
    const user = userEvent.setup();
    render(<Transitions record={order()} refresh={async () => undefined} />);
    await user.click(screen.getByText('Cancel order'));
    expect(await screen.findByText('Cancel order ORD-2026-000042?')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getAllByText('Cancel order').find((el) => el.closest('.confirm-dialog'))!);
    await waitFor(() => expect(bodies).toEqual([{ status: 'cancelled' }]));
  });

  it('asks before marking an order delivered, which cannot be undone, and sends nothing on "Not yet"', async () => {
    const user = userEvent.setup();
    render(<Transitions record={order({ status: 'shipped', next_statuses: ['delivered'] })} refresh={async () => undefined} />);
    const deliverButton = (inDialog: boolean) => screen.getAllByText('Mark as delivered').find((el) => Boolean(el.closest('.confirm-dialog')) === inDialog)!;
    await user.click(deliverButton(false));
    expect(await screen.findByText('Mark order ORD-2026-000042 as delivered?')).toBeInTheDocument();
    await user.click(screen.getByText('Not yet'));
    expect(bodies).toEqual([]);
    await user.click(deliverButton(false));
    await user.click(deliverButton(true));
    await waitFor(() => expect(bodies).toEqual([{ status: 'delivered' }]));
  });
});

describe('order lines', () => {
  const line = {
    id: 'l-1',
    product_id: null,
    product_name: 'Kitchen sink',
    sku: '',
    unit: 'pieces',
    quantity: 450,
    unit_price_minor: 850,
    line_total_minor: 382_500,
  };
  const rowOf = (label: string) => screen.getByText(label).closest('tr')!.textContent;
  /** The lines of an order of 450 × $8.50, with `shippingMinor` of shipping. */
  const renderLines = (shippingMinor: number) =>
    render(
      <MemoryRouter>
        <Lines
          record={order({
            lines: [line],
            totals: { quantity: 450, subtotal_minor: 382_500, shipping_minor: shippingMinor, total_minor: 382_500 + shippingMinor, currency: 'USD' },
          })}
          refresh={async () => undefined}
        />
      </MemoryRouter>,
    );

  it("shows an accepted quote's shipping between the products' sum and the total, so the figures add up", async () => {
    renderLines(25_000);
    expect(await screen.findByText('Shipping')).toBeInTheDocument();
    expect(rowOf('Subtotal')).toContain('$3,825.00');
    expect(rowOf('Shipping')).toContain('$250.00');
    expect(rowOf('Total')).toContain('$4,075.00');
  });

  it('has no shipping row when the order has none', async () => {
    renderLines(0);
    expect(await screen.findByText('Subtotal')).toBeInTheDocument();
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it('stack as cards on a phone, every figure shown: quantity at its price, the line total, then the totals', async () => {
    setViewportWidth(390);
    renderLines(25_000);
    const card = (await screen.findByText('Kitchen sink')).closest('li')!;
    expect(card.textContent).toContain('450 pieces × $8.50');
    expect(card.textContent).toContain('$3,825.00');
    expect(document.querySelector('table')).toBeNull();
    const cardOf = (label: string) => screen.getByText(label).closest('li')!.textContent;
    expect(cardOf('Shipping')).toContain('$250.00');
    expect(cardOf('Total')).toContain('$4,075.00');
  });
});

describe('stock adjustment', { timeout: 30_000 }, () => {
  const item: InventoryItem = {
    product_id: 'p-1',
    product_name: 'Bottle',
    sku: 'B-1',
    on_hand: 10,
    reserved: 0,
    available: 10,
    low_stock_threshold: 5,
    stock_state: 'in_stock',
    updated_at: '2026-01-01T10:00:00.000Z',
  };

  it('sends a removal as a negative delta, and shows the server refusal on the quantity', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiUrl('inventory/p-1/adjustments'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: false, message: inventoryMessages.belowZero, data: null, errors: { delta: inventoryMessages.belowZero } },
          { status: 409 },
        );
      }),
    );
    renderPage(<AdjustStock record={item} refresh={async () => undefined} />, '/InventoryDetails/p-1');
    await user.click(screen.getByText('Remove stock'));
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '25' } });
    expect(await screen.findByText(inventoryMessages.belowZero, { selector: '.hint-warning' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Reason'));
    await user.click(await screen.findByText('Damaged', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Update stock'));
    await waitFor(() => expect(bodies).toEqual([{ delta: -25, reason: 'damaged' }]));
    const quantityItem = screen.getByLabelText('Quantity').closest('.ant-form-item')!;
    await waitFor(() => expect(quantityItem.querySelector('.ant-form-item-explain-error')?.textContent).toBe(inventoryMessages.belowZero));
  });

  it('offers only the reasons of the chosen direction, and drops one that does not fit the new direction', async () => {
    const user = userEvent.setup();
    renderPage(<AdjustStock record={item} refresh={async () => undefined} />, '/InventoryDetails/p-1');
    /** The options of the open reason list, as shown. */
    const offered = async () => {
      await user.click(screen.getByLabelText('Reason'));
      await screen.findByRole('listbox');
      return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content')].map(
        (option) => option.textContent,
      );
    };
    expect(await offered()).toEqual(['Received', 'Correction']);
    await user.click(await screen.findByText('Received', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByText('Remove stock'));
    // 'Received' is no reason for a removal: the choice is cleared, not sent.
    await waitFor(() => expect(screen.getByLabelText('Reason').closest('.ant-select')?.querySelector('.ant-select-selection-item')).toBeNull());
    expect(await offered()).toEqual(['Sold offline', 'Damaged', 'Lost', 'Correction']);
  });

  it('labels each ledger row with its own reason', async () => {
    const row = (id: string, reason: StockMovement['reason'], delta: number) => ({
      id,
      reason,
      delta,
      balance_after: 10,
      note: null,
      order_id: null,
      order_number: null,
      actor_name: 'Li Wei',
      created_at: '2026-01-01T10:00:00.000Z',
    });
    server.use(
      http.get(apiUrl('inventory/p-1/movements'), () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          data: [row('m-1', 'sold_offline', -4), row('m-2', 'lost', -2), row('m-3', 'correction', -20), row('m-4', 'received', 30)],
          total: 4,
        }),
      ),
    );
    renderPage(<Ledger record={item} refresh={async () => undefined} />, '/InventoryDetails/p-1');
    await waitFor(() => expect(document.querySelectorAll('.ledger tbody .ant-tag')).toHaveLength(4));
    expect([...document.querySelectorAll('.ledger tbody .ant-tag')].map((tag) => tag.textContent)).toEqual(['Sold offline', 'Lost', 'Correction', 'Received']);
  });

  it('refuses a missing quantity and reason before sending, with the contract messages', async () => {
    const user = userEvent.setup();
    renderPage(<AdjustStock record={item} refresh={async () => undefined} />, '/InventoryDetails/p-1');
    await user.click(screen.getByText('Update stock'));
    expect(await screen.findByText(inventoryMessages.deltaRequired)).toBeInTheDocument();
    expect(await screen.findByText(inventoryMessages.reasonRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
