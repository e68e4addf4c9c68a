// Toasts (spec sections 3, 4 and 9): visible → dismissed → removed 1000 ms later, at most 20 in the
// list, per-type durations, and hovering the toaster pauses every timer. The timers live in the store,
// not in the component, so a toast expires the same way whether or not a <Toaster> is mounted.
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_DURATIONS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '../contract/constants';
import { requestToastHost } from './toast-host';

// Whatever can raise a toast is loaded now: the toaster comes along (./toast-host.ts).
requestToastHost();

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';
export type ToastPosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

export interface Toast {
  id: string;
  type: ToastType;
  message: ReactNode;
  /** Milliseconds before the toast is dismissed; Infinity never expires (loading). */
  duration: number;
  position: ToastPosition;
  visible: boolean;
  createdAt: number;
  /** Set while the timers are paused (hover). */
  pausedAt: number | undefined;
}

export interface ToastOptions {
  /** An existing id updates that toast instead of adding a new one. */
  id?: string;
  duration?: number;
  position?: ToastPosition;
}

export interface ToastState {
  toasts: Toast[];
  paused: boolean;
}

export const DEFAULT_TOAST_POSITION: ToastPosition = 'top-center';

let state: ToastState = { toasts: [], paused: false };
const listeners = new Set<() => void>();
let idCounter = 0;

/** Pending auto-dismiss timers, and how much of each toast's duration is left. */
const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>();
const remaining = new Map<string, { ms: number; startedAt: number }>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastState): void {
  state = next;
  for (const listener of [...listeners]) listener();
}

function clearTimers(id: string): void {
  const dismissTimer = dismissTimers.get(id);
  if (dismissTimer !== undefined) clearTimeout(dismissTimer);
  dismissTimers.delete(id);
  const removeTimer = removeTimers.get(id);
  if (removeTimer !== undefined) clearTimeout(removeTimer);
  removeTimers.delete(id);
  remaining.delete(id);
}

/** Starts (or restarts) the auto-dismiss countdown with `ms` left. */
function startCountdown(id: string, ms: number): void {
  const existing = dismissTimers.get(id);
  if (existing !== undefined) clearTimeout(existing);
  dismissTimers.delete(id);
  remaining.set(id, { ms, startedAt: Date.now() });
  // setTimeout treats Infinity as 0, so a toast that never expires gets no timer at all; while
  // paused, resume() starts the countdown.
  if (!Number.isFinite(ms) || state.paused) return;
  dismissTimers.set(
    id,
    setTimeout(() => dismiss(id), Math.max(0, ms)),
  );
}

function upsert(type: ToastType, message: ReactNode, opts: ToastOptions = {}): string {
  const now = Date.now();
  const duration = opts.duration ?? TOAST_DURATIONS[type];
  const existing = opts.id !== undefined ? state.toasts.find((t) => t.id === opts.id) : undefined;

  if (existing) {
    const removeTimer = removeTimers.get(existing.id);
    if (removeTimer !== undefined) clearTimeout(removeTimer);
    removeTimers.delete(existing.id);
    const updated: Toast = {
      ...existing,
      type,
      message,
      duration,
      position: opts.position ?? existing.position,
      visible: true,
      pausedAt: state.paused ? now : undefined,
    };
    emit({ ...state, toasts: state.toasts.map((t) => (t.id === existing.id ? updated : t)) });
    startCountdown(existing.id, duration);
    return existing.id;
  }

  const id = opts.id ?? String(++idCounter);
  const toastItem: Toast = {
    id,
    type,
    message,
    duration,
    position: opts.position ?? DEFAULT_TOAST_POSITION,
    visible: true,
    createdAt: now,
    pausedAt: state.paused ? now : undefined,
  };
  // Newest first; past the limit the oldest drop off.
  const toasts = [toastItem, ...state.toasts];
  for (const dropped of toasts.slice(TOAST_LIMIT)) clearTimers(dropped.id);
  emit({ ...state, toasts: toasts.slice(0, TOAST_LIMIT) });
  startCountdown(id, duration);
  return id;
}

function dismissOne(id: string): void {
  const dismissTimer = dismissTimers.get(id);
  if (dismissTimer !== undefined) clearTimeout(dismissTimer);
  dismissTimers.delete(id);
  remaining.delete(id);
  if (!removeTimers.has(id)) {
    removeTimers.set(
      id,
      setTimeout(() => remove(id), TOAST_REMOVE_DELAY_MS),
    );
  }
}

/** Hides a toast (or all), then removes it from the list TOAST_REMOVE_DELAY_MS later. */
function dismiss(id?: string): void {
  const targets = state.toasts.filter((t) => (id === undefined || t.id === id) && t.visible);
  if (targets.length === 0) return;
  for (const t of targets) dismissOne(t.id);
  const ids = new Set(targets.map((t) => t.id));
  emit({ ...state, toasts: state.toasts.map((t) => (ids.has(t.id) ? { ...t, visible: false } : t)) });
}

/** Removes a toast (or all) from the list at once. */
function remove(id?: string): void {
  const removed = state.toasts.filter((t) => id === undefined || t.id === id);
  for (const t of removed) clearTimers(t.id);
  if (removed.length === 0) return;
  emit({ ...state, toasts: state.toasts.filter((t) => !(id === undefined || t.id === id)) });
}

type ToastFn = (message: ReactNode, opts?: ToastOptions) => string;

export interface ToastApi extends ToastFn {
  success: ToastFn;
  error: ToastFn;
  loading: ToastFn;
  custom: ToastFn;
  dismiss: (id?: string) => void;
  remove: (id?: string) => void;
}

export const toast: ToastApi = Object.assign((message: ReactNode, opts?: ToastOptions) => upsert('blank', message, opts), {
  success: (message: ReactNode, opts?: ToastOptions) => upsert('success', message, opts),
  error: (message: ReactNode, opts?: ToastOptions) => upsert('error', message, opts),
  loading: (message: ReactNode, opts?: ToastOptions) => upsert('loading', message, opts),
  custom: (message: ReactNode, opts?: ToastOptions) => upsert('custom', message, opts),
  dismiss,
  remove,
});

export const toastStore = {
  getState: (): ToastState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** Hover: stop every countdown, remembering the time each toast has left. */
  pause(): void {
    if (state.paused) return;
    const now = Date.now();
    for (const [id, timer] of dismissTimers) {
      clearTimeout(timer);
      const left = remaining.get(id);
      if (left) remaining.set(id, { ms: left.ms - (now - left.startedAt), startedAt: now });
    }
    dismissTimers.clear();
    emit({ paused: true, toasts: state.toasts.map((t) => (t.visible ? { ...t, pausedAt: now } : t)) });
  },

  /** Leaving the toaster: each visible toast continues with the time it had left. */
  resume(): void {
    if (!state.paused) return;
    emit({ paused: false, toasts: state.toasts.map((t) => (t.pausedAt !== undefined ? { ...t, pausedAt: undefined } : t)) });
    for (const t of state.toasts) {
      const left = remaining.get(t.id);
      if (t.visible && left) startCountdown(t.id, left.ms);
    }
  },

  /** Empties the store and cancels every timer (tests, sign-out). */
  reset(): void {
    for (const id of new Set([...dismissTimers.keys(), ...removeTimers.keys(), ...remaining.keys()])) clearTimers(id);
    idCounter = 0;
    emit({ toasts: [], paused: false });
  },
};

export const resetToasts = (): void => toastStore.reset();

const getToastState = (): ToastState => state;

export function useToasts(): ToastState & { pause: () => void; resume: () => void; dismiss: (id?: string) => void } {
  const snapshot = useSyncExternalStore(toastStore.subscribe, getToastState, getToastState);
  return { ...snapshot, pause: toastStore.pause, resume: toastStore.resume, dismiss };
}
