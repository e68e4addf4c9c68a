// The back office's declared resources. Kept apart from the seller portal's list: they are routed
// inside the admin shell and downloaded only with it.
import type { Resource } from './_generic/types';
import { adminAuditLog } from './admin-audit-log';
import { adminCategories } from './admin-categories';
import { adminCategoryRequests } from './admin-category-requests';
import { adminDocuments } from './admin-documents';
import { adminHelpArticles } from './admin-help-articles';
import { adminOrders } from './admin-orders';
import { adminProducts } from './admin-products';
import { adminReviews } from './admin-reviews';
import { adminRfqs } from './admin-rfqs';
import { adminQuoteAllowances } from './admin-quote-allowances';
import { adminSellers } from './admin-sellers';
import { adminStaff } from './admin-staff';
import { adminUsers } from './admin-users';

export const adminResources: readonly Resource[] = [
  adminSellers,
  adminDocuments,
  adminCategoryRequests,
  adminCategories,
  adminProducts,
  adminReviews,
  adminRfqs,
  adminQuoteAllowances,
  adminOrders,
  adminUsers,
  adminStaff,
  adminHelpArticles,
  adminAuditLog,
];
