// Setup for the unit project (jsdom): DOM matchers, what jsdom lacks, a clean storage per test, and a
// helper that gives a test file its own MSW server.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { declaredTexts } from '../../src/declared-labels';
import { loadEnglish, provideDeclaredLabels } from '../../src/i18n';
import { keepStyleSheetsLean } from './lean-styles';

// jsdom has no matchMedia (antd's responsive helpers call it).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Nor ResizeObserver (antd tables, overflow menus).
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// jsdom computes styles of elements only and logs "Not implemented" with a stack trace when asked for a
// pseudo-element's (antd measures the scrollbar's): the element's own style answers instead.
const computedStyleOfElement = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyleOfElement(element);

keepStyleSheetsLean();

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// The app fetches English in groups with its screens (src/i18n, loadEnglish); tests render screens
// directly, so every English text is there from the start, the declared resources' labels too (as
// src/main.tsx provides them).
provideDeclaredLabels(async (language) => declaredTexts(language));
beforeAll(() => loadEnglish('all'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library's automatic cleanup is not registered.
  cleanup();
  vi.useRealTimers();
});

/**
 * An MSW server for the calling test file: listening for the whole file, handlers reset after each
 * test, and any request without a handler fails the test.
 */
export function useMswServer(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** An absolute URL under the API base as the client builds it in jsdom. */
export const apiUrl = (path: string): string => `${window.location.origin}/v1/${path.replace(/^\/+/, '')}`;
