// The back office's declaration: its pages and declared resources in sidebar order. Kept apart from the
// seller portal's list: they are routed inside the admin shell and downloaded only with it.
import { CustomerServiceOutlined, DashboardOutlined } from '@ant-design/icons';
import type { AdminArea } from '../contract/admin-constants';
import type { NavLink } from '../shells/common/sidebar-model';
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

/** A page of the back office that is not a resource (the overview, the support inbox), with the staff area that may open it. */
export interface AdminPage extends NavLink {
  area: AdminArea;
}

/**
 * The back office, declared once: its sidebar in order, pages and resources alike. The routes, the
 * sidebar, the header titles and the staff areas of its resources follow from it.
 */
export const ADMIN_PORTAL: ReadonlyArray<{ page: AdminPage } | { resource: Resource }> = [
  { page: { key: 'overview', labelKey: 'adminNav.overview', path: '/admin', icon: DashboardOutlined, area: 'overview' } },
  { resource: adminSellers },
  { resource: adminDocuments },
  { resource: adminCategoryRequests },
  { resource: adminCategories },
  { resource: adminProducts },
  { resource: adminReviews },
  { resource: adminRfqs },
  { resource: adminQuoteAllowances },
  { resource: adminOrders },
  { page: { key: 'support', labelKey: 'adminNav.support', path: '/admin/support', icon: CustomerServiceOutlined, area: 'support' } },
  { resource: adminUsers },
  { resource: adminStaff },
  { resource: adminHelpArticles },
  { resource: adminAuditLog },
];

export const adminResources: readonly Resource[] = ADMIN_PORTAL.flatMap((entry) => ('resource' in entry ? [entry.resource] : []));
