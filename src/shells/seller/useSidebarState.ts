import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import {
  COLLAPSED_PARAM,
  EXPANDED_PARAM,
  parseCollapsed,
  parseExpanded,
  resolveOpenSections,
  sidebarParamsOf,
  sidebarSearch,
  type SectionKey,
} from './navigation';

export interface SidebarState {
  /** The rail (icons only) instead of the full sidebar; large screens only. */
  collapsed: boolean;
  open: Record<SectionKey, boolean>;
  /** A sidebar link: the path with the current sidebar parameters, `section` marked open. */
  linkTo: (path: string, section?: SectionKey) => string;
  toggleSection: (key: SectionKey) => void;
  setCollapsed: (collapsed: boolean) => void;
  /** From the rail: back to the full sidebar with this section open, in one history entry. */
  expandToSection: (key: SectionKey) => void;
}

/**
 * The sidebar state, kept in the query string (`sidebarCollapsed`, `expanded`) so it survives reload
 * and back/forward. Changes push a history entry rather than replace one, so Back restores the
 * previous state.
 */
export function useSidebarState(): SidebarState {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();

  const collapsed = parseCollapsed(params.get(COLLAPSED_PARAM));
  const open = resolveOpenSections(location.pathname, parseExpanded(params.get(EXPANDED_PARAM)));

  // Pages link to each other with plain paths (a product row to its form, say). Such a step would
  // drop the sidebar parameters and spring a collapsed rail open, so they are carried over. Back and
  // forward (POP) are left alone: they restore exactly what that history entry had.
  const remembered = useRef<string>('');
  const own = sidebarParamsOf(params);
  useLayoutEffect(() => {
    if (own || navigationType === 'POP' || !remembered.current) {
      remembered.current = own;
      return;
    }
    const next = new URLSearchParams(params);
    for (const [name, value] of new URLSearchParams(remembered.current)) next.set(name, value);
    navigate({ pathname: location.pathname, search: `?${next.toString()}`, hash: location.hash }, { replace: true, state: location.state });
  }, [own, navigationType, params, navigate, location.pathname, location.hash, location.state]);

  const linkTo = useCallback((path: string, section?: SectionKey) => `${path}${sidebarSearch(params, { openSection: section })}`, [params]);

  /** Sets the sidebar parameters and keeps the page's own ones (filters, page number). */
  const update = useCallback(
    (patch: Parameters<typeof sidebarSearch>[1]) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const sidebar = new URLSearchParams(sidebarSearch(current, patch));
        for (const [name, value] of sidebar) next.set(name, value);
        return next;
      });
    },
    [setParams],
  );

  return {
    collapsed,
    open,
    linkTo,
    toggleSection: (key) => update({ toggle: [key, !open[key]] }),
    setCollapsed: (value) => update({ collapsed: value }),
    expandToSection: (key) => update({ collapsed: false, openSection: key }),
  };
}
