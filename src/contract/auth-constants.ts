// The store profile's sections, in order. No zod here, so the seller portal's routes can list them
// without loading the API's schemas (auth.ts re-exports them).
export const STORE_SECTIONS = ['basic-info', 'company-overview', 'factory-information', 'main-markets', 'bank-details', 'trade-capabilities'] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];
