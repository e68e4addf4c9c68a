/** The web app's budgets (docs/DESIGN.md, "Budgets"), printed beside the bench's figures. */
export const WEB_BUDGETS = {
  /** Largest Contentful Paint of every entry page on the phone profile (page-load.ts). */
  lcpMs: 1500,
  /** Gzipped JavaScript a first visit loads, signed out, per entry page. */
  firstLoadJsKB: { '/seller': 115, '/home': 145, '/login': 145, '/Public-dashboard': 145 } as Record<string, number>,
  /** Gzipped JavaScript of the seller portal's first page, signed in. */
  sellerPortalJsKB: 300,
};
