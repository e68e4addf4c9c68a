// The back office's sidebar, titles and staff areas follow from its declaration (src/resources/admin.ts).
import { describe, expect, it } from 'vitest';
import { areaOf } from '../../../src/admin/access';
import { ADMIN_NAV, adminNavFor, adminNavItemForPath } from '../../../src/admin/navigation';
import { canStaff } from '../../../src/contract/admin-constants';
import { resourcePaths } from '../../../src/engine/paths';
import { adminResources } from '../../../src/admin/portal';

describe('the back office from its declaration', () => {
  it('gives every declared resource an entry at its list, guarded by its area', () => {
    for (const resource of adminResources) {
      expect(resource.access, `${resource.name} declares no access`).toBeDefined();
      const entry = ADMIN_NAV.find((item) => item.path === resource.routes.list);
      expect(entry?.area, resource.name).toBe(resource.access!.area);
      expect(areaOf(resource.name, 'list'), resource.name).toBe(resource.access!.area);
    }
  });

  it('titles every page of a resource after its entry', () => {
    for (const resource of adminResources) {
      for (const [kind, pattern] of resourcePaths(resource)) {
        expect(adminNavItemForPath(pattern.replace(':id', '42'))?.path, `${resource.name} ${kind}`).toBe(resource.routes.list);
      }
    }
  });

  it('shows each role exactly the entries its areas allow', () => {
    for (const role of ['reviewer', 'administrator'] as const) {
      expect(adminNavFor(role).map((entry) => entry.path)).toEqual(ADMIN_NAV.filter((item) => canStaff(role, item.area)).map((item) => item.path));
    }
    expect(adminNavFor('reviewer').map((entry) => entry.key)).not.toContain('staff');
    expect(areaOf('admin/sellers', 'suspend')).toBe('sellerSuspension');
    expect(areaOf('admin/categories', 'create')).toBe('categoriesWrite');
  });
});
