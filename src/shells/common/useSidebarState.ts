import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { COLLAPSED_PARAM, EXPANDED_PARAM, sidebarParamsOf, type SidebarModel, type SidebarPatch } from './sidebar-model';

export interface SidebarState<K extends string = string> {
  /** The rail (icons only) instead of the full sidebar; large screens only. */
  collapsed: boolean;
  open: Record<K, boolean>;
  /** A sidebar link: the path with the current sidebar parameters, `section` marked open. */
  linkTo: (path: string, section?: K) => string;
  toggleSection: (key: K) => void;
  setCollapsed: (collapsed: boolean) => void;
  /** From the rail: back to the full sidebar with this section open, in one change. */
  expandToSection: (key: K) => void;
}

/**
 * The sidebar state of a shell, kept in the query string (`sidebarCollapsed`, `expanded`) so it
 * survives reload and is shared with a link. Opening a group or collapsing the sidebar changes the
 * current history entry in place: Back leaves the page, it does not replay the sidebar's clicks.
 */
export function useSidebarModelState<K extends string>(model: SidebarModel<K>): SidebarState<K> {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();

  const collapsed = model.parseCollapsed(params.get(COLLAPSED_PARAM));
  const open = model.resolveOpenSections(location.pathname, model.parseExpanded(params.get(EXPANDED_PARAM)));

  // Pages link to each other with plain paths (a product row to its form, say). Such a step would
  // drop the sidebar parameters and change the sidebar under the user, so they are carried over. Back
  // and forward (POP) are left alone: they restore exactly what that history entry had.
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

  const { sidebarSearch } = model;
  const linkTo = useCallback((path: string, section?: K) => `${path}${sidebarSearch(params, { openSection: section })}`, [params, sidebarSearch]);

  /** Sets the sidebar parameters and keeps the page's own ones (filters, page number). */
  const update = useCallback(
    (patch: SidebarPatch<K>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const sidebar = new URLSearchParams(sidebarSearch(current, patch));
          for (const [name, value] of sidebar) next.set(name, value);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, sidebarSearch],
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
