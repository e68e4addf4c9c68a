// The scoped CRUD: a resource declared once (resource.ts) gets its routes (routes.ts), its records kept to
// the caller's scope (scope.ts) and its list pages (list-query.ts, kept-pages.ts).
export type { ListQuery, Reach, ScopeContext, ScopedResource, SharedReach, StaffAccess } from './resource';
export { tagOf } from './resource';
export { findOwned, ownerOf } from './scope';
export { encodeCursor, forgetCounts, listOwned } from './list-query';
export { idParamsSchema, registerScopedCrud } from './routes';
