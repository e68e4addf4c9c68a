// A declared resource's sidebar entry, for every portal: its label and icon from its menu declaration,
// its address from its list route, and the starts of its other pages (record, form), under which the
// entry stays highlighted.
import { resourcePaths } from '../../engine/paths';
import type { MenuDeclaration, Resource } from '../../engine/types';
import type { NavLink } from './sidebar-model';

/** The starts of a resource's pages other than its list, none under another: /admin/help-articles covers /admin/help-articles/new. */
export function relatedBases(resource: Resource): string[] {
  const bases = resourcePaths(resource)
    .filter(([kind]) => kind !== 'list')
    .map(([, path]) => path.split('/:')[0])
    .sort((a, b) => a.length - b.length);
  return bases.filter((base, index) => !bases.slice(0, index).some((known) => base === known || base.startsWith(`${known}/`)));
}

/** A resource that has a sidebar entry. */
export const inMenu = (resource: Resource): resource is Resource & { menu: MenuDeclaration } => resource.menu !== undefined;

export function menuLink(resource: Resource & { menu: MenuDeclaration }): NavLink {
  const related = relatedBases(resource);
  // The key is the name's last part: 'admin/sellers' → 'sellers'.
  return {
    key: resource.name.split('/').pop()!,
    labelKey: resource.menu.labelKey,
    path: resource.routes.list,
    icon: resource.menu.icon,
    ...(related.length > 0 ? { related } : {}),
  };
}
