// The buyer shell's navigation, declared once (spec "Buyer shell", spec 6): the menu groups and their
// paths with access levels, the page title of every route, and the sidebar's query-string rules.
import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CommentOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  EyeOutlined,
  FileSearchOutlined,
  FormOutlined,
  GlobalOutlined,
  ProfileOutlined,
  HeartOutlined,
  LockOutlined,
  MailOutlined,
  MessageOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SmileOutlined,
  SolutionOutlined,
  StarOutlined,
  UnorderedListOutlined,
  UserOutlined,
  WalletOutlined,
  BookOutlined,
  TeamOutlined,
  BankOutlined,
  AuditOutlined,
} from '@ant-design/icons';
import { matchPath } from 'react-router';
import { buyerResources } from '../../buyer/portal';
import type { Resource } from '../../engine/types';
import { inMenu, menuLink, resourceTitles, type TitleRoute } from '../common/resource-menu';
import { createSidebarModel, normalisePath, pagesOf, type NavEntry, type NavLink, type NavPage } from '../common/sidebar-model';

export type BuyerSectionKey = 'orders' | 'rfqs' | 'messages' | 'lists' | 'company' | 'account' | 'help';

/** Below this width the menu is a slide-in drawer (antd's lg), as in the seller portal. */
export const BUYER_DRAWER_BELOW_PX = 992;

/**
 * Spec "Buyer shell" and spec 6: Help and its items (and the Support item of Messages) are public, the
 * rest private; the address book has no level of its own. Orders is open by default, as the buyer's
 * main business. A section's declared resources (src/buyer/portal.ts) follow its items: `buyerNav`.
 */
const BUYER_ENTRIES: readonly NavEntry<BuyerSectionKey>[] = [
  { kind: 'link', key: 'dashboard', labelKey: 'buyerNav.dashboard', path: '/dashboard', icon: DashboardOutlined, related: ['/'], access: 'private' },
  {
    kind: 'section',
    key: 'orders',
    labelKey: 'buyerNav.orders',
    path: '/orders',
    icon: ContainerOutlined,
    defaultOpen: true,
    access: 'private',
    items: [
      { key: 'all', labelKey: 'buyerNav.myOrders', path: '/orders/all', icon: UnorderedListOutlined, access: 'private' },
      { key: 'pending', labelKey: 'buyerNav.pendingOrders', path: '/orders/pending', icon: ClockCircleOutlined, access: 'private' },
      { key: 'completed', labelKey: 'buyerNav.completedOrders', path: '/orders/completed', icon: CheckCircleOutlined, access: 'private' },
      { key: 'to-review', labelKey: 'buyerNav.toReview', path: '/orders/to-review', icon: SmileOutlined, access: 'private' },
      {
        key: 'tracking',
        labelKey: 'buyerNav.trackOrders',
        path: '/logistics/tracking',
        icon: CarOutlined,
        related: ['/logistics/tracking'],
        access: 'private',
      },
    ],
  },
  {
    kind: 'section',
    key: 'rfqs',
    labelKey: 'rfqNav.group',
    path: '/rfq',
    icon: FileSearchOutlined,
    defaultOpen: false,
    access: 'private',
    items: [
      { key: 'post', labelKey: 'rfqNav.post', path: '/rfq/new', icon: FormOutlined, access: 'private' },
      { key: 'mine', labelKey: 'rfqNav.mine', path: '/rfq/mine', icon: ProfileOutlined, related: ['/rfq/mine'], access: 'private' },
      { key: 'board', labelKey: 'rfqNav.publicBoard', path: '/rfq', icon: GlobalOutlined, access: 'private' },
    ],
  },
  {
    kind: 'section',
    key: 'messages',
    labelKey: 'buyerNav.messages',
    path: '/messages',
    icon: MessageOutlined,
    defaultOpen: false,
    access: 'private',
    items: [
      { key: 'all', labelKey: 'buyerNav.allMessages', path: '/messages/all', icon: CommentOutlined, access: 'private' },
      { key: 'inquiries', labelKey: 'buyerNav.inquiries', path: '/messages/inquiries', icon: MailOutlined, access: 'private' },
      { key: 'support', labelKey: 'buyerNav.supportMessages', path: '/messages/support', icon: CustomerServiceOutlined, access: 'public' },
    ],
  },
  {
    kind: 'section',
    key: 'lists',
    labelKey: 'buyerNav.myLists',
    path: '/lists',
    icon: StarOutlined,
    defaultOpen: false,
    access: 'private',
    items: [
      { key: 'favorites', labelKey: 'buyerNav.favorites', path: '/favorites', icon: HeartOutlined, access: 'private' },
      { key: 'wishlist', labelKey: 'buyerNav.wishlist', path: '/wishlist', icon: BookOutlined, access: 'private' },
      { key: 'recent', labelKey: 'buyerNav.recent', path: '/recent', icon: EyeOutlined, access: 'private' },
    ],
  },
  {
    kind: 'section',
    key: 'company',
    labelKey: 'buyerNav.company',
    path: '/company',
    icon: TeamOutlined,
    defaultOpen: false,
    access: 'private',
    items: [
      { key: 'overview', labelKey: 'buyerNav.companyOverview', path: '/company', icon: BankOutlined, access: 'private' },
      { key: 'approvals', labelKey: 'buyerNav.approvals', path: '/company/approvals', icon: AuditOutlined, access: 'private', permission: 'approvals.decide' },
    ],
  },
  {
    kind: 'section',
    key: 'account',
    labelKey: 'buyerNav.account',
    path: '/account',
    icon: UserOutlined,
    defaultOpen: false,
    access: 'private',
    items: [
      { key: 'profile', labelKey: 'buyerNav.profile', path: '/account/profile', icon: SolutionOutlined, access: 'private' },
      { key: 'address', labelKey: 'buyerNav.address', path: '/address', icon: EnvironmentOutlined },
      { key: 'payment', labelKey: 'buyerNav.payment', path: '/account/payment', icon: WalletOutlined, access: 'private' },
      { key: 'security', labelKey: 'buyerNav.security', path: '/account/security', icon: LockOutlined, access: 'private' },
    ],
  },
  {
    kind: 'section',
    key: 'help',
    labelKey: 'buyerNav.help',
    path: '/support',
    icon: QuestionCircleOutlined,
    defaultOpen: false,
    access: 'public',
    items: [
      { key: 'help', labelKey: 'buyerNav.helpCenter', path: '/support/help', icon: ReadOutlined, access: 'public' },
      { key: 'contact', labelKey: 'buyerNav.contact', path: '/support/contact', icon: CustomerServiceOutlined, access: 'public' },
      { key: 'faq', labelKey: 'buyerNav.faq', path: '/support/faq', icon: QuestionCircleOutlined, access: 'public' },
    ],
  },
];

/** The buyer's sidebar: its entries, each section followed by the declared resources placed in it. */
export function buyerNav(resources: readonly Resource[]): NavEntry<BuyerSectionKey>[] {
  const keys = new Set(BUYER_ENTRIES.map((entry) => entry.key));
  for (const resource of resources) {
    if (resource.menu && !keys.has(resource.menu.section ?? ''))
      throw new Error(`resource ${resource.name}: menu.section "${resource.menu.section}" is not a section of the buyer portal`);
  }
  return BUYER_ENTRIES.map((entry): NavEntry<BuyerSectionKey> => {
    if (entry.kind === 'link') return entry;
    const declared: NavLink[] = resources
      .filter(inMenu)
      .filter((resource) => resource.menu.section === entry.key)
      .map((resource) => ({ ...menuLink(resource), access: 'private' }));
    return { ...entry, items: [...entry.items, ...declared] };
  }).filter((entry) => entry.kind === 'link' || entry.items.length > 0);
}

export const BUYER_NAV: readonly NavEntry<BuyerSectionKey>[] = buyerNav(buyerResources);

/** Spec: 'sidebarCollapsed' means collapsed unless it is 'false', so a bare URL starts as the rail. */
export const buyerSidebar = createSidebarModel<BuyerSectionKey>(BUYER_NAV, { collapsedUnlessFalse: true });

export const BUYER_PAGES: readonly NavPage<BuyerSectionKey>[] = pagesOf(BUYER_NAV);

/** Titles of the buyer's routes that are not menu items (the menu items' own labels come first). */
const EXTRA_TITLES: readonly TitleRoute<BuyerSectionKey>[] = [
  { pattern: '/', titleKey: 'buyerNav.dashboard' },
  { pattern: '/orders/:id', section: 'orders' },
  { pattern: '/company/join/:token', titleKey: 'buyerNav.companyJoin' },
  { pattern: '/company/approvals/:id', titleKey: 'buyerNav.approvals' },
  { pattern: '/rfq/mine/:id', section: 'rfqs' },
  { pattern: '/logistics/tracking/:id', section: 'orders' },
  { pattern: '/notifications', titleKey: 'buyerShell.notificationsTitle' },
  { pattern: '/notifications/settings', titleKey: 'buyerShell.notificationsTitle' },
  { pattern: '/business/profile', titleKey: 'buyerShell.businessProfile' },
  { pattern: '/analytics/sales', titleKey: 'buyerShell.analytics' },
  { pattern: '/cart', titleKey: 'buyerShell.cart' },
  { pattern: '/checkout', titleKey: 'buyerShell.checkout' },
  { pattern: '/Product', titleKey: 'buyerShell.catalogue' },
  { pattern: '/ProductDetails/:id', titleKey: 'buyerShell.catalogue' },
  { pattern: '/supplier/:id', titleKey: 'buyerShell.catalogue' },
  { pattern: '/HelpCenter', titleKey: 'buyerNav.helpCenter' },
  { pattern: '/helpCenterDetails', titleKey: 'buyerNav.helpCenter' },
];

export const BUYER_ROUTE_TITLES: readonly TitleRoute<BuyerSectionKey>[] = [
  ...BUYER_PAGES.map((page) => ({ pattern: page.path, titleKey: page.labelKey })),
  ...EXTRA_TITLES,
  ...buyerResources.filter(inMenu).flatMap((resource) => resourceTitles<BuyerSectionKey>(resource)),
];

/** The i18n key of the page title for a path: its route's title, else its menu group's label, else the shell's name. */
export function buyerTitleKeyForPath(pathname: string): string {
  const path = normalisePath(pathname);
  for (const route of BUYER_ROUTE_TITLES) {
    if (!matchPath({ path: route.pattern, caseSensitive: true, end: true }, path)) continue;
    if ('titleKey' in route) return route.titleKey;
    const section = buyerSidebar.sections.find((s) => s.key === route.section);
    if (section) return section.labelKey;
  }
  return buyerSidebar.sectionForPath(path)?.labelKey ?? 'buyerShell.shellName';
}
