import type { ReactElement } from 'react';

/** The seller's chat pages, inside the seller shell (see AuthenticatedApp). */
export const sellerChatRoutes: ReactElement[] = [];
