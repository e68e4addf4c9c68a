// The two catalogues' addresses: /Product and /ProductDetails/:id inside the signed-in app, and the
// shareable /Public-dashboard and /PublicProductDetails/:id that work signed out and signed in.

export type CatalogueVariant = 'portal' | 'public';

export const CATALOGUE_PATHS: Record<CatalogueVariant, { catalogue: string; details: (id: string) => string }> = {
  portal: { catalogue: '/Product', details: (id) => `/ProductDetails/${encodeURIComponent(id)}` },
  public: { catalogue: '/Public-dashboard', details: (id) => `/PublicProductDetails/${encodeURIComponent(id)}` },
};
