// The buyer portal's declared resources (the company's members, approval rules, budgets, requisition
// lists): each folder src/buyer/resources/<name>/index.ts exporting its declaration by default joins the
// buyer's sidebar section named by its `menu.section` (src/shells/buyer/navigation.ts), its routes (inside
// the buyer's gate) and its header titles. Sidebar order within a section: `BUYER_RESOURCE_ORDER`, then by name.
import type { Resource } from '../engine/types';

/** The declared buyer resources' places in their sections, by API name; one not named here follows them. */
const BUYER_RESOURCE_ORDER: readonly string[] = ['company/members', 'company/approval-rules', 'company/budgets', 'company/requisition-lists'];

const folders = import.meta.glob<{ default?: Resource }>('./resources/*/index.ts', { eager: true });

const rank = (resource: Resource) => {
  const at = BUYER_RESOURCE_ORDER.indexOf(resource.name);
  return at === -1 ? BUYER_RESOURCE_ORDER.length : at;
};

export const buyerResources: readonly Resource[] = Object.values(folders)
  .map((module) => module.default)
  .filter((resource): resource is Resource => resource !== undefined)
  .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
