// Every declared resource of the seller portal, in sidebar order within each section. The router, Refine,
// the sidebar and the header titles are generated from this list. The resources listed by name come
// first, in this order; a resource folder whose index.ts exports its declaration by default (what
// `npm run new:resource` writes) joins by itself, after them, by name. The back office's resources live
// in src/admin/resources (src/admin/portal.ts).
import type { Resource } from '../engine/types';
import { addressBook } from './addresses';
import { categoryRequests } from './category-requests';
import { documents } from './documents';
import { inventory } from './inventory';
import { orders } from './orders';
import { products } from './products';
import { recoveryContacts } from './recovery-contacts';
import { reviews } from './reviews';
import { rfqBoard } from './rfq-board';
import { rfqInvitations } from './rfq-invitations';
import { quotes } from './quotes';
import { ledger } from './ledger';

const listed: readonly Resource[] = [
  products,
  inventory,
  orders,
  reviews,
  rfqBoard,
  rfqInvitations,
  quotes,
  categoryRequests,
  documents,
  recoveryContacts,
  addressBook,
  ledger,
];

const folders = import.meta.glob<{ default?: Resource }>('./*/index.ts', { eager: true });

/** The resources that joined by their folder alone, by name. */
export const discovered: readonly Resource[] = Object.values(folders)
  .map((module) => module.default)
  .filter((resource): resource is Resource => resource !== undefined && !listed.includes(resource))
  .sort((a, b) => a.name.localeCompare(b.name));

export const resources: readonly Resource[] = [...listed, ...discovered];
