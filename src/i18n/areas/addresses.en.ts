// English texts of the addresses pages; addresses.hi.ts and addresses.zh.ts have exactly the same keys.
export const addressesEn = {
  addressesPage: {},
};
