import { useCallback, useSyncExternalStore } from 'react';
import { DIALOG_DRAWER_MAX_PX, DROPDOWN_MOBILE_MAX_PX } from '../contract/constants';

/** Below this width tables become cards, one per row (UI.md: phones). */
export const CARDS_QUERY = '(max-width: 767.98px)';
/** Spec 9: the confirm dialog is a bottom drawer at 768 px or less. */
export const DIALOG_AS_DRAWER_QUERY = `(max-width: ${DIALOG_DRAWER_MAX_PX}px)`;
/** Spec 9: dropdowns may become a bottom sheet below 700 px. */
export const DROPDOWN_AS_SHEET_QUERY = `(max-width: ${DROPDOWN_MOBILE_MAX_PX - 0.02}px)`;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a CSS media query matches now; re-renders when that changes (resize, rotation, zoom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}
