// The lists area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (lists.ts re-exports them).
export const LISTS_MAX_LIMIT = 100;
export const listsMessages = {
  list: 'Choose a list: favorites, wishlist or recent',
  productId: 'Not a valid product',
  productUnavailable: 'This product is not in the catalogue. It may have been unpublished',
  notInList: 'This product is not in this list',
  page: 'Use a page number of at least 1',
  limit: `Show between 1 and ${LISTS_MAX_LIMIT} per page`,
  added: 'Added to the list',
  removed: 'Removed from the list',
  whose: 'Choose whose favourites: mine or company',
  /** Only favourites are shared in a company; a wishlist and recently viewed stay personal. */
  companyFavouritesOnly: 'Only favourites are shared with your company',
} as const;
