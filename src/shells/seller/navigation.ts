// The seller portal's navigation, declared once (spec "Seller portal shell"): the sidebar entries and
// sub-items, the header title of every route, and the rules that keep the sidebar state in the URL.
import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  BuildOutlined,
  CommentOutlined,
  ContactsOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  ProfileOutlined,
  ShopOutlined,
  SmileOutlined,
  SwapOutlined,
  TagsOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { matchPath } from 'react-router';
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

export type SectionKey = 'dashboard' | 'products' | 'rfqs' | 'store' | 'profile';

export type NavLink = CommonNavLink;
export type NavSection = CommonNavSection<SectionKey>;
export type NavEntry = CommonNavEntry<SectionKey>;
export type NavPage = CommonNavPage<SectionKey>;

export const SELLER_NAV: readonly NavEntry[] = [
  {
    kind: 'section',
    key: 'dashboard',
    labelKey: 'sellerNav.dashboard',
    path: '/dashboard',
    icon: DashboardOutlined,
    defaultOpen: true,
    items: [
      { key: 'home', labelKey: 'sellerAnalytics.navHome', path: '/dashboard', icon: HomeOutlined, related: ['/'] },
      { key: 'analytics', labelKey: 'sellerAnalytics.navAnalytics', path: '/dashboard/analytics', icon: BarChartOutlined },
    ],
  },
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
      { key: 'reviews', labelKey: 'sellerReviews.title', path: '/reviews', icon: SmileOutlined },
      { key: 'category-request', labelKey: 'sellerNav.categoryRequest', path: '/category-request', icon: TagsOutlined },
    ],
  },
  {
    kind: 'section',
    key: 'rfqs',
    labelKey: 'rfqNav.group',
    path: '/rfq-board',
    icon: FileSearchOutlined,
    defaultOpen: false,
    opensUnder: ['/rfq-invitations', '/quotes'],
    items: [
      { key: 'rfq-board', labelKey: 'rfqNav.board', path: '/rfq-board', icon: ProfileOutlined },
      { key: 'rfq-invitations', labelKey: 'rfqNav.invitations', path: '/rfq-invitations', icon: MailOutlined },
      { key: 'quotes', labelKey: 'rfqNav.myQuotes', path: '/quotes', icon: FileDoneOutlined, related: ['/quotes'] },
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

/** The seller portal's sidebar rules; a bare URL shows the full sidebar (only "true" collapses). */
export const sellerSidebar = createSidebarModel<SectionKey>(SELLER_NAV, { collapsedUnlessFalse: false });

export const SECTIONS: readonly NavSection[] = sellerSidebar.sections;

export const NAV_PAGES: readonly NavPage[] = pagesOf(SELLER_NAV);

export const { parseCollapsed, parseExpanded, resolveOpenSections, sidebarSearch, sectionForPath } = sellerSidebar;

/** Whether a section holds the path (spec: starts with its address or equals a sub-item's). */
export const sectionMatchesPath = (section: NavSection, pathname: string): boolean => matchesSectionPath(section, pathname);

/** A route pattern and its header title: a text of its own, or the sidebar section for routes with parameters. */
type TitleRoute = { pattern: string; titleKey: string } | { pattern: string; section: SectionKey };

/** Header titles of the signed-in routes (spec 2, "Authenticated routes"). */
export const ROUTE_TITLES: readonly TitleRoute[] = [
  { pattern: '/', titleKey: 'sellerNav.dashboard' },
  { pattern: '/dashboard', titleKey: 'sellerNav.dashboard' },
  { pattern: '/dashboard/analytics', titleKey: 'sellerAnalytics.navAnalytics' },
  { pattern: '/seller/home', titleKey: 'sellerNav.sellerHome' },
  { pattern: '/ProductList', titleKey: 'sellerNav.productList' },
  { pattern: '/ProductListingForm', titleKey: 'sellerNav.newProduct' },
  { pattern: '/ProductListingForm/:id', section: 'products' },
  { pattern: '/ProductListingForm/view/:id', section: 'products' },
  { pattern: '/Product', titleKey: 'sellerNav.catalog' },
  { pattern: '/ProductDetails/:id', section: 'products' },
  { pattern: '/Inventory', titleKey: 'sellerNav.inventory' },
  // A record's page is titled after the sidebar entry that lists it (an order is under Orders, not just Products).
  { pattern: '/InventoryDetails/:id', titleKey: 'sellerNav.inventory' },
  { pattern: '/Order', titleKey: 'sellerNav.orders' },
  { pattern: '/OrderDetails/:id', titleKey: 'sellerNav.orders' },
  { pattern: '/reviews', titleKey: 'sellerReviews.title' },
  { pattern: '/rfq-board', titleKey: 'rfqNav.board' },
  { pattern: '/rfq-board/:id', titleKey: 'rfqNav.board' },
  { pattern: '/rfq-invitations', titleKey: 'rfqNav.invitations' },
  { pattern: '/quotes', titleKey: 'rfqNav.myQuotes' },
  { pattern: '/quotes/:id', titleKey: 'rfqNav.myQuotes' },
  { pattern: '/rfq', titleKey: 'rfqNav.publicBoard' },
  { pattern: '/Userorder', titleKey: 'sellerNav.myOrders' },
  { pattern: '/Userorder/:id', titleKey: 'sellerNav.myOrders' },
  { pattern: '/order_of_user', titleKey: 'sellerNav.orders' },
  { pattern: '/order_of_user/:id', titleKey: 'sellerNav.orders' },
  { pattern: '/category-request', titleKey: 'sellerNav.categoryRequest' },
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
  const path = normalisePath(pathname);
  for (const route of ROUTE_TITLES) {
    if (!matchPath({ path: route.pattern, caseSensitive: true, end: true }, path)) continue;
    if ('titleKey' in route) return route.titleKey;
    const section = SECTIONS.find((s) => s.key === route.section);
    if (section) return section.labelKey;
  }
  return sectionForPath(path)?.labelKey ?? 'sellerShell.portalName';
}
