// The buyer's pages (orders, cart, lists, account, help), inside the signed-in layout that gives a buyer
// the buyer shell. Each area adds its own routes to this list, lazily loaded.
import type { ReactElement } from 'react';

export const buyerRoutes: ReactElement[] = [];
