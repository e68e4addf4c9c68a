import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { visibleEntries } from '../../../src/shells/common/sidebar-model';
import { BUYER_NAV, buyerNav, buyerSidebar, buyerTitleKeyForPath } from '../../../src/shells/buyer/navigation';
import { defineResource } from '../../../src/engine/types';
import { initTestI18n } from '../onboarding/helpers';

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});

const title = (path: string) => i18n.t(buyerTitleKeyForPath(path));

describe('buyer menu (spec "Buyer shell")', () => {
  it('has the spec’s groups and paths, in order', () => {
    const shape = BUYER_NAV.map((entry) => (entry.kind === 'link' ? [entry.key, entry.path] : [entry.key, entry.items.map((item) => item.path)]));
    expect(shape).toEqual([
      ['dashboard', '/dashboard'],
      ['orders', ['/orders/all', '/orders/pending', '/orders/completed', '/orders/to-review', '/logistics/tracking']],
      ['rfqs', ['/rfq/new', '/rfq/mine', '/rfq']],
      ['messages', ['/messages/all', '/messages/inquiries', '/messages/support']],
      ['lists', ['/favorites', '/wishlist', '/recent']],
      ['company', ['/company', '/company/approvals', '/company/members', '/company/approval-rules', '/company/budgets', '/company/requisition-lists']],
      ['account', ['/account/profile', '/address', '/account/payment', '/account/security']],
      ['help', ['/support/help', '/support/contact', '/support/faq']],
    ]);
    const labels = BUYER_NAV.map((entry) => i18n.t(entry.labelKey));
    expect(labels).toEqual(['Dashboard', 'Orders', 'RFQs', 'Messages', 'My Lists', 'Company', 'Account', 'Help']);
    const orders = BUYER_NAV.find((entry) => entry.key === 'orders');
    expect(orders?.kind === 'section' && orders.items.map((item) => i18n.t(item.labelKey))).toEqual([
      'My Orders',
      'Pending Orders',
      'Completed Orders',
      'To Review',
      'Track Orders',
    ]);
  });

  it('carries access levels: Help and Support public, Address none, the rest private', () => {
    const levels: Record<string, string | undefined> = {};
    for (const entry of BUYER_NAV) {
      levels[entry.key] = entry.access;
      if (entry.kind === 'section') for (const item of entry.items) levels[`${entry.key}:${item.key}`] = item.access;
    }
    expect(levels).toEqual({
      dashboard: 'private',
      orders: 'private',
      'orders:all': 'private',
      'orders:pending': 'private',
      'orders:completed': 'private',
      'orders:to-review': 'private',
      'orders:tracking': 'private',
      rfqs: 'private',
      'rfqs:post': 'private',
      'rfqs:mine': 'private',
      'rfqs:board': 'private',
      messages: 'private',
      'messages:all': 'private',
      'messages:inquiries': 'private',
      'messages:support': 'public',
      lists: 'private',
      'lists:favorites': 'private',
      'lists:wishlist': 'private',
      'lists:recent': 'private',
      company: 'private',
      'company:overview': 'private',
      'company:approvals': 'private',
      'company:members': 'private',
      'company:approval-rules': 'private',
      'company:budgets': 'private',
      'company:requisition-lists': 'private',
      account: 'private',
      'account:profile': 'private',
      'account:address': undefined,
      'account:payment': 'private',
      'account:security': 'private',
      help: 'public',
      'help:help': 'public',
      'help:contact': 'public',
      'help:faq': 'public',
    });
  });

  it('shows everything signed in and only the public entries without a token', () => {
    expect(visibleEntries(BUYER_NAV, true, () => true)).toEqual(BUYER_NAV);
    // Without a company role, the Company section offers the overview (to create or join one) and the
    // entries no permission guards.
    const company = visibleEntries(BUYER_NAV, true).find((entry) => entry.key === 'company');
    expect(company?.kind === 'section' && company.items.map((item) => item.path)).toEqual(['/company', '/company/members']);
    const signedOut = visibleEntries(BUYER_NAV, false);
    expect(signedOut.map((entry) => entry.key)).toEqual(['help']);
    expect(signedOut[0].kind === 'section' && signedOut[0].items.map((item) => item.path)).toEqual(['/support/help', '/support/contact', '/support/faq']);
  });
});

describe('which groups are open', () => {
  it('Orders is open by default, the others closed', () => {
    expect(buyerSidebar.resolveOpenSections('/dashboard', {})).toEqual({
      orders: true,
      rfqs: false,
      messages: false,
      lists: false,
      company: false,
      account: false,
      help: false,
    });
  });

  it('opens a group whose address starts the path or one of whose items equals it', () => {
    expect(buyerSidebar.resolveOpenSections('/messages/inquiries', {}).messages).toBe(true);
    expect(buyerSidebar.resolveOpenSections('/support/faq', {}).help).toBe(true);
    expect(buyerSidebar.resolveOpenSections('/address', {}).account).toBe(true);
    expect(buyerSidebar.resolveOpenSections('/wishlist', {}).lists).toBe(true);
    expect(buyerSidebar.resolveOpenSections('/logistics/tracking', {}).orders).toBe(true);
    expect(buyerSidebar.resolveOpenSections('/account/security', {}).messages).toBe(false);
  });

  it('lets the expanded map override the default and the path', () => {
    expect(buyerSidebar.resolveOpenSections('/orders/all', { orders: false, help: true })).toMatchObject({ orders: false, help: true });
  });
});

describe('the query-string state', () => {
  it("reads 'sidebarCollapsed' as collapsed unless it is 'false'", () => {
    expect(buyerSidebar.parseCollapsed(null)).toBe(true);
    expect(buyerSidebar.parseCollapsed('true')).toBe(true);
    expect(buyerSidebar.parseCollapsed('')).toBe(true);
    expect(buyerSidebar.parseCollapsed('no')).toBe(true);
    expect(buyerSidebar.parseCollapsed('FALSE')).toBe(true);
    expect(buyerSidebar.parseCollapsed('false')).toBe(false);
  });

  it("reads 'expanded' as a JSON map of the buyer's groups and ignores anything else", () => {
    expect(buyerSidebar.parseExpanded('{"orders":false,"help":true}')).toEqual({ orders: false, help: true });
    expect(buyerSidebar.parseExpanded('{"products":true,"account":"yes","lists":true}')).toEqual({ lists: true });
    expect(buyerSidebar.parseExpanded('{broken')).toEqual({});
    expect(buyerSidebar.parseExpanded('[1]')).toEqual({});
  });

  it('writes links that keep the sidebar parameters and mark the group open', () => {
    const current = new URLSearchParams({ sidebarCollapsed: 'false', expanded: '{"orders":false}', page: '2' });
    expect(decodeURIComponent(buyerSidebar.sidebarSearch(current, { openSection: 'account' }))).toBe(
      '?sidebarCollapsed=false&expanded={"orders":false,"account":true}',
    );
    expect(buyerSidebar.sidebarSearch(new URLSearchParams())).toBe('');
  });
});

describe('titles from the route', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/orders/all', 'My Orders'],
    ['/orders/pending', 'Pending Orders'],
    ['/orders/1f7c', 'Orders'],
    ['/logistics/tracking', 'Track Orders'],
    ['/messages/support', 'Support'],
    ['/recent', 'Recently Viewed'],
    ['/account/profile', 'Profile'],
    ['/address', 'Address'],
    ['/account/security/', 'Security'],
    ['/support/contact', 'Contact Support'],
    ['/notifications', 'Notifications'],
    ['/business/profile', 'Business Profile'],
    ['/analytics/sales', 'Spend Analytics'],
    ['/cart', 'Cart'],
    ['/messages/unknown', 'Messages'],
    ['/somewhere', 'Buyer Center'],
  ])('%s → %s', (path, expected) => {
    expect(title(path)).toBe(expected);
  });
});

describe('declared buyer resources (src/buyer/portal.ts)', () => {
  const Icon = () => null;
  const declared = (name: string, section: string, permission?: string) =>
    defineResource({
      name,
      labelKey: `test.${name}`,
      singularKey: `test.${name}.one`,
      icon: Icon,
      routes: { list: `/${name}`, create: `/${name}/create`, show: `/${name}/:id` },
      list: { columns: [], filters: [], emptyKey: 'test.empty' },
      menu: { section, labelKey: `test.${name}`, icon: Icon, ...(permission ? { permission } : {}) },
    });

  it('join the section their menu names, after its own items', () => {
    expect(buyerNav([]).some((entry) => entry.key === 'rfqs')).toBe(true);
    const nav = buyerNav([declared('company/members', 'company', 'members.manage'), declared('company/lists', 'company')]);
    const company = nav.find((entry) => entry.key === 'company');
    expect(company?.kind === 'section' && company.items.map((item) => [item.path, item.permission, item.access])).toEqual([
      ['/company', undefined, 'private'],
      ['/company/approvals', 'approvals.decide', 'private'],
      ['/company/members', 'members.manage', 'private'],
      ['/company/lists', undefined, 'private'],
    ]);
    // The section sits before Account.
    expect(nav.map((entry) => entry.key).indexOf('company')).toBe(nav.map((entry) => entry.key).indexOf('account') - 1);
  });

  it('shows an entry that needs a permission only to who holds it', () => {
    const nav = buyerNav([declared('company/members', 'company', 'members.manage'), declared('company/lists', 'company')]);
    const itemsOf = (holds: (permission: string) => boolean) =>
      visibleEntries(nav, true, holds).flatMap((entry) => (entry.key === 'company' && entry.kind === 'section' ? entry.items.map((item) => item.path) : []));
    expect(itemsOf(() => false)).toEqual(['/company', '/company/lists']);
    expect(itemsOf((permission) => permission === 'members.manage')).toEqual(['/company', '/company/members', '/company/lists']);
    expect(itemsOf((permission) => permission === 'approvals.decide')).toEqual(['/company', '/company/approvals', '/company/lists']);
  });

  it('refuses a resource whose section the buyer portal does not have', () => {
    expect(() => buyerNav([declared('company/members', 'finance')])).toThrow(/not a section of the buyer portal/);
  });
});
