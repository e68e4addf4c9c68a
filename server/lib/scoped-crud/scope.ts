// The records a caller reaches: an owner's own or all of a staff resource's, and reading one of them by
// id, which every handler does through findOwned.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../errors';
import { isStaffAccess, type RowShape, type ScopedResource } from './resource';

/**
 * The records `scope` may reach: an owner's own (`scope` is the owner's id), or every record of a staff
 * resource (`scope` is null). A scope that does not fit the resource is a programming error.
 */
export function inScope(
  resource: Pick<ScopedResource<RowShape, unknown, unknown, unknown>, 'ownerColumn' | 'access' | 'holds'>,
  scope: string | null,
): SQL | undefined {
  if (isStaffAccess(resource.access)) {
    if (scope !== null) throw new Error('a staff resource is read without an owner');
    return resource.holds;
  }
  if (!resource.ownerColumn || scope === null) throw new Error('an owned resource is read with its owner');
  return and(eq(resource.ownerColumn, scope), resource.holds);
}

/** Reads one record in scope (the owner's, or any for a staff resource) or throws 404: the one way handlers load a record by id. */
export async function findOwned<Row extends RowShape>(
  resource: Pick<
    ScopedResource<Row, unknown, unknown, unknown>,
    'query' | 'selection' | 'idColumn' | 'ownerColumn' | 'hydrate' | 'access' | 'notFoundMessage' | 'holds'
  >,
  db: Database,
  ownerId: string | null,
  id: string,
): Promise<Row> {
  const [row] = (await resource
    .query(db, resource.selection)
    .where(and(eq(resource.idColumn, id), inScope(resource as ScopedResource<RowShape, unknown, unknown, unknown>, ownerId)))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound(resource.notFoundMessage);
  await resource.hydrate?.(db, [row]);
  return row;
}
