import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../src/components/Toaster';
import { initI18n } from '../../../src/i18n';
import { resetToasts, toast, toastStore } from '../../../src/providers/toast';

// The Dismiss button's label is translated.
beforeAll(() => initI18n());

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('renders nothing without toasts', () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each toast with its role, aria-live and icon, stacked top-center 8 px apart', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
      toast.loading('Working');
      toast('Plain');
    });
    const success = screen.getByText('Saved').closest('[role]');
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent('Broken');
    expect(success).toHaveAttribute('role', 'status');
    expect(success).toHaveAttribute('aria-live', 'polite');
    expect(error).toHaveAttribute('aria-live', 'polite');
    expect(success?.querySelector('.anticon-check-circle')).not.toBeNull();
    expect(error.querySelector('.anticon-close-circle')).not.toBeNull();
    expect(screen.getByText('Working').closest('[role]')?.querySelector('.anticon-loading')).not.toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(3);

    const stack = document.querySelector('[data-toaster="top-center"]') as HTMLElement;
    expect(stack.style.position).toBe('fixed');
    expect(stack.style.gap).toBe('8px');
    // Newest first.
    expect([...stack.children].map((c) => c.textContent)).toEqual(['Plain', 'Working', 'Broken', 'Saved']);
  });

  it('uses a readable card: white, shadow, 8 px radius, at most 360 px wide', () => {
    render(<Toaster />);
    act(() => {
      toast('A long message');
    });
    const card = screen.getByRole('status');
    expect(card.style.background).toMatch(/#fff|rgb\(255, 255, 255\)/);
    expect(card.style.borderRadius).toBe('8px');
    expect(card.style.maxWidth).toBe('360px');
    expect(card.style.boxShadow).not.toBe('');
  });

  it('the Dismiss button hides the toast, which is removed 1000 ms later', () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = toast.loading('Working');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toastStore.getState().toasts.find((t) => t.id === id)?.visible).toBe(false);
    expect(screen.getByRole('status').style.opacity).toBe('0');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hovering pauses the timers and leaving resumes them', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved');
    });
    const stack = document.querySelector('[data-toaster="top-center"]') as HTMLElement;
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    fireEvent.mouseEnter(stack);
    expect(toastStore.getState().paused).toBe(true);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(toastStore.getState().toasts[0].visible).toBe(true);
    fireEvent.mouseLeave(stack);
    expect(toastStore.getState().paused).toBe(false);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(toastStore.getState().toasts[0].visible).toBe(false);
  });
});
