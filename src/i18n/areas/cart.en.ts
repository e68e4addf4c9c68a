// English texts of the buyer's cart pages; cart.hi.ts and cart.zh.ts have exactly the same keys.
export const cartEn = {
  cartPage: {},
};
