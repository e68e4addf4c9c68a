// Routes and Refine resources generated from the declarations: a resource's pages exist because
// its declaration names their paths, and nowhere else.
import type { ResourceProps } from '@refinedev/core';
import { useTranslation, type EnglishGroup, type TFunction } from '../i18n';
import { lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router';
import { resourcePaths, type PageKind } from './paths';
import type { PageProps, Resource } from './types';

export { resourcePaths, type PageKind } from './paths';

// The generic pages are downloaded with the first resource page a seller opens.
const GENERIC_PAGES: Record<PageKind, ComponentType<PageProps>> = {
  list: lazy(() => import('./ResourceList')),
  create: lazy(() => import('./ResourceForm')),
  edit: lazy(() => import('./ResourceForm')),
  show: lazy(() => import('./ResourceShow')),
};

/** Renders its page once the resource's English texts are here (until then the shell's Suspense fallback shows). */
function WithTexts({ groups, children }: { groups: readonly EnglishGroup[]; children: ReactNode }) {
  useTranslation(...groups);
  return children;
}

export function resourceRoutes(resources: readonly Resource[]): ReactElement[] {
  return resources.flatMap((resource) =>
    resourcePaths(resource).map(([kind, path]) => {
      const Page = resource.pages?.[kind] ?? GENERIC_PAGES[kind];
      // The key gives every resource's page its own instance: React would otherwise keep one
      // generic list (its state, its query's placeholder rows) from the previous resource.
      const page = <Page key={`${resource.name}:${kind}`} resource={resource} />;
      return <Route key={path} path={path} element={resource.texts ? <WithTexts groups={resource.texts}>{page}</WithTexts> : page} />;
    }),
  );
}

/** Refine's view of the same declarations (names, paths, labels, icons). */
export function refineResources(resources: readonly Resource[], t: TFunction): ResourceProps[] {
  return resources.map((resource) => {
    const paths = Object.fromEntries(resourcePaths(resource));
    const Icon = resource.icon;
    const canDelete = [...(resource.list.rowActions ?? []), ...(resource.show?.actions ?? [])].some((action) => action.kind === 'delete');
    return {
      name: resource.name,
      identifier: resource.name,
      list: paths.list,
      create: paths.create,
      edit: paths.edit,
      show: paths.show,
      meta: { label: t(resource.labelKey), labelKey: resource.labelKey, icon: <Icon aria-hidden />, canDelete },
    };
  });
}
