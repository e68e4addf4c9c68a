// The seller portal's navigation, declared once (spec "Seller portal shell"): the sidebar entries and
// sub-items, the header title of every route, and the rules that keep the sidebar state in the URL.
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BuildOutlined,
  CommentOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  ShopOutlined,
  SwapOutlined,
  ToolOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { matchPath } from 'react-router';
import { resources } from '../../resources/list';
import { inMenu, menuLink, resourceTitles } from '../common/resource-menu';
import {
  createSidebarModel,
  normalisePath,
  pagesOf,
  sectionMatchesPath as matchesSectionPath,
  type NavEntry as CommonNavEntry,
  type NavLink as CommonNavLink,
  type NavPage as CommonNavPage,
  type NavSection as CommonNavSection,
} from '../common/sidebar-model';

/** Below this width the sidebar is a slide-in drawer; from it up, a fixed sidebar that can shrink to a rail (antd's lg). */
export const SIDEBAR_DRAWER_BELOW_PX = 992;

export { COLLAPSED_PARAM, EXPANDED_PARAM, linkState, sidebarParamsOf } from '../common/sidebar-model';

export type SectionKey = 'dashboard' | 'products' | 'rfqs' | 'finance' | 'store' | 'profile';

export type NavLink = CommonNavLink;
export type NavSection = CommonNavSection<SectionKey>;
export type NavEntry = CommonNavEntry<SectionKey>;
export type NavPage = CommonNavPage<SectionKey>;

/**
 * The seller portal, declared once: its sidebar sections with the pages that are not resources, in
 * order. Each section's resources follow its pages, in the order of the resource list
 * (src/resources/index.ts), from their own `menu` declarations.
 */
const PORTAL: readonly PortalEntry[] = [
  {
    kind: 'section',
    key: 'dashboard',
    labelKey: 'sellerNav.dashboard',
    path: '/dashboard',
    icon: DashboardOutlined,
    defaultOpen: true,
    pages: [
      { key: 'home', labelKey: 'sellerAnalytics.navHome', path: '/dashboard', icon: HomeOutlined, related: ['/'] },
      { key: 'analytics', labelKey: 'sellerAnalytics.navAnalytics', path: '/dashboard/analytics', icon: BarChartOutlined },
    ],
  },
  { kind: 'section', key: 'products', labelKey: 'sellerNav.products', path: '/ProductList', icon: AppstoreOutlined, defaultOpen: true },
  {
    kind: 'section',
    key: 'rfqs',
    labelKey: 'rfqNav.group',
    path: '/rfq-board',
    icon: FileSearchOutlined,
    defaultOpen: false,
    opensUnder: ['/rfq-invitations', '/quotes'],
  },
  {
    kind: 'section',
    key: 'finance',
    labelKey: 'financeNav.group',
    path: '/finance/balance',
    icon: BankOutlined,
    defaultOpen: false,
    pages: [{ key: 'balance', labelKey: 'financeNav.balance', path: '/finance/balance', icon: WalletOutlined }],
  },
  {
    kind: 'section',
    key: 'store',
    labelKey: 'sellerNav.sellerStore',
    path: '/SellerStoreWizard',
    icon: ShopOutlined,
    defaultOpen: false,
    pages: [
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
  { kind: 'section', key: 'profile', labelKey: 'sellerNav.profile', path: '/profile', icon: UserOutlined, defaultOpen: false },
];

type PortalEntry = ({ kind: 'link' } & NavLink) | ({ kind: 'section' } & Omit<NavSection, 'items'> & { pages?: readonly NavLink[] });

const SECTION_KEYS = new Set(PORTAL.map((entry) => entry.key));
for (const resource of resources) {
  if (resource.menu && !SECTION_KEYS.has(resource.menu.section ?? ''))
    throw new Error(`resource ${resource.name}: menu.section "${resource.menu.section}" is not a section of the seller portal`);
}

export const SELLER_NAV: readonly NavEntry[] = PORTAL.map((entry): NavEntry => {
  if (entry.kind === 'link') return entry;
  const { pages = [], ...section } = entry;
  const listed = resources.filter(inMenu).filter((resource) => resource.menu.section === entry.key);
  return { ...section, key: entry.key as SectionKey, items: [...pages, ...listed.map(menuLink)] };
});

/** The seller portal's sidebar rules; a bare URL shows the full sidebar (only "true" collapses). */
export const sellerSidebar = createSidebarModel<SectionKey>(SELLER_NAV, { collapsedUnlessFalse: false });

export const SECTIONS: readonly NavSection[] = sellerSidebar.sections;

export const NAV_PAGES: readonly NavPage[] = pagesOf(SELLER_NAV);

export const { parseCollapsed, parseExpanded, resolveOpenSections, sidebarSearch, sectionForPath } = sellerSidebar;

/** Whether a section holds the path (spec: starts with its address or equals a sub-item's). */
export const sectionMatchesPath = (section: NavSection, pathname: string): boolean => matchesSectionPath(section, pathname);

/**
 * A route pattern and its header title: a text of its own, or the sidebar section for routes with
 * parameters. `placeholder`: a route of the spec no page serves yet; the app shows a placeholder there.
 */
type TitleRoute = ({ pattern: string; titleKey: string } | { pattern: string; section: SectionKey }) & { placeholder?: true };

/** Header titles of the signed-in routes that are not a resource's pages (spec 2, "Authenticated routes"). */
const PAGE_TITLES: readonly TitleRoute[] = [
  { pattern: '/', titleKey: 'sellerNav.dashboard' },
  { pattern: '/dashboard', titleKey: 'sellerNav.dashboard' },
  { pattern: '/dashboard/analytics', titleKey: 'sellerAnalytics.navAnalytics' },
  { pattern: '/seller/home', titleKey: 'sellerNav.sellerHome', placeholder: true },
  { pattern: '/Product', titleKey: 'sellerNav.catalog' },
  { pattern: '/ProductDetails/:id', section: 'products' },
  { pattern: '/rfq', titleKey: 'rfqNav.publicBoard' },
  { pattern: '/finance/balance', titleKey: 'financeNav.balance' },
  { pattern: '/Userorder', titleKey: 'sellerNav.myOrders', placeholder: true },
  { pattern: '/Userorder/:id', titleKey: 'sellerNav.myOrders', placeholder: true },
  { pattern: '/order_of_user', titleKey: 'sellerNav.orders', placeholder: true },
  { pattern: '/order_of_user/:id', titleKey: 'sellerNav.orders', placeholder: true },
  { pattern: '/SellerStoreWizard', titleKey: 'sellerNav.storeSetup' },
  { pattern: '/store/basic-info', titleKey: 'sellerNav.storeInfo' },
  { pattern: '/store/company-overview', titleKey: 'sellerNav.companyOverview' },
  { pattern: '/store/factory-information', titleKey: 'sellerNav.factoryInfo' },
  { pattern: '/store/main-markets', titleKey: 'sellerNav.mainMarkets' },
  { pattern: '/store/bank-details', titleKey: 'sellerNav.bankDetails' },
  { pattern: '/store/trade-capabilities', titleKey: 'sellerNav.tradeCapabilities' },
  { pattern: '/chat', titleKey: 'sellerNav.chat' },
  { pattern: '/notifications', titleKey: 'notificationsArea.title' },
  { pattern: '/notifications/settings', titleKey: 'notificationsArea.title' },
  { pattern: '/profile', titleKey: 'sellerNav.profile', placeholder: true },
  { pattern: '/HelpCenter', titleKey: 'sellerNav.helpCenter' },
  { pattern: '/helpCenterDetails', titleKey: 'sellerNav.helpCenter' },
  { pattern: '/seller/register', titleKey: 'sellerNav.sellerRegister', placeholder: true },
];

/** Header titles of every signed-in route. */
export const ROUTE_TITLES: readonly TitleRoute[] = [...PAGE_TITLES, ...resources.filter(inMenu).flatMap((resource) => resourceTitles<SectionKey>(resource))];

/** The i18n key of the header title for a path: its route's title, else its section's label, else the portal's name. */
/** The spec's routes no page serves yet, with their titles: the app routes each to a placeholder. */
export const PLACEHOLDER_ROUTES: ReadonlyArray<{ pattern: string; titleKey: string }> = PAGE_TITLES.flatMap((route) =>
  route.placeholder && 'titleKey' in route ? [{ pattern: route.pattern, titleKey: route.titleKey }] : [],
);

export function titleKeyForPath(pathname: string): string {
  const path = normalisePath(pathname);
  for (const route of ROUTE_TITLES) {
    if (!matchPath({ path: route.pattern, caseSensitive: true, end: true }, path)) continue;
    if ('titleKey' in route) return route.titleKey;
    const section = SECTIONS.find((s) => s.key === route.section);
    if (section) return section.labelKey;
  }
  return sectionForPath(path)?.labelKey ?? 'sellerShell.portalName';
}
