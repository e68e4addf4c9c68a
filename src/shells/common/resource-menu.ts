// A declared resource's sidebar entry, for every portal: its label and icon from its menu declaration,
// its address from its list route, and the starts of its other pages (record, form), under which the
// entry stays highlighted, and the header titles of all its pages.
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
    ...(resource.menu.permission ? { permission: resource.menu.permission } : {}),
  };
}

/** A route pattern and its header title: a text of its own, or the label of a sidebar section (routes with parameters). */
export type TitleRoute<K extends string = string> = { pattern: string; titleKey: string } | { pattern: string; section: K };

/**
 * Header titles of a resource's pages, from its menu entry: the list and, by default, its other pages
 * carry the entry's label; the create page may have a title of its own, and record pages may be titled
 * after the whole section.
 */
export function resourceTitles<K extends string>(resource: Resource & { menu: MenuDeclaration }): TitleRoute<K>[] {
  const { menu } = resource;
  return resourcePaths(resource).map(([kind, pattern]): TitleRoute<K> => {
    if (kind === 'create' && menu.createTitleKey) return { pattern, titleKey: menu.createTitleKey };
    if ((kind === 'edit' || kind === 'show') && menu.recordTitle === 'section') return { pattern, section: menu.section as K };
    return { pattern, titleKey: menu.labelKey };
  });
}
