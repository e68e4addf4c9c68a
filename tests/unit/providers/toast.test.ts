import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT } from '../../../src/contract/constants';
import { resetToasts, toast, toastStore } from '../../../src/providers/toast';

const toasts = () => toastStore.getState().toasts;
const find = (id: string) => toasts().find((t) => t.id === id);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    resetToasts();
  });
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it('adds each type with its fields and the top-center default position', () => {
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    const blank = toast('hello');
    const success = toast.success('saved');
    const error = toast.error('broken');
    const loading = toast.loading('working');
    const custom = toast.custom('custom');
    expect(find(blank)).toEqual({
      id: blank,
      type: 'blank',
      message: 'hello',
      duration: 4000,
      position: 'top-center',
      visible: true,
      createdAt: Date.parse('2025-01-01T00:00:00Z'),
      pausedAt: undefined,
    });
    expect(find(success)?.type).toBe('success');
    expect(find(error)?.type).toBe('error');
    expect(find(loading)?.type).toBe('loading');
    expect(find(custom)?.type).toBe('custom');
    // Newest first.
    expect(toasts().map((t) => t.id)).toEqual([custom, loading, error, success, blank]);
  });

  it('uses the durations of the spec: blank 4000, error 4000, success 2000, custom 4000, loading never', () => {
    expect(find(toast('b'))?.duration).toBe(4000);
    expect(find(toast.error('e'))?.duration).toBe(4000);
    expect(find(toast.success('s'))?.duration).toBe(2000);
    expect(find(toast.custom('c'))?.duration).toBe(4000);
    expect(find(toast.loading('l'))?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it('dismisses a success after 2000 ms and removes it 1000 ms later', () => {
    const id = toast.success('saved');
    vi.advanceTimersByTime(1999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
    vi.advanceTimersByTime(999);
    expect(find(id)).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(find(id)).toBeUndefined();
  });

  it.each([
    ['blank', () => toast('b')],
    ['error', () => toast.error('e')],
    ['custom', () => toast.custom('c')],
  ])('dismisses a %s toast after 4000 ms', (_type, make) => {
    const id = make();
    vi.advanceTimersByTime(3999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('never expires a loading toast', () => {
    const id = toast.loading('working');
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(find(id)?.visible).toBe(true);
  });

  it('dismiss(id) hides at once and removes after 1000 ms; remove(id) removes at once', () => {
    const a = toast.loading('a');
    const b = toast.loading('b');
    toast.dismiss(a);
    expect(find(a)?.visible).toBe(false);
    expect(find(b)?.visible).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(find(a)).toBeUndefined();
    toast.remove(b);
    expect(toasts()).toEqual([]);
  });

  it('dismiss() and remove() without an id act on every toast', () => {
    toast('a');
    toast.loading('b');
    toast.dismiss();
    expect(toasts().every((t) => !t.visible)).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(toasts()).toEqual([]);

    toast('c');
    toast('d');
    toast.remove();
    expect(toasts()).toEqual([]);
  });

  it(`keeps at most ${TOAST_LIMIT} toasts: the oldest drop off`, () => {
    const ids = Array.from({ length: 25 }, (_, i) => toast.loading(`t${i}`));
    expect(TOAST_LIMIT).toBe(20);
    expect(toasts()).toHaveLength(20);
    expect(toasts().map((t) => t.id)).toEqual(ids.slice(5).reverse());
  });

  it('passing an existing id updates that toast instead of adding one', () => {
    const id = toast.loading('Saving…');
    const same = toast.success('Saved', { id });
    expect(same).toBe(id);
    expect(toasts()).toHaveLength(1);
    expect(find(id)).toMatchObject({ type: 'success', message: 'Saved', duration: 2000, visible: true });
    // The success duration now applies.
    vi.advanceTimersByTime(2000);
    expect(find(id)?.visible).toBe(false);
  });

  it('a caller-chosen id for a new toast is used as is', () => {
    expect(toast.error('x', { id: 'my-key' })).toBe('my-key');
    expect(find('my-key')?.type).toBe('error');
  });

  it('honours duration and position options', () => {
    const id = toast('x', { duration: 500, position: 'bottom-right' });
    expect(find(id)?.position).toBe('bottom-right');
    vi.advanceTimersByTime(500);
    expect(find(id)?.visible).toBe(false);
  });

  it('pausing stops every timer; resuming continues with the time that was left', () => {
    const id = toast.error('e'); // 4000 ms
    vi.advanceTimersByTime(3000);
    toastStore.pause();
    expect(toastStore.getState().paused).toBe(true);
    expect(find(id)?.pausedAt).toBe(Date.now());
    vi.advanceTimersByTime(10_000);
    expect(find(id)?.visible).toBe(true);

    toastStore.resume();
    expect(find(id)?.pausedAt).toBeUndefined();
    vi.advanceTimersByTime(999);
    expect(find(id)?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(find(id)?.visible).toBe(false);
  });

  it('a toast added while paused starts its countdown on resume', () => {
    toastStore.pause();
    const id = toast.success('s');
    vi.advanceTimersByTime(5000);
    expect(find(id)?.visible).toBe(true);
    toastStore.resume();
    vi.advanceTimersByTime(2000);
    expect(find(id)?.visible).toBe(false);
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toast('a');
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
