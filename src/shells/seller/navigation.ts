// The seller portal's navigation, declared once (spec "Seller portal shell"): the sidebar entries and
// sub-items, the header title of every route, and the rules that keep the sidebar state in the URL.
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BuildOutlined,
  CommentOutlined,
  ContactsOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ShopOutlined,
  SwapOutlined,
  TagsOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/** Below this width the sidebar is a slide-in drawer; from it up, a fixed sidebar that can shrink to a rail (antd's lg). */
export const SIDEBAR_DRAWER_BELOW_PX = 992;

/** Query parameters that hold the sidebar state, so it survives reload and back/forward. */
export const COLLAPSED_PARAM = 'sidebarCollapsed';
export const EXPANDED_PARAM = 'expanded';

export type SectionKey = 'products' | 'store' | 'profile';

type NavIcon = ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;

export interface NavLink {
  key: string;
  /** i18n key of the label; the header title of the page too. */
  labelKey: string;
  path: string;
  icon: NavIcon;
  /** Detail pages reached from this item (e.g. an order's page from Orders): the item stays highlighted there. */
  related?: readonly string[];
}

export interface NavSection {
  key: SectionKey;
  labelKey: string;
  /** The section's address: a path under it opens the section. */
  path: string;
  icon: NavIcon;
  defaultOpen: boolean;
  items: readonly NavLink[];
}

export type NavEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'section' } & NavSection);

export const SELLER_NAV: readonly NavEntry[] = [
  { kind: 'link', key: 'dashboard', labelKey: 'sellerNav.dashboard', path: '/dashboard', icon: DashboardOutlined, related: ['/'] },
  {
    kind: 'section',
    key: 'products',
    labelKey: 'sellerNav.products',
    path: '/ProductList',
    icon: AppstoreOutlined,
    defaultOpen: true,
    items: [
      { key: 'product-list', labelKey: 'sellerNav.productList', path: '/ProductList', icon: UnorderedListOutlined, related: ['/ProductListingForm'] },
      { key: 'inventory', labelKey: 'sellerNav.inventory', path: '/Inventory', icon: DatabaseOutlined, related: ['/InventoryDetails'] },
      { key: 'orders', labelKey: 'sellerNav.orders', path: '/Order', icon: ContainerOutlined, related: ['/OrderDetails'] },
      { key: 'category-request', labelKey: 'sellerNav.categoryRequest', path: '/category-request', icon: TagsOutlined },
    ],
  },
  {
    kind: 'section',
    key: 'store',
    labelKey: 'sellerNav.sellerStore',
    path: '/SellerStoreWizard',
    icon: ShopOutlined,
    defaultOpen: false,
    items: [
      { key: 'store-setup', labelKey: 'sellerNav.storeSetup', path: '/SellerStoreWizard', icon: ToolOutlined },
      { key: 'store-info', labelKey: 'sellerNav.storeInfo', path: '/store/basic-info', icon: IdcardOutlined },
      { key: 'company-overview', labelKey: 'sellerNav.companyOverview', path: '/store/company-overview', icon: ApartmentOutlined },
      { key: 'factory-info', labelKey: 'sellerNav.factoryInfo', path: '/store/factory-information', icon: BuildOutlined },
      { key: 'main-markets', labelKey: 'sellerNav.mainMarkets', path: '/store/main-markets', icon: GlobalOutlined },
      { key: 'bank-details', labelKey: 'sellerNav.bankDetails', path: '/store/bank-details', icon: CreditCardOutlined },
      { key: 'trade-capabilities', labelKey: 'sellerNav.tradeCapabilities', path: '/store/trade-capabilities', icon: SwapOutlined },
    ],
  },
  { kind: 'link', key: 'chat', labelKey: 'sellerNav.chat', path: '/chat', icon: CommentOutlined },
  {
    kind: 'section',
    key: 'profile',
    labelKey: 'sellerNav.profile',
    path: '/profile',
    icon: UserOutlined,
    defaultOpen: false,
    items: [
      { key: 'documents', labelKey: 'sellerNav.documents', path: '/documents', icon: FileTextOutlined },
      { key: 'recovery', labelKey: 'sellerNav.recovery', path: '/recovery-contacts', icon: ContactsOutlined },
      { key: 'address', labelKey: 'sellerNav.address', path: '/address', icon: EnvironmentOutlined },
    ],
  },
];

export const SECTIONS: readonly NavSection[] = SELLER_NAV.filter((entry): entry is { kind: 'section' } & NavSection => entry.kind === 'section');

/** Every page the sidebar reaches, with the section it sits in: for search and the command palette. */
export interface NavPage extends NavLink {
  section?: SectionKey;
}

export const NAV_PAGES: readonly NavPage[] = SELLER_NAV.flatMap((entry): NavPage[] =>
  entry.kind === 'link' ? [entry] : entry.items.map((item) => ({ ...item, key: `${entry.key}:${item.key}`, section: entry.key })),
);

/** "/ProductList/" and "/ProductList" are the same address. */
const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * The spec's rule, literally: the path starts with the section's address or equals one of its sub-item
 * addresses. So "/ProductListingForm/7" opens Products too, as it should.
 */
export function sectionMatchesPath(section: NavSection, pathname: string): boolean {
  const path = normalise(pathname);
  return path.startsWith(section.path) || section.items.some((item) => item.path === path);
}

/** The section a path belongs to, if any. */
export function sectionForPath(pathname: string): NavSection | undefined {
  return SECTIONS.find((section) => sectionMatchesPath(section, pathname));
}

/** Whether a sidebar link is the current page ('page'), the list a detail page belongs to ('related'), or neither. */
export function linkState(link: NavLink, pathname: string): 'page' | 'related' | null {
  const path = normalise(pathname);
  if (path === link.path) return 'page';
  return link.related?.some((base) => path === base || path.startsWith(`${base}/`)) ? 'related' : null;
}

/** `sidebarCollapsed`: only the literal "true" collapses; anything else (absent, garbage) is expanded. */
export function parseCollapsed(value: string | null): boolean {
  return value === 'true';
}

/** `expanded`: a JSON map of section key to boolean. Unknown keys and non-boolean values are ignored. */
export function parseExpanded(value: string | null): Partial<Record<SectionKey, boolean>> {
  if (!value) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: Partial<Record<SectionKey, boolean>> = {};
  for (const section of SECTIONS) {
    const open = (parsed as Record<string, unknown>)[section.key];
    if (typeof open === 'boolean') result[section.key] = open;
  }
  return result;
}

/**
 * Which sections are open: what the `expanded` parameter says wins (so a seller can close the section
 * of the page they are on); otherwise a section matching the path opens; otherwise its default.
 */
export function resolveOpenSections(pathname: string, expanded: Partial<Record<SectionKey, boolean>>): Record<SectionKey, boolean> {
  const open = {} as Record<SectionKey, boolean>;
  for (const section of SECTIONS) {
    open[section.key] = expanded[section.key] ?? (sectionMatchesPath(section, pathname) || section.defaultOpen);
  }
  return open;
}

/**
 * The sidebar parameters of `current`, changed by `patch`, without the page's own parameters: the
 * query string every sidebar link carries. `openSection` marks a section open in `expanded`.
 */
export function sidebarSearch(current: URLSearchParams, patch: { collapsed?: boolean; openSection?: SectionKey; toggle?: [SectionKey, boolean] } = {}): string {
  const next = new URLSearchParams();
  const collapsed = patch.collapsed ?? (current.has(COLLAPSED_PARAM) ? parseCollapsed(current.get(COLLAPSED_PARAM)) : undefined);
  if (collapsed !== undefined) next.set(COLLAPSED_PARAM, String(collapsed));
  const expanded = parseExpanded(current.get(EXPANDED_PARAM));
  if (patch.openSection) expanded[patch.openSection] = true;
  if (patch.toggle) expanded[patch.toggle[0]] = patch.toggle[1];
  if (Object.keys(expanded).length > 0 || current.has(EXPANDED_PARAM)) next.set(EXPANDED_PARAM, JSON.stringify(expanded));
  const search = next.toString();
  return search ? `?${search}` : '';
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

/** A route pattern and its header title: a text of its own, or the sidebar section for routes with parameters. */
type TitleRoute = { pattern: string; titleKey: string } | { pattern: string; section: SectionKey };

/** Header titles of the signed-in routes (spec 2, "Authenticated routes"). */
export const ROUTE_TITLES: readonly TitleRoute[] = [
  { pattern: '/', titleKey: 'sellerNav.dashboard' },
  { pattern: '/dashboard', titleKey: 'sellerNav.dashboard' },
  { pattern: '/seller/home', titleKey: 'sellerNav.sellerHome' },
  { pattern: '/ProductList', titleKey: 'sellerNav.productList' },
  { pattern: '/ProductListingForm', titleKey: 'sellerNav.addProduct' },
  { pattern: '/ProductListingForm/:id', section: 'products' },
  { pattern: '/ProductListingForm/view/:id', section: 'products' },
  { pattern: '/Product', titleKey: 'sellerNav.catalog' },
  { pattern: '/ProductDetails/:id', section: 'products' },
  { pattern: '/Inventory', titleKey: 'sellerNav.inventory' },
  { pattern: '/InventoryDetails/:id', section: 'products' },
  { pattern: '/Order', titleKey: 'sellerNav.orders' },
  { pattern: '/OrderDetails/:id', section: 'products' },
  { pattern: '/Userorder', titleKey: 'sellerNav.myOrders' },
  { pattern: '/Userorder/:id', section: 'products' },
  { pattern: '/order_of_user', titleKey: 'sellerNav.orders' },
  { pattern: '/order_of_user/:id', section: 'products' },
  { pattern: '/category-request', titleKey: 'sellerNav.categoryRequest' },
  { pattern: '/SellerStoreWizard', titleKey: 'sellerNav.storeSetup' },
  { pattern: '/store/basic-info', titleKey: 'sellerNav.storeInfo' },
  { pattern: '/store/company-overview', titleKey: 'sellerNav.companyOverview' },
  { pattern: '/store/factory-information', titleKey: 'sellerNav.factoryInfo' },
  { pattern: '/store/main-markets', titleKey: 'sellerNav.mainMarkets' },
  { pattern: '/store/bank-details', titleKey: 'sellerNav.bankDetails' },
  { pattern: '/store/trade-capabilities', titleKey: 'sellerNav.tradeCapabilities' },
  { pattern: '/chat', titleKey: 'sellerNav.chat' },
  { pattern: '/profile', titleKey: 'sellerNav.profile' },
  { pattern: '/documents', titleKey: 'sellerNav.documents' },
  { pattern: '/recovery-contacts', titleKey: 'sellerNav.recovery' },
  { pattern: '/address', titleKey: 'sellerNav.address' },
  { pattern: '/HelpCenter', titleKey: 'sellerNav.helpCenter' },
  { pattern: '/helpCenterDetails', titleKey: 'sellerNav.helpCenter' },
  { pattern: '/seller/register', titleKey: 'sellerNav.sellerRegister' },
];

/** The i18n key of the header title for a path: its route's title, else its section's label, else the portal's name. */
export function titleKeyForPath(pathname: string): string {
  const path = normalise(pathname);
  for (const route of ROUTE_TITLES) {
    if (!matchPath({ path: route.pattern, caseSensitive: true, end: true }, path)) continue;
    if ('titleKey' in route) return route.titleKey;
    const section = SECTIONS.find((s) => s.key === route.section);
    if (section) return section.labelKey;
  }
  return sectionForPath(path)?.labelKey ?? 'sellerShell.portalName';
}
