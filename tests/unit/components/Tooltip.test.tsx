import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeTooltipPosition, Tooltip } from '../../../src/components/Tooltip';

const tooltip = () => screen.queryByRole('tooltip');

afterEach(() => vi.useRealTimers());

describe('Tooltip', () => {
  it('shows on hover after the delay, describes the child, and hides when the pointer leaves', () => {
    vi.useFakeTimers();
    render(
      <Tooltip title="Chat" placement="right" mouseEnterDelay={0.3}>
        <a href="/chat">Messages</a>
      </Tooltip>,
    );
    const link = screen.getByRole('link', { name: 'Messages' });
    fireEvent.pointerEnter(link);
    act(() => vi.advanceTimersByTime(200));
    expect(tooltip()).toBeNull();
    expect(link).not.toHaveAttribute('aria-describedby');

    act(() => vi.advanceTimersByTime(150));
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Chat');
    expect(tip.parentElement).toBe(document.body);
    expect(tip).toHaveAttribute('data-placement', 'right');
    expect(link).toHaveAttribute('aria-describedby', tip.id);
    expect(link).toHaveAccessibleDescription('Chat');

    fireEvent.pointerLeave(link);
    act(() => vi.advanceTimersByTime(50));
    expect(tooltip()).not.toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(tooltip()).toBeNull();
    expect(link).not.toHaveAttribute('aria-describedby');
  });

  it('stays open while the pointer moves from the child onto the tip', () => {
    vi.useFakeTimers();
    render(
      <Tooltip title="Exact time">
        <span>3 hours ago</span>
      </Tooltip>,
    );
    fireEvent.pointerEnter(screen.getByText('3 hours ago'));
    act(() => vi.advanceTimersByTime(150));
    fireEvent.pointerLeave(screen.getByText('3 hours ago'));
    fireEvent.pointerEnter(screen.getByRole('tooltip'));
    act(() => vi.advanceTimersByTime(500));
    expect(tooltip()).toHaveTextContent('Exact time');
    fireEvent.pointerLeave(screen.getByRole('tooltip'));
    act(() => vi.advanceTimersByTime(150));
    expect(tooltip()).toBeNull();
  });

  it('shows at once on keyboard focus and hides on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip title="Switch to dark theme">
          <button type="button">Theme</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Theme' });
    expect(button).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Switch to dark theme');
    expect(button).toHaveAccessibleDescription('Switch to dark theme');

    await user.tab();
    expect(tooltip()).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip title="Collapse sidebar">
        <button type="button">Toggle</button>
      </Tooltip>,
    );
    await user.tab();
    expect(tooltip()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    expect(screen.getByRole('button', { name: 'Toggle' })).toHaveFocus();
  });

  it.each([undefined, null, ''])('renders the child alone when the title is %o', async (title) => {
    const user = userEvent.setup();
    render(
      <Tooltip title={title}>
        <button type="button">Plain</button>
      </Tooltip>,
    );
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Plain' }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(tooltip()).toBeNull();
    expect(screen.getByRole('button', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows a title that appears while the pointer is on the child (a text found cut on hover)', async () => {
    const user = userEvent.setup();
    function Clamped() {
      const [cut, setCut] = useState(false);
      return (
        <Tooltip title={cut ? 'The whole long reason' : undefined}>
          <span onMouseEnter={() => setCut(true)}>The whole…</span>
        </Tooltip>
      );
    }
    render(<Clamped />);
    await user.hover(screen.getByText('The whole…'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('The whole long reason');
  });

  it("keeps the child's own handlers, description and ref", async () => {
    const user = userEvent.setup();
    const onPointerEnter = vi.fn();
    const onPointerLeave = vi.fn();
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <span id="hint">Opens the cart</span>
        <Tooltip title="Cart">
          <button
            ref={ref}
            type="button"
            aria-describedby="hint"
            onPointerEnter={onPointerEnter}
            onPointerLeave={onPointerLeave}
            onFocus={onFocus}
            onBlur={onBlur}
            onClick={onClick}
          >
            Cart
          </button>
        </Tooltip>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Cart' });
    expect(ref.current).toBe(button);
    await user.hover(button);
    await user.click(button);
    await user.unhover(button);
    expect(onPointerEnter).toHaveBeenCalled();
    expect(onPointerLeave).toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(1);

    await user.tab();
    await user.tab({ shift: true });
    expect(onFocus).toHaveBeenCalled();
    expect(button).toHaveFocus();
    expect(button.getAttribute('aria-describedby')?.split(' ')).toEqual(['hint', screen.getByRole('tooltip').id]);
    act(() => button.blur());
    expect(onBlur).toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-describedby', 'hint');
  });

  it('does not show for touch', () => {
    vi.useFakeTimers();
    render(
      <Tooltip title="Chat">
        <a href="/chat">Messages</a>
      </Tooltip>,
    );
    // jsdom has no PointerEvent; React reads pointerType off the pointerover it turns into an enter.
    const touch = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(touch, 'pointerType', { value: 'touch' });
    fireEvent(screen.getByRole('link'), touch);
    act(() => vi.advanceTimersByTime(500));
    expect(tooltip()).toBeNull();
  });
});

describe('computeTooltipPosition', () => {
  const viewport = { width: 1000, height: 800 };
  const tip = { width: 100, height: 30 };

  it('centres the tip on the preferred side', () => {
    expect(computeTooltipPosition({ top: 400, left: 450, width: 100, height: 40 }, tip, viewport, 'top')).toEqual({
      top: 362,
      left: 450,
      placement: 'top',
      arrow: 50,
    });
    expect(computeTooltipPosition({ top: 400, left: 10, width: 40, height: 40 }, tip, viewport, 'right')).toEqual({
      top: 405,
      left: 58,
      placement: 'right',
      arrow: 15,
    });
  });

  it('flips to the other side when the preferred one has no room', () => {
    expect(computeTooltipPosition({ top: 10, left: 450, width: 100, height: 40 }, tip, viewport, 'top')).toMatchObject({ placement: 'bottom', top: 58 });
    expect(computeTooltipPosition({ top: 400, left: 940, width: 40, height: 40 }, tip, viewport, 'right')).toMatchObject({ placement: 'left', left: 832 });
  });

  it('stays inside the viewport and keeps the arrow on the child', () => {
    const position = computeTooltipPosition({ top: 400, left: 0, width: 20, height: 20 }, tip, viewport, 'bottom');
    expect(position.left).toBe(8);
    expect(position.arrow).toBe(12);
    expect(computeTooltipPosition({ top: 400, left: 990, width: 10, height: 20 }, tip, viewport, 'top').left).toBe(892);
  });
});
