// The records a caller reaches: an owner's own or all of a staff resource's, and reading one of them by
// id, which every handler does through findOwned.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../errors';
import { isStaffAccess, type Reach, type RowShape, type ScopedResource } from './resource';

/** The owner a reach is of (null: a staff resource's every record). */
export const ownerOf = (reach: Reach): string | null => (reach !== null && typeof reach === 'object' ? reach.ownerId : reach);

/**
 * The records `reach` may read (or, for `write`, change): an owner's own (the owner's id) and what is
 * shared with it, or every record of a staff resource (null). A reach that does not fit the resource
 * is a programming error.
 */
export function inScope(
  resource: Pick<ScopedResource<RowShape, unknown, unknown, unknown>, 'ownerColumn' | 'access' | 'holds'>,
  reach: Reach,
  purpose: 'read' | 'write' = 'read',
): SQL | undefined {
  const ownerId = ownerOf(reach);
  if (isStaffAccess(resource.access)) {
    if (ownerId !== null) throw new Error('a staff resource is read without an owner');
    return resource.holds;
  }
  if (!resource.ownerColumn || ownerId === null) throw new Error('an owned resource is read with its owner');
  const own = eq(resource.ownerColumn, ownerId);
  const shared = reach !== null && typeof reach === 'object' ? reach.shared[purpose] : undefined;
  return and(shared ? or(own, shared) : own, resource.holds);
}

/**
 * Reads one record in reach (the owner's and what is shared with it, or any for a staff resource) or
 * throws 404: the one way handlers load a record by id. `write`: one the caller may change.
 */
export async function findOwned<Row extends RowShape>(
  resource: Pick<
    ScopedResource<Row, unknown, unknown, unknown>,
    'query' | 'selection' | 'idColumn' | 'ownerColumn' | 'hydrate' | 'access' | 'notFoundMessage' | 'holds'
  >,
  db: Database,
  reach: Reach,
  id: string,
  purpose: 'read' | 'write' = 'read',
): Promise<Row> {
  const [row] = (await resource
    .query(db, resource.selection)
    .where(and(eq(resource.idColumn, id), inScope(resource as ScopedResource<RowShape, unknown, unknown, unknown>, reach, purpose)))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound(resource.notFoundMessage);
  await resource.hydrate?.(db, [row]);
  return row;
}
