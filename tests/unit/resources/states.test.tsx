// The lists' empty state and loading skeletons (src/engine/states.tsx).
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { EmptyState, PageSkeleton, TableSkeleton } from '../../../src/engine/states';

beforeAll(() => initI18n());

describe('the lists’ states', () => {
  it('says what would be here and offers the action that fills it', () => {
    render(<EmptyState text="You have no products yet." action={<button type="button">Add product</button>} />);
    expect(screen.getByText('You have no products yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });

  it('shows rows of bars while loading, busy and named "Loading…" for screen readers', () => {
    const { container } = render(<TableSkeleton rows={3} />);
    const skeleton = container.querySelector('.table-skeleton');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton?.querySelectorAll('.skeleton-row')).toHaveLength(3);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('has a page-sized skeleton too', () => {
    const { container } = render(<PageSkeleton />);
    expect(container.querySelector('.page-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });
});
