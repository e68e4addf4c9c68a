// The back office's declaration: its pages and declared resources in sidebar order. Kept apart from the
// seller portal's list: they are routed inside the admin shell and downloaded only with it.
import { CustomerServiceOutlined, DashboardOutlined } from '@ant-design/icons';
import type { AdminArea } from '../contract/admin-constants';
import type { NavLink } from '../shells/common/sidebar-model';
import type { Resource } from '../engine/types';
import { adminAuditLog } from './resources/audit-log';
import { adminCategories } from './resources/categories';
import { adminCategoryRequests } from './resources/category-requests';
import { adminDocuments } from './resources/documents';
import { adminHelpArticles } from './resources/help-articles';
import { adminOrders } from './resources/orders';
import { adminProducts } from './resources/products';
import { adminReviews } from './resources/reviews';
import { adminRfqs } from './resources/rfqs';
import { adminQuoteAllowances } from './resources/quote-allowances';
import { adminExchangeRates } from './resources/exchange-rates';
import { adminCommissionRules } from './resources/commission-rules';
import { adminCompanies } from './resources/companies';
import { adminLedger } from './resources/ledger';
import { adminPayments } from './resources/payments';
import { adminUnmatchedPayments } from './resources/unmatched-payments';
import { adminPayoutBatches } from './resources/payout-batches';
import { adminSellers } from './resources/sellers';
import { adminStaff } from './resources/staff';
import { adminUsers } from './resources/users';
import { provideAdminResources } from './declared-resources';

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
  { resource: adminExchangeRates },
  { resource: adminCommissionRules },
  { resource: adminLedger },
  { resource: adminOrders },
  { resource: adminPayments },
  { resource: adminUnmatchedPayments },
  { resource: adminPayoutBatches },
  { page: { key: 'support', labelKey: 'adminNav.support', path: '/admin/support', icon: CustomerServiceOutlined, area: 'support' } },
  { resource: adminUsers },
  { resource: adminCompanies },
  { resource: adminStaff },
  { resource: adminHelpArticles },
  { resource: adminAuditLog },
];

const listed: readonly Resource[] = ADMIN_PORTAL.flatMap((entry) => ('resource' in entry ? [entry.resource] : []));

/**
 * Back-office resources that joined by their folder alone (src/admin/resources/<name>/index.ts exporting its
 * declaration by default, as `npm run new:resource -- <name> --portal admin` writes), after the listed ones, by name.
 */
const folders = import.meta.glob<{ default?: Resource }>('./resources/*/index.ts', { eager: true });
export const discoveredAdminResources: readonly Resource[] = Object.values(folders)
  .map((module) => module.default)
  .filter((resource): resource is Resource => resource !== undefined && !listed.includes(resource))
  .sort((a, b) => a.name.localeCompare(b.name));

export const adminResources: readonly Resource[] = [...listed, ...discoveredAdminResources];
provideAdminResources(adminResources);
