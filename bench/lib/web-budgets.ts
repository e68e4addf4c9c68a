/** The web app's budgets (docs/DESIGN.md, "Budgets"), printed beside the bench's figures. */
export const WEB_BUDGETS = {
  /** Largest Contentful Paint of every entry page on the phone profile (page-load.ts). */
  lcpMs: 1500,
  /** Gzipped JavaScript a first visit loads, signed out, per entry page. */
  firstLoadJsKB: { '/seller': 115, '/home': 145, '/login': 145, '/Public-dashboard': 145, '/PublicProductDetails/:id': 145 } as Record<string, number>,
  /** Gzipped JavaScript of the seller portal's first page, signed in. */
  sellerPortalJsKB: 300,
};

/** Product images (issue 27), printed by the page-load figures beside what they measure. */
export const IMAGE_GOALS = {
  /** LCP of a product page whose original photo is about 4 MB, on the phone profile. */
  productLcpMs: 1500,
  /** LCP of /Public-dashboard with a page of products with photos, on the phone profile. */
  catalogueLcpMs: 1500,
  /** Images a catalogue page of 24 cards moves once every card has been seen. */
  catalogueImagesKB: 500,
};
