// Shared by the shell and component tests: a viewport of a chosen width (matchMedia answers min-width
// and max-width queries against it) and the seller shell in a memory router.
import '@ant-design/v5-patch-for-react-19';
import { render, screen, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { SellerShell } from '../../../src/shells/seller/SellerShell';

// jsdom has no styles for pseudo-elements and logs an error each time antd measures the scrollbar
// through one; the element's own style is the same answer jsdom would give.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

/** Whether a media query made of (min-width: Npx) and (max-width: Npx) parts holds at `width`. */
export function queryMatches(query: string, width: number): boolean {
  const parts = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (parts.length === 0) return false;
  return parts.every(([, kind, value]) => (kind === 'min' ? width >= Number(value) : width <= Number(value)));
}

/** Makes window.innerWidth and matchMedia describe a screen `width` px wide (tests/unit/setup.ts restores both after each test). */
export function setViewportWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: queryMatches(query, width),
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

/** Stands in for a page: shows where the router is. */
function PageProbe() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.search}`}</p>;
}

export type ShellRouter = ReturnType<typeof createMemoryRouter>;

/** The shell as a layout route around every path, as the app wires it. */
export function renderShell(route: string): RenderResult & { router: ShellRouter } {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <SellerShell />,
        children: [
          { index: true, element: <PageProbe /> },
          { path: '*', element: <PageProbe /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

/** The router's current location as "path?query", decoded for readable assertions. */
export const currentUrl = (router: ShellRouter): string => decodeURIComponent(`${router.state.location.pathname}${router.state.location.search}`);

export const headerTitle = (): string => screen.getByTestId('seller-header-title').textContent ?? '';
