import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../src/contract/operations';
import { initI18n } from '../../../src/i18n';
import { HistoryTimeline } from '../../../src/ordering/order-display';

const placed: OrderEvent = {
  id: 'e1',
  from_status: null,
  to_status: 'pending',
  actor_role: 'buyer',
  actor_name: 'Ben Okafor',
  note: null,
  created_at: '2026-11-28T04:53:00Z',
};
const confirmed: OrderEvent = { ...placed, id: 'e2', from_status: 'pending', to_status: 'confirmed', actor_role: 'seller', actor_name: 'Li Wei' };

beforeAll(() => initI18n());

describe('the order history', () => {
  it('says "you" for the buyer who placed it', () => {
    render(<HistoryTimeline history={[placed, confirmed]} />);
    expect(screen.getByText('by Ben Okafor (you)')).toBeInTheDocument();
    expect(screen.getByText('by Li Wei (supplier)')).toBeInTheDocument();
  });

  it('names the buyer as such for a colleague reading the order for the company', () => {
    render(<HistoryTimeline history={[placed, confirmed]} placedByReader={false} />);
    expect(screen.getByText('by Ben Okafor (buyer)')).toBeInTheDocument();
    expect(screen.queryByText(/\(you\)/)).toBeNull();
  });
});
