// English texts of the admin area; admin.hi.ts and admin.zh.ts have exactly the same keys.
export const adminEn = {
  adminArea: {
    title: 'Back office',
  },
};
