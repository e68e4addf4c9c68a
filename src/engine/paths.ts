// The paths of a resource's pages, from its declaration: the router, the sidebar and the header titles read them here.
import type { Resource } from './types';

export type PageKind = 'list' | 'create' | 'edit' | 'show';

/** The paths of a resource's pages; create and edit only when the form is a page (a drawer lives on the list). */
export function resourcePaths(resource: Resource): Array<[PageKind, string]> {
  const formPages = resource.form !== undefined && resource.form.mode !== 'drawer';
  const all: Array<[PageKind, string | undefined]> = [
    ['list', resource.routes.list],
    ['create', formPages ? resource.routes.create : undefined],
    ['edit', formPages ? resource.routes.edit : undefined],
    ['show', resource.show ? resource.routes.show : undefined],
  ];
  return all.filter((entry): entry is [PageKind, string] => Boolean(entry[1]));
}
