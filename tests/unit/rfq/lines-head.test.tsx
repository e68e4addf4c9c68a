// List rows of requests for quotation (the supplier's board, the buyer's list, the back office's queue)
// name their first items with the quantity counted in its unit, in the reader's language: "500 pieces",
// never the stored unit code ("500 piece"); and how many more items the request holds.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BoardRfq } from '../../../src/contract/rfq';
import i18n, { initI18n } from '../../../src/i18n';
import { RfqCell } from '../../../src/resources/rfq-board/cells';

beforeAll(() => initI18n());
afterEach(() => i18n.changeLanguage('en'));

const record = {
  id: 'r-1',
  number: 'RFQ-2026-ABCDEFGH',
  title: 'Tote bags for a fair',
  category: { id: 'c-1', path: 'Bags' },
  line_count: 4,
  lines_preview: '500 piece × Cotton tote bag, 1 carton × Paper bag, 20 roll × Ribbon, 3 roll × Tape',
  lines_head: [
    { quantity: 500, unit: 'piece', name: 'Cotton tote bag' },
    { quantity: 1, unit: 'carton', name: 'Paper bag' },
    { quantity: 20, unit: 'roll', name: 'Ribbon' },
  ],
} as unknown as BoardRfq;

const row = () => {
  render(
    <MemoryRouter>
      <RfqCell record={record} />
    </MemoryRouter>,
  );
  return screen.findByText(/Cotton tote bag/);
};

describe('a board row’s items', () => {
  it('count in English: 500 pieces, 1 carton, 20 rolls, and one more item', async () => {
    expect((await row()).textContent).toBe('500 pieces × Cotton tote bag, 1 carton × Paper bag, 20 rolls × Ribbon +1 more item');
  });

  it('count in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect((await row()).textContent).toBe('500 पीस × Cotton tote bag, 1 कार्टन × Paper bag, 20 रोल × Ribbon +1 और आइटम');
  });

  it('count in Chinese', async () => {
    await i18n.changeLanguage('zh');
    expect((await row()).textContent).toBe('500 件 × Cotton tote bag, 1 箱 × Paper bag, 20 卷 × Ribbon 另有 1 项');
  });
});
