import type { ReactElement } from 'react';

/** The back office's pages under /admin, in their own shell (see AuthenticatedApp). */
export const adminRoutes: ReactElement[] = [];
