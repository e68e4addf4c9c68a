import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import {
  NAV_PAGES,
  parseCollapsed,
  parseExpanded,
  resolveOpenSections,
  SELLER_NAV,
  sidebarSearch,
  titleKeyForPath,
} from '../../../src/shells/seller/navigation';
import { initTestI18n } from '../onboarding/helpers';
import { discovered } from '../../../src/resources/list';

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});

const title = (path: string) => i18n.t(titleKeyForPath(path));

/**
 * The sidebar as the spec lists it: without the resources a developer added by their folder alone
 * (npm run new:resource), which tests/unit/shells/declared-navigation.test.tsx checks from their declarations.
 */
const added = new Set(discovered.map((resource) => resource.routes.list));
const SPEC_NAV = SELLER_NAV.map((entry) => (entry.kind === 'link' ? entry : { ...entry, items: entry.items.filter((item) => !added.has(item.path)) }));
const SPEC_PAGES = NAV_PAGES.filter((page) => !added.has(page.path));

describe('sidebar entries (spec "Seller portal shell")', () => {
  it('lists the entries, sub-items and paths of the spec, in order', () => {
    const shape = SPEC_NAV.map((entry) =>
      entry.kind === 'link'
        ? [i18n.t(entry.labelKey), entry.path]
        : [i18n.t(entry.labelKey), entry.path, entry.defaultOpen, entry.items.map((item) => [i18n.t(item.labelKey), item.path])],
    );
    expect(shape).toEqual([
      [
        'Dashboard',
        '/dashboard',
        true,
        [
          ['Home', '/dashboard'],
          ['Analytics', '/dashboard/analytics'],
        ],
      ],
      [
        'Products',
        '/ProductList',
        true,
        [
          ['Product List', '/ProductList'],
          ['Inventory', '/Inventory'],
          ['Orders', '/Order'],
          ['Reviews', '/reviews'],
          ['Category Request', '/category-request'],
        ],
      ],
      [
        'RFQs',
        '/rfq-board',
        false,
        [
          ['Board', '/rfq-board'],
          ['Invitations', '/rfq-invitations'],
          ['My quotes', '/quotes'],
        ],
      ],
      [
        'Finance',
        '/finance/balance',
        false,
        [
          ['Balance', '/finance/balance'],
          ['Ledger', '/finance/ledger'],
        ],
      ],
      [
        'Seller Store',
        '/SellerStoreWizard',
        false,
        [
          ['Store Setup', '/SellerStoreWizard'],
          ['Store Info', '/store/basic-info'],
          ['Company Overview', '/store/company-overview'],
          ['Factory Info', '/store/factory-information'],
          ['Main Markets', '/store/main-markets'],
          ['Bank Details', '/store/bank-details'],
          ['Trade Capabilities', '/store/trade-capabilities'],
        ],
      ],
      ['Chat', '/chat'],
      [
        'Profile',
        '/profile',
        false,
        [
          ['Documents', '/documents'],
          ['Recovery', '/recovery-contacts'],
          ['Address', '/address'],
        ],
      ],
    ]);
  });

  it('gives every entry its own icon', () => {
    const icons = SPEC_NAV.flatMap((entry) => (entry.kind === 'link' ? [entry.icon] : [entry.icon, ...entry.items.map((item) => item.icon)]));
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('knows every page reachable from the sidebar once', () => {
    expect(SPEC_PAGES.map((page) => page.path)).toEqual([
      '/dashboard',
      '/dashboard/analytics',
      '/ProductList',
      '/Inventory',
      '/Order',
      '/reviews',
      '/category-request',
      '/rfq-board',
      '/rfq-invitations',
      '/quotes',
      '/finance/balance',
      '/finance/ledger',
      '/SellerStoreWizard',
      '/store/basic-info',
      '/store/company-overview',
      '/store/factory-information',
      '/store/main-markets',
      '/store/bank-details',
      '/store/trade-capabilities',
      '/chat',
      '/documents',
      '/recovery-contacts',
      '/address',
    ]);
  });
});

describe('which sections are open', () => {
  it('Dashboard and Products are open by default, Seller Store and Profile are closed', () => {
    expect(resolveOpenSections('/dashboard', {})).toEqual({ dashboard: true, products: true, rfqs: false, finance: false, store: false, profile: false });
    expect(resolveOpenSections('/chat', {})).toEqual({ dashboard: true, products: true, rfqs: false, finance: false, store: false, profile: false });
  });

  it('opens a section when the path starts with its address', () => {
    expect(resolveOpenSections('/SellerStoreWizard', {}).store).toBe(true);
    expect(resolveOpenSections('/profile', {}).profile).toBe(true);
    expect(resolveOpenSections('/profile/edit', {}).profile).toBe(true);
    // "/ProductListingForm/7" starts with "/ProductList".
    expect(resolveOpenSections('/ProductListingForm/7', { products: undefined }).products).toBe(true);
  });

  it('opens a section when the path equals one of its sub-items', () => {
    for (const path of [
      '/store/basic-info',
      '/store/company-overview',
      '/store/factory-information',
      '/store/main-markets',
      '/store/bank-details',
      '/store/trade-capabilities',
    ]) {
      expect(resolveOpenSections(path, {}).store, path).toBe(true);
    }
    for (const path of ['/documents', '/recovery-contacts', '/address']) {
      expect(resolveOpenSections(path, {}).profile, path).toBe(true);
    }
    expect(resolveOpenSections('/documents/', {}).profile).toBe(true);
    // A path that only looks like a sub-item's does not.
    expect(resolveOpenSections('/addresses', {}).profile).toBe(false);
  });

  it('opens RFQs on its board, its invitations and its quotes, records included', () => {
    for (const path of [
      '/rfq-board',
      '/rfq-board/0b6f1c9e-1111-4a2b-8c3d-000000000001',
      '/rfq-invitations',
      '/quotes',
      '/quotes/0b6f1c9e-1111-4a2b-8c3d-000000000002',
    ]) {
      expect(resolveOpenSections(path, {}).rfqs, path).toBe(true);
    }
    expect(resolveOpenSections('/quotesheet', {}).rfqs).toBe(false);
    expect(resolveOpenSections('/quotes/1', { rfqs: false }).rfqs).toBe(false);
  });

  it('lets the expanded parameter override the default and the path', () => {
    expect(resolveOpenSections('/dashboard', { products: false, store: true })).toEqual({
      dashboard: true,
      products: false,
      rfqs: false,
      finance: false,
      store: true,
      profile: false,
    });
    expect(resolveOpenSections('/dashboard/analytics', { dashboard: false }).dashboard).toBe(false);
    expect(resolveOpenSections('/documents', { profile: false }).profile).toBe(false);
    expect(resolveOpenSections('/dashboard', { profile: true }).profile).toBe(true);
  });
});

describe('the sidebar parameters', () => {
  it('reads sidebarCollapsed: only "true" collapses', () => {
    expect(parseCollapsed('true')).toBe(true);
    expect(parseCollapsed('false')).toBe(false);
    expect(parseCollapsed(null)).toBe(false);
    expect(parseCollapsed('yes')).toBe(false);
    expect(parseCollapsed('TRUE')).toBe(false);
  });

  it('reads expanded as a JSON map of section to boolean and ignores anything else', () => {
    expect(parseExpanded('{"products":true,"store":false}')).toEqual({ products: true, store: false });
    expect(parseExpanded('{"products":"yes","chat":true,"profile":true}')).toEqual({ profile: true });
    expect(parseExpanded('not json')).toEqual({});
    expect(parseExpanded('[true]')).toEqual({});
    expect(parseExpanded('null')).toEqual({});
    expect(parseExpanded(null)).toEqual({});
  });

  it('builds link queries that keep the sidebar parameters and drop the page ones', () => {
    const current = new URLSearchParams({ sidebarCollapsed: 'true', expanded: '{"store":true}', page: '3' });
    const search = sidebarSearch(current);
    expect(search).toBe(`?sidebarCollapsed=true&expanded=${encodeURIComponent('{"store":true}')}`);
    expect(sidebarSearch(new URLSearchParams())).toBe('');
    expect(sidebarSearch(new URLSearchParams({ q: 'x' }))).toBe('');
  });

  it('marks a section open for its sub-item links and writes toggles and collapse', () => {
    const none = new URLSearchParams();
    expect(new URLSearchParams(sidebarSearch(none, { openSection: 'profile' })).get('expanded')).toBe('{"profile":true}');
    const current = new URLSearchParams({ expanded: '{"products":true,"store":false}' });
    expect(new URLSearchParams(sidebarSearch(current, { toggle: ['store', true] })).get('expanded')).toBe('{"products":true,"store":true}');
    expect(new URLSearchParams(sidebarSearch(current, { collapsed: true })).get('sidebarCollapsed')).toBe('true');
    expect(new URLSearchParams(sidebarSearch(new URLSearchParams({ sidebarCollapsed: 'true' }), { collapsed: false })).get('sidebarCollapsed')).toBe('false');
  });
});

describe('header titles', () => {
  it('comes from the matching route', () => {
    const expected: Record<string, string> = {
      '/': 'Dashboard',
      '/dashboard': 'Dashboard',
      '/dashboard/analytics': 'Analytics',
      '/ProductList': 'Product List',
      '/ProductListingForm': 'New product',
      '/Inventory': 'Inventory',
      '/Order': 'Orders',
      '/reviews': 'Reviews',
      '/category-request': 'Category Request',
      '/SellerStoreWizard': 'Store Setup',
      '/store/basic-info': 'Store Info',
      '/store/company-overview': 'Company Overview',
      '/store/factory-information': 'Factory Info',
      '/store/main-markets': 'Main Markets',
      '/store/bank-details': 'Bank Details',
      '/store/trade-capabilities': 'Trade Capabilities',
      '/chat': 'Chat',
      '/profile': 'Profile',
      '/documents': 'Documents',
      '/recovery-contacts': 'Recovery',
      '/address': 'Address',
      '/seller/home': 'Seller Home',
      '/HelpCenter': 'Help Center',
    };
    for (const [path, text] of Object.entries(expected)) expect(title(path), path).toBe(text);
  });

  it('comes from the sidebar entry that lists the record for routes with parameters', () => {
    for (const path of ['/ProductListingForm/42', '/ProductListingForm/view/42', '/ProductDetails/42']) expect(title(path), path).toBe('Products');
    expect(title('/InventoryDetails/42')).toBe('Inventory');
    expect(title('/OrderDetails/42')).toBe('Orders');
    expect(title('/order_of_user/42')).toBe('Orders');
    expect(title('/Userorder/42')).toBe(title('/Userorder'));
  });

  it('falls back to the section of the path, then to the portal name', () => {
    expect(title('/store/somewhere-new')).toBe('Seller Center');
    expect(title('/SellerStoreWizard/step-2')).toBe('Seller Store');
    expect(title('/no-such-page')).toBe('Seller Center');
  });
});
