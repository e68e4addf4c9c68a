import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationProvider, notificationText } from '../../../src/providers/notification-provider';
import { resetToasts, toastStore } from '../../../src/providers/toast';

const toasts = () => toastStore.getState().toasts;

describe('notificationProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    resetToasts();
  });
  afterEach(() => resetToasts());

  it('success → a success toast with the key as id', () => {
    notificationProvider.open({ type: 'success', message: 'Saved', key: 'k1' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ id: 'k1', type: 'success', message: 'Saved', duration: 2000 });
  });

  it('error → an error toast, message and description joined', () => {
    notificationProvider.open({ type: 'error', message: 'Error (status code: 400)', description: 'Some fields are not valid', key: 'k2' });
    expect(toasts()[0]).toMatchObject({ id: 'k2', type: 'error', message: 'Error (status code: 400)\nSome fields are not valid' });
  });

  it('progress → a loading toast; the same key updates it instead of adding one', () => {
    notificationProvider.open({ type: 'progress', message: 'Deleting', key: 'k3', undoableTimeout: 5 });
    expect(toasts()[0]).toMatchObject({ id: 'k3', type: 'loading' });
    notificationProvider.open({ type: 'success', message: 'Deleted', key: 'k3' });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ id: 'k3', type: 'success', message: 'Deleted' });
  });

  it('without a key a new toast is added each time', () => {
    notificationProvider.open({ type: 'error', message: 'A' });
    notificationProvider.open({ type: 'error', message: 'B' });
    expect(toasts().map((t) => t.message)).toEqual(['B', 'A']);
  });

  it('close(key) dismisses that toast, removed 1000 ms later', () => {
    notificationProvider.open({ type: 'progress', message: 'Working', key: 'k4' });
    notificationProvider.close('k4');
    expect(toasts()[0].visible).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(toasts()).toHaveLength(0);
  });

  it('joins only the parts that are present', () => {
    expect(notificationText({ message: 'Only' })).toBe('Only');
    expect(notificationText({ message: 'A', description: '' })).toBe('A');
    expect(notificationText({ message: 'A', description: 'B' })).toBe('A\nB');
  });
});
