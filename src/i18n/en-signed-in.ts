// English texts every signed-in screen may show: the shells, the home cards, the resources' labels. The
// buyer's and the back office's areas, and the areas that load with their screens (src/i18n/index.ts,
// PUBLIC_GROUPS and AREA_GROUPS), are separate groups; src/i18n/en.ts joins every group. Keys group by screen.

import { entryEn } from './areas/entry.en';
import { pagesEn } from './areas/pages.en';
import { resourcesEn } from './resources.en';
import { uiEn } from './areas/ui.en';
import { navEn } from './areas/nav.en';

/** The English texts every signed-in user gets at once; the rest come in their own groups (src/i18n/index.ts, loadEnglish). */
export const signedInEn = {
  ...entryEn,
  ...pagesEn,
  sellerHome: {
    welcome: 'Welcome, {{name}}',
    text: 'Your seller account is ready. Products, inventory, orders and your store profile will appear here.',
  },
  buyerHome: {
    welcome: 'Welcome, {{name}}',
    text: 'Your buyer account is ready. Orders, messages and saved lists will appear here.',
    verifyEmail: 'Verify your email address to place orders.',
    verifyEmailAction: 'Verify email',
  },
  comingSoon: {
    text: 'This page is coming soon.',
  },
  sellerNav: {
    dashboard: 'Dashboard',
    products: 'Products',
    productList: 'Product List',
    inventory: 'Inventory',
    orders: 'Orders',
    categoryRequest: 'Category Request',
    sellerStore: 'Seller Store',
    storeSetup: 'Store Setup',
    storeInfo: 'Store Info',
    companyOverview: 'Company Overview',
    factoryInfo: 'Factory Info',
    mainMarkets: 'Main Markets',
    bankDetails: 'Bank Details',
    tradeCapabilities: 'Trade Capabilities',
    chat: 'Chat',
    profile: 'Profile',
    documents: 'Documents',
    recovery: 'Recovery',
    address: 'Address',
    sellerHome: 'Seller Home',
    newProduct: 'New product',
    catalog: 'Catalog',
    myOrders: 'My Orders',
    helpCenter: 'Help Center',
    sellerRegister: 'Seller Registration',
  },
  sellerShell: {
    portalName: 'Seller Center',
    navLabel: 'Seller navigation',
    expandSidebar: 'Expand sidebar',
    collapseSidebar: 'Collapse sidebar',
    openNavigation: 'Open navigation',
    closeNavigation: 'Close navigation',
    notifications: 'Notifications ({{number}} unread)',
    notificationsTitle: 'Notifications',
    notificationsText: 'Order updates, buyer messages and account alerts will appear here.',
    userMenu: 'Account menu for {{name}}',
    userMenuItems: 'Account actions',
    userNameFallback: 'User Name',
    account: 'Account',
    logOut: 'Log out',
    logoutTitle: 'Logout',
    logoutText: 'Are you sure, you want to logout?',
  },
  sellerSearch: {
    placeholder: 'Search...',
    label: 'Search pages, products and orders',
    open: 'Search',
    close: 'Close search',
    results: 'Search results',
    pages: 'Pages',
    products: 'Products',
    orders: 'Orders',
    searching: 'Searching products and orders…',
    empty: 'Nothing matches “{{query}}”',
    count_one: '{{count}} result',
    count_other: '{{count}} results',
    sku: 'SKU {{sku}}',
  },
  commandPalette: {
    open: 'Open command palette ({{shortcut}})',
    placeholder: 'Go to a page…',
    label: 'Command palette search',
    pages: 'Pages',
  },
  confirmDialog: {
    yes: 'Yes',
    no: 'No',
  },
  toasts: {
    signedIn: 'Signed in',
    accountCreated: 'Account created. Check your email to verify it',
    emailVerified: 'Your email is verified',
  },
  ...resourcesEn,
  ...uiEn,
  ...navEn,
};
