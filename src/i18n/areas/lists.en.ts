// English texts of the buyer's lists pages; lists.hi.ts and lists.zh.ts have exactly the same keys.
export const listsEn = {
  listsPage: {},
};
