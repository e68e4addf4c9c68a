import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, type To } from 'react-router';

type Navigator = React.ContextType<typeof UNSAFE_NavigationContext>['navigator'];

const pathnameOf = (to: To): string | undefined => (typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname);

/**
 * Asks before leaving a form with unsaved changes. The app's router has no blocker API (it is not a
 * data router), so in-app navigation is intercepted at the navigator, as Refine's notifier does, but
 * answered with our own dialog; reloads and closing the tab get the browser's prompt. Changes to the
 * query string alone (the sidebar's state) stay on the page and are let through.
 */
export function useLeaveGuard(isDirty: () => boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirty = useRef(isDirty);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  useEffect(() => {
    const target: Navigator = navigator;
    const { push, go } = target;
    const guardedPush: Navigator['push'] = (to, state, opts) => {
      const leaves = pathnameOf(to) !== undefined && pathnameOf(to) !== window.location.pathname;
      if (leaves && dirty.current()) setPending(() => () => push(to, state, opts));
      else push(to, state, opts);
    };
    const guardedGo: Navigator['go'] = (delta) => {
      if (dirty.current()) setPending(() => () => go(delta));
      else go(delta);
    };
    Object.assign(target, { push: guardedPush, go: guardedGo });
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      Object.assign(target, { push, go });
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [navigator]);

  const leave = useCallback(() => {
    const proceed = pending;
    setPending(null);
    proceed?.();
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);

  return { asking: pending !== null, leave, stay };
}
