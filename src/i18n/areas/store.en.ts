// English texts of the store pages; store.hi.ts and store.zh.ts have exactly the same keys.
export const storeEn = {
  storePage: {},
};
