// The sidebar rules both portal shells share: sections that open for their paths, the query-string
// state (`sidebarCollapsed`, `expanded`) that survives reload and back/forward, the active link, and
// access levels on menu entries. Each shell makes its model from its own entries.
import type { ComponentType } from 'react';

/** Query parameters that hold the sidebar state. */
export const COLLAPSED_PARAM = 'sidebarCollapsed';
export const EXPANDED_PARAM = 'expanded';

export type NavIcon = ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;

/**
 * Spec 6: buyer menu items are 'private' (signed-in only) or 'public'; no level (the address book)
 * means no restriction of its own.
 */
export type AccessLevel = 'private' | 'public';

export interface NavLink {
  key: string;
  /** i18n key of the label; the header title of the page too. */
  labelKey: string;
  path: string;
  icon: NavIcon;
  /** Detail pages reached from this item (e.g. an order's page from Orders): the item stays highlighted there. */
  related?: readonly string[];
  access?: AccessLevel;
  /** Shown only to a user who holds this permission (MenuDeclaration.permission). */
  permission?: string;
}

export interface NavSection<K extends string = string> {
  key: K;
  labelKey: string;
  /** The section's address: a path under it opens the section. */
  path: string;
  icon: NavIcon;
  defaultOpen: boolean;
  items: readonly NavLink[];
  access?: AccessLevel;
  /**
   * More addresses under which the section opens, for sections the spec does not list (RFQs): their
   * items' own pages and records, such as /quotes/:id. The spec's sections keep its rule alone.
   */
  opensUnder?: readonly string[];
}

export type NavEntry<K extends string = string> = ({ kind: 'link' } & NavLink) | ({ kind: 'section' } & NavSection<K>);

/** Every page the sidebar reaches, with the section it sits in: for search and the command palette. */
export interface NavPage<K extends string = string> extends NavLink {
  section?: K;
}

export interface SidebarPatch<K extends string> {
  collapsed?: boolean;
  openSection?: K;
  toggle?: [K, boolean];
}

export interface SidebarModel<K extends string> {
  sections: readonly NavSection<K>[];
  /** Reads `sidebarCollapsed`; the seller's and the buyer's defaults differ. */
  parseCollapsed: (value: string | null) => boolean;
  /** `expanded`: a JSON map of section key to boolean. Unknown keys and non-boolean values are ignored. */
  parseExpanded: (value: string | null) => Partial<Record<K, boolean>>;
  /**
   * Which sections are open: what the `expanded` parameter says wins (so a user can close the section
   * of the page they are on); otherwise a section matching the path opens; otherwise its default.
   */
  resolveOpenSections: (pathname: string, expanded: Partial<Record<K, boolean>>) => Record<K, boolean>;
  /**
   * The sidebar parameters of `current`, changed by `patch`, without the page's own parameters: the
   * query string every sidebar link carries. `openSection` marks a section open in `expanded`.
   */
  sidebarSearch: (current: URLSearchParams, patch?: SidebarPatch<K>) => string;
  sectionForPath: (pathname: string) => NavSection<K> | undefined;
}

/** "/ProductList/" and "/ProductList" are the same address. */
export const normalisePath = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The spec's rule, literally: the path starts with the section's address or equals one of its sub-item
 * addresses. So "/ProductListingForm/7" opens Products too, as it should.
 */
export function sectionMatchesPath(section: Pick<NavSection, 'path' | 'items' | 'opensUnder'>, pathname: string): boolean {
  const path = normalisePath(pathname);
  if (path.startsWith(section.path) || section.items.some((item) => item.path === path)) return true;
  return section.opensUnder?.some((base) => path === base || path.startsWith(`${base}/`)) ?? false;
}

/** Whether a sidebar link is the current page ('page'), the list a detail page belongs to ('related'), or neither. */
export function linkState(link: NavLink, pathname: string): 'page' | 'related' | null {
  const path = normalisePath(pathname);
  if (path === link.path) return 'page';
  return link.related?.some((base) => path === base || path.startsWith(`${base}/`)) ? 'related' : null;
}

/** The sidebar parameters alone, or '' when the URL has none. */
export function sidebarParamsOf(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of [COLLAPSED_PARAM, EXPANDED_PARAM]) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}

/** Whether an entry may be shown: private ones only to someone signed in; public and unlevelled ones to all. */
export const canSee = (access: AccessLevel | undefined, signedIn: boolean): boolean => access !== 'private' || signedIn;

/**
 * The entries a viewer may see: private entries are left out without a token, entries that need a
 * permission without it (`holds`), and so is a section left with no item to show.
 */
export function visibleEntries<K extends string>(
  entries: readonly NavEntry<K>[],
  signedIn: boolean,
  holds: (permission: string) => boolean = () => false,
): NavEntry<K>[] {
  const shown = (link: NavLink) => canSee(link.access, signedIn) && (link.permission === undefined || holds(link.permission));
  return entries.flatMap((entry): NavEntry<K>[] => {
    if (!canSee(entry.access, signedIn)) return [];
    if (entry.kind === 'link') return shown(entry) ? [entry] : [];
    const items = entry.items.filter(shown);
    return items.length ? [{ ...entry, items }] : [];
  });
}

export const sectionsOf = <K extends string>(entries: readonly NavEntry<K>[]): NavSection<K>[] =>
  entries.filter((entry): entry is { kind: 'section' } & NavSection<K> => entry.kind === 'section');

export const pagesOf = <K extends string>(entries: readonly NavEntry<K>[]): NavPage<K>[] =>
  entries.flatMap((entry): NavPage<K>[] =>
    entry.kind === 'link' ? [entry] : entry.items.map((item) => ({ ...item, key: `${entry.key}:${item.key}`, section: entry.key })),
  );

export interface SidebarModelOptions {
  /**
   * How a `sidebarCollapsed` value reads. The seller portal: only "true" collapses. The buyer shell
   * (spec "Buyer shell"): collapsed unless it is "false", so a bare URL starts as the rail.
   */
  collapsedUnlessFalse: boolean;
}

export function createSidebarModel<K extends string>(entries: readonly NavEntry<K>[], options: SidebarModelOptions): SidebarModel<K> {
  const sections = sectionsOf(entries);

  const parseCollapsed = (value: string | null): boolean => (options.collapsedUnlessFalse ? value !== 'false' : value === 'true');

  const parseExpanded = (value: string | null): Partial<Record<K, boolean>> => {
    if (!value) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const result: Partial<Record<K, boolean>> = {};
    for (const section of sections) {
      const open = (parsed as Record<string, unknown>)[section.key];
      if (typeof open === 'boolean') result[section.key] = open;
    }
    return result;
  };

  const resolveOpenSections = (pathname: string, expanded: Partial<Record<K, boolean>>): Record<K, boolean> => {
    const open = {} as Record<K, boolean>;
    for (const section of sections) {
      open[section.key] = expanded[section.key] ?? (sectionMatchesPath(section, pathname) || section.defaultOpen);
    }
    return open;
  };

  const sidebarSearch = (current: URLSearchParams, patch: SidebarPatch<K> = {}): string => {
    const next = new URLSearchParams();
    const collapsed = patch.collapsed ?? (current.has(COLLAPSED_PARAM) ? parseCollapsed(current.get(COLLAPSED_PARAM)) : undefined);
    if (collapsed !== undefined) next.set(COLLAPSED_PARAM, String(collapsed));
    const expanded = parseExpanded(current.get(EXPANDED_PARAM));
    if (patch.openSection) expanded[patch.openSection] = true;
    if (patch.toggle) expanded[patch.toggle[0]] = patch.toggle[1];
    if (Object.keys(expanded).length > 0 || current.has(EXPANDED_PARAM)) next.set(EXPANDED_PARAM, JSON.stringify(expanded));
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  const sectionForPath = (pathname: string) => sections.find((section) => sectionMatchesPath(section, pathname));

  return { sections, parseCollapsed, parseExpanded, resolveOpenSections, sidebarSearch, sectionForPath };
}
