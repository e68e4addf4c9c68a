import type { QueryKey } from '@tanstack/react-query';

/** The resource a Refine data query belongs to: its keys are ['data', provider, resource, action, …]. */
const resourceOfKey = (key: QueryKey): unknown => key[2];

/**
 * `placeholderData` that keeps the rows on screen while the next page, sort or filter of the same
 * resource loads. Rows of another resource are never kept: they would be rendered by this
 * resource's columns (a product row in the orders table has no buyer).
 */
export function keepPreviousRowsOf(resourceName: string) {
  return <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery && resourceOfKey(previousQuery.queryKey) === resourceName ? previous : undefined;
}
