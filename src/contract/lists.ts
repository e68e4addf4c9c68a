import { z } from 'zod';
import { catalogueProductSchema } from './public-catalog';
import { LISTS_MAX_LIMIT, listsMessages } from './lists-messages';
export * from './lists-messages';

/**
 * The buyer's lists (/v1/lists/:list, pages /favorites, /wishlist, /recent): products saved as
 * favourites or to a wishlist, and the products the user viewed lately. Signed-in buyers and sellers.
 */

export const LIST_NAMES = ['favorites', 'wishlist', 'recent'] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** Recently viewed keeps this many products per user; older views drop off. */
export const RECENT_LIMIT = 50;
export const LISTS_DEFAULT_LIMIT = 20;

const productIdField = z.uuid(listsMessages.productId);

export const listParamsSchema = z.object({ list: z.enum(LIST_NAMES, { error: listsMessages.list }) });
export const listItemParamsSchema = listParamsSchema.extend({ productId: productIdField });

export const listQuerySchema = z.object({
  page: z.coerce.number({ error: listsMessages.page }).int(listsMessages.page).min(1, listsMessages.page).max(100_000, listsMessages.page).default(1),
  limit: z.coerce
    .number({ error: listsMessages.limit })
    .int(listsMessages.limit)
    .min(1, listsMessages.limit)
    .max(LISTS_MAX_LIMIT, listsMessages.limit)
    .default(LISTS_DEFAULT_LIMIT),
  /** company: every active colleague's favourites too, for a company member whose role reads them (favourites.read_all). */
  whose: z.enum(['mine', 'company'], { error: listsMessages.whose }).default('mine'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** POST /v1/lists/:list: adding twice is the same as adding once (recent moves the product to the top). */
export const addToListSchema = z.strictObject({ product_id: productIdField });
export type AddToListInput = z.infer<typeof addToListSchema>;

export const containsQuerySchema = z.object({ product_id: productIdField });

/** One saved product: its catalogue card as it is now, and whether it can still be ordered. */
export const listItemSchema = z.object({
  product_id: z.string(),
  /** When it was added (for recent: last viewed), UTC ISO-8601. */
  added_at: z.string(),
  /** False once the product is unpublished or its supplier suspended: kept in the list, not orderable. */
  available: z.boolean(),
  product: catalogueProductSchema,
  /** A colleague who saved it (whose=company); null for the caller's own. */
  saved_by: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ListItem = z.infer<typeof listItemSchema>;

export const listEntrySchema = z.object({ list: z.enum(LIST_NAMES), product_id: z.string(), added_at: z.string() });
export type ListEntry = z.infer<typeof listEntrySchema>;

/** Which of the caller's lists hold a product (the page's favourite and wishlist toggles). */
export const listMembershipSchema = z.object({ favorites: z.boolean(), wishlist: z.boolean(), recent: z.boolean() });
export type ListMembership = z.infer<typeof listMembershipSchema>;
