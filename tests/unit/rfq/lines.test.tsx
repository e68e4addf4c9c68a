// The request's items: a table on a wide screen, one card per item on a phone (no sideways scrolling),
// each with the same facts: name, specifications, quantity with its unit, and the target price or a dash.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RfqLine } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { RfqLinesTable } from '../../../src/rfq/RfqSummary';
import { setViewportWidth } from '../shells/helpers';

beforeAll(() => initI18n());
afterEach(() => setViewportWidth(1024));

const lines: RfqLine[] = [
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000b001',
    position: 0,
    product_id: null,
    name: 'Lunch box',
    quantity: 1500,
    unit: 'piece',
    target_unit_price_minor: 900,
    specifications: '304 steel, 3 compartments',
  },
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000b002',
    position: 1,
    product_id: null,
    name: 'Carry bag',
    quantity: 200,
    unit: 'piece',
    target_unit_price_minor: null,
    specifications: '',
  },
];

describe('the items of a request for quotation', () => {
  it('are a table on a wide screen', () => {
    setViewportWidth(1280);
    render(<RfqLinesTable lines={lines} currency="USD" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Lunch box.*304 steel, 3 compartments.*1,500 pieces.*\$9\.00/);
    expect(rows[2]).toHaveTextContent(/Carry bag.*200 pieces.*—/);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('are one card each on a phone, with the same facts', () => {
    setViewportWidth(390);
    render(<RfqLinesTable lines={lines} currency="USD" />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Item' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Lunch box');
    expect(cards[0]).toHaveTextContent('304 steel, 3 compartments');
    expect(within(cards[0]).getByText('Quantity').nextElementSibling).toHaveTextContent('1,500 pieces');
    expect(within(cards[0]).getByText('Target unit price').nextElementSibling).toHaveTextContent('$9.00');
    expect(within(cards[1]).getByText('Target unit price').nextElementSibling).toHaveTextContent('—');
  });
});
