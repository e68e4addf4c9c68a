// English texts of the buyer's buyer pages; buyer.hi.ts and buyer.zh.ts have exactly the same keys.
export const buyerEn = {
  buyerPage: {},
};
