// Setup for the unit project (jsdom): DOM matchers, what jsdom lacks, a clean storage per test, and a
// helper that gives a test file its own MSW server.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { declaredTexts } from '../../src/declared-labels';
import i18n, { loadEnglish, provideDeclaredLabels } from '../../src/i18n';
import { forgetCategories } from '../../src/catalogue/api';
import { resetCompany } from '../../src/company/company-store';
import { sessionStore } from '../../src/providers/session';
import { resetToasts } from '../../src/providers/toast';
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

// Testing Library's settings are global to the worker, whose files share one import of it: every file
// starts from the same ones (this runs before each file's imports). A busy machine may take more than
// 1 s for antd's async validation. The render helpers of antd pages then skip the accessibility check of
// every ancestor's computed style, which is slow there (renderPage, renderAdmin, renderChat).
configure({ defaultHidden: false, asyncUtilTimeout: 4000 });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

// The app fetches English in groups with its screens (src/i18n, loadEnglish); tests render screens
// directly, so every English text is there from the start, the declared resources' labels too (as
// src/main.tsx provides them).
provideDeclaredLabels(declaredTexts);
beforeAll(() => loadEnglish('all'));

// The files of a worker share one module graph and one document (isolate: false in vitest.config.ts:
// importing antd and Refine again per file was two thirds of the suite's time). Each file starts as on
// a fresh page: an empty document, English, nobody signed in, no toasts, no company, no category tree.
beforeAll(async () => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  sessionStore.clear();
  resetToasts();
  resetCompany();
  forgetCategories();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

// The viewport as the first file of the worker found it: a test that narrows it (setViewportWidth in
// tests/unit/shells/helpers.tsx) gets it back after each test, whichever file it is in.
const pristine = ((globalThis as { pristineViewport?: { matchMedia: typeof window.matchMedia; innerWidth: number } }).pristineViewport ??= {
  matchMedia: window.matchMedia,
  innerWidth: window.innerWidth,
});

afterEach(() => {
  // Vitest runs without globals, so Testing Library's automatic cleanup is not registered.
  cleanup();
  vi.useRealTimers();
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: pristine.matchMedia });
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: pristine.innerWidth });
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
