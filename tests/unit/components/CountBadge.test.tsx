import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, countBadgeText } from '../../../src/components/CountBadge';

describe('CountBadge', () => {
  it('shows the count in a pill on its child, with the class and test id it is given', () => {
    render(
      <CountBadge count={3} className="portal-notification-badge" data-testid="notification-badge">
        <svg data-testid="bell" />
      </CountBadge>,
    );
    const badge = screen.getByTestId('notification-badge');
    expect(badge).toHaveClass('count-badge', 'portal-notification-badge');
    expect(badge).toContainElement(screen.getByTestId('bell'));
    expect(badge.querySelector('.count-badge-count')).toHaveTextContent(/^3$/);
  });

  it('hides the pill at 0 and without a count', () => {
    const { container, rerender } = render(<CountBadge count={0}>icon</CountBadge>);
    expect(container.querySelector('.count-badge-count')).toBeNull();
    rerender(<CountBadge count={null}>icon</CountBadge>);
    expect(container.querySelector('.count-badge-count')).toBeNull();
  });

  it('says 99+ above the overflow count', () => {
    const { container, rerender } = render(<CountBadge count={120}>icon</CountBadge>);
    expect(container.querySelector('.count-badge-count')).toHaveTextContent(/^99\+$/);
    rerender(
      <CountBadge count={12} overflowCount={9}>
        icon
      </CountBadge>,
    );
    expect(container.querySelector('.count-badge-count')).toHaveTextContent(/^9\+$/);
  });

  it('formats the text', () => {
    expect(countBadgeText(99)).toBe('99');
    expect(countBadgeText(100)).toBe('99+');
    expect(countBadgeText(-2)).toBeNull();
    expect(countBadgeText(Number.NaN)).toBeNull();
  });
});
