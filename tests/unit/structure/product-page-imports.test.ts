// The product page buyers land on from search has the catalogue's JavaScript budget (145 KB gzipped,
// docs/DESIGN.md "Budgets"). What its chunk imports statically loads with it: none of it may reach zod
// (the contract's schemas, 25 KB with what they import), antd, or @ant-design/icons' component (its
// colour library and style injector; the public pages draw icons with src/components/Icon.tsx).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reachedPackages, SRC } from './module-graph';
const FORBIDDEN = [/^zod(\/|$)/, /^antd(\/|$)/, /^@ant-design\/icons(\/|$)/];

describe('the public product page', () => {
  it('imports no zod, antd or @ant-design/icons component up front', () => {
    const reached = reachedPackages(path.join(SRC, 'catalogue/PublicProductDetailsPage.tsx'));
    const offending = [...reached]
      .filter(([name]) => FORBIDDEN.some((pattern) => pattern.test(name)))
      .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(offending).toEqual([]);
    // The walk does follow the page's parts.
    expect(reached.has('react-router')).toBe(true);
  });
});
