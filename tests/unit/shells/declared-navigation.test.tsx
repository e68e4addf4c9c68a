// The seller sidebar and header titles follow from the resource declarations: whatever is declared
// is reachable and titled, without a second list to keep in step.
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { resourcePaths } from '../../../src/engine/paths';
import { resources } from '../../../src/resources/list';
import { linkState, NAV_PAGES, PLACEHOLDER_ROUTES, SELLER_NAV, titleKeyForPath } from '../../../src/shells/seller/navigation';
import { initTestI18n } from '../onboarding/helpers';

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});

const concrete = (pattern: string) => pattern.replace(':id', '42');

describe('the seller portal from its resource declarations', () => {
  it('gives every declared resource a sidebar entry in its section, at its list', () => {
    for (const resource of resources) {
      expect(resource.menu, `${resource.name} has no menu declaration`).toBeDefined();
      const section = SELLER_NAV.find((entry) => entry.kind === 'section' && entry.key === resource.menu!.section);
      expect(section?.kind === 'section' && section.items.some((item) => item.path === resource.routes.list), resource.name).toBe(true);
      expect(
        NAV_PAGES.some((page) => page.path === resource.routes.list && page.section === resource.menu!.section),
        resource.name,
      ).toBe(true);
    }
  });

  it("titles every page of every resource, never with the portal's fallback", () => {
    for (const resource of resources) {
      for (const [kind, pattern] of resourcePaths(resource)) {
        const key = titleKeyForPath(concrete(pattern));
        expect(key, `${resource.name} ${kind}`).not.toBe('sellerShell.portalName');
        expect(i18n.t(key), `${resource.name} ${kind}: ${key} has no English text`).not.toBe(key);
      }
    }
  });

  it("keeps a resource's entry highlighted on its record and form pages", () => {
    for (const resource of resources) {
      const entry = SELLER_NAV.flatMap((e) => (e.kind === 'section' ? e.items : [e])).find((item) => item.path === resource.routes.list)!;
      for (const [kind, pattern] of resourcePaths(resource)) {
        if (kind !== 'list') expect(linkState(entry, concrete(pattern)), `${resource.name} ${kind}`).toBe('related');
      }
    }
  });

  it('knows the spec routes no page serves yet from the same title table, each titled as its header is', () => {
    expect(PLACEHOLDER_ROUTES.map((route) => route.pattern)).toEqual([
      '/seller/home',
      '/Userorder',
      '/Userorder/:id',
      '/order_of_user',
      '/order_of_user/:id',
      '/profile',
      '/seller/register',
    ]);
    for (const route of PLACEHOLDER_ROUTES) {
      expect(route.titleKey).toBe(titleKeyForPath(concrete(route.pattern)));
      expect(i18n.t(route.titleKey), route.pattern).not.toBe(route.titleKey);
    }
    const declared = new Set(resources.flatMap((resource) => resourcePaths(resource).map(([, path]) => path)));
    expect(PLACEHOLDER_ROUTES.filter((route) => declared.has(route.pattern))).toEqual([]);
  });

  it('still says what the spec says for known entries', () => {
    expect(i18n.t(titleKeyForPath('/ProductListingForm'))).toBe('New product');
    expect(i18n.t(titleKeyForPath('/ProductListingForm/view/7'))).toBe('Products');
    expect(i18n.t(titleKeyForPath('/OrderDetails/7'))).toBe('Orders');
  });
});
