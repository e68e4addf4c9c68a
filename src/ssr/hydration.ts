import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates a page the server rendered; true once the page is live
 * (at once for pages rendered in the browser). For what must wait for the browser: controls that
 * need the page's script, and content the server could not render the same way (src/ssr).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
