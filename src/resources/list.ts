// Every declared resource of the seller portal, in sidebar order within each section. The router, Refine,
// the sidebar and the header titles are generated from this list.
import type { Resource } from './_generic/types';
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

export const resources: readonly Resource[] = [products, inventory, orders, reviews, rfqBoard, rfqInvitations, quotes, categoryRequests, documents, recoveryContacts, addressBook];
