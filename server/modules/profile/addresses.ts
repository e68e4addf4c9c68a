import { eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressMessages,
  addressRecordSchema,
  addressSchema,
  addressUpdateSchema,
  type Address,
  type AddressUpdate,
  type AddressValues,
} from '../../../src/contract/addresses';
import { envelopeOf } from '../../../src/contract/envelope';
import { addresses, users } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, tagOf, type ScopedResource } from '../../lib/scoped-crud';
import { authOf, type AuthContext } from '../../plugins/auth';
import { buyerScope, type BuyerScope } from '../company/access';
import { containsPattern } from '../../lib/like';
import { assertMayChangeBook, clearDefault, companyBook, deleteAddress, lockOwner, newAddressValues } from './addresses-repository';

type Row = typeof addresses.$inferSelect & { ownerName: string };

const selection = {
  id: addresses.id,
  ownerId: addresses.ownerId,
  label: addresses.label,
  contactName: addresses.contactName,
  phone: addresses.phone,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  state: addresses.state,
  postalCode: addresses.postalCode,
  country: addresses.country,
  isDefaultShipping: addresses.isDefaultShipping,
  isDefaultBilling: addresses.isDefaultBilling,
  createdAt: addresses.createdAt,
  updatedAt: addresses.updatedAt,
  ownerName: users.name,
};

const toDto = (row: Row, viewer: AuthContext): Address => {
  const own = row.ownerId === viewer.userId;
  return {
    id: row.id,
    label: row.label,
    contact_name: row.contactName,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
    is_default_shipping: own && row.isDefaultShipping,
    is_default_billing: own && row.isDefaultBilling,
    added_by: own ? null : { id: row.ownerId, name: row.ownerName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
};

/**
 * The book's default order: the default addresses first, then the newest, as one row value. An
 * expression pages by offset (no cursor), which a book of at most 50 addresses can afford.
 */
const defaultsFirstThenNewest = sql`(${addresses.isDefaultShipping} or ${addresses.isDefaultBilling}, ${addresses.createdAt})`;

/**
 * The caller's company scope, read once per request: an update asks it for the resource's reach (the
 * share hook) and again for the write check.
 */
const scopes = new WeakMap<AuthContext, Promise<BuyerScope>>();
function scopeOf({ db, auth }: { db: Parameters<typeof buyerScope>[0]; auth: AuthContext }): Promise<BuyerScope> {
  let scope = scopes.get(auth);
  if (!scope) {
    scope = buyerScope(db, auth.userId);
    scopes.set(auth, scope);
  }
  return scope;
}

export const addressResource: ScopedResource<Row, Address, AddressValues, AddressUpdate> = {
  path: 'addresses',
  tag: 'addresses',
  access: ['seller', 'buyer'],
  table: addresses,
  idColumn: addresses.id,
  ownerColumn: addresses.ownerId,
  ownerKey: 'ownerId',
  selection,
  query: (db, columns) => db.select(columns).from(addresses).innerJoin(users, eq(users.id, addresses.ownerId)).$dynamic(),
  share: async (ctx) => companyBook(await scopeOf(ctx)),
  dtoSchema: addressRecordSchema,
  toDto,
  list: {
    sortable: { default: defaultsFirstThenNewest, created_at: addresses.createdAt, label: addresses.label },
    tieBreaker: addresses.id,
    search: (q) => {
      const pattern = containsPattern(q);
      return or(
        ilike(addresses.label, pattern),
        ilike(addresses.contactName, pattern),
        ilike(addresses.line1, pattern),
        ilike(addresses.city, pattern),
        ilike(addresses.postalCode, pattern),
        // Countries are codes: a search for "de" finds the addresses in Germany, not every "de" inside a code.
        eq(addresses.country, q.trim().toUpperCase()),
      );
    },
  },
  create: {
    schema: addressSchema,
    async values(input, { db, auth }) {
      assertMayChangeBook(await scopeOf({ db, auth }));
      return newAddressValues(db, auth.userId, input);
    },
  },
  update: {
    schema: addressUpdateSchema,
    async values(input, existing, { db, auth }) {
      assertMayChangeBook(await scopeOf({ db, auth }));
      // A colleague's address keeps its adder's defaults: only they choose theirs.
      if (existing.ownerId !== auth.userId) {
        if (input.is_default_shipping) throw fieldError('is_default_shipping', addressMessages.colleagueDefault);
        if (input.is_default_billing) throw fieldError('is_default_billing', addressMessages.colleagueDefault);
      }
      await lockOwner(db, existing.ownerId);
      const values: Partial<typeof addresses.$inferInsert> = {};
      if (input.label !== undefined) values.label = input.label;
      if (input.contact_name !== undefined) values.contactName = input.contact_name;
      if (input.phone !== undefined) values.phone = input.phone;
      if (input.line1 !== undefined) values.line1 = input.line1;
      // Absent leaves line 2 as it is; null or '' clears it (the schema turns '' into null).
      if (input.line2 !== undefined) values.line2 = input.line2;
      if (input.city !== undefined) values.city = input.city;
      if (input.state !== undefined) values.state = input.state;
      if (input.postal_code !== undefined) values.postalCode = input.postal_code;
      if (input.country !== undefined) values.country = input.country;
      if (input.is_default_shipping && !existing.isDefaultShipping) {
        await clearDefault(db, existing.ownerId, 'shipping', existing.id);
        values.isDefaultShipping = true;
      }
      if (input.is_default_billing && !existing.isDefaultBilling) {
        await clearDefault(db, existing.ownerId, 'billing', existing.id);
        values.isDefaultBilling = true;
      }
      if (Object.keys(values).length === 0) return {};
      return { ...values, updatedAt: new Date() };
    },
  },
};

export function registerAddresses(parent: FastifyInstance): void {
  registerScopedCrud(parent, addressResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();

  // Deleting a default hands it on in the same transaction, which the generic delete has no step for.
  app.delete(
    `/v1/${addressResource.path}/:id`,
    {
      schema: {
        tags: [tagOf(addressResource)],
        summary: 'Delete one of your addresses (or, with addresses.manage, a colleague’s in the company’s book)',
        description: 'A default (shipping or billing) passes to the owner’s newest remaining address.',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const scope = await buyerScope(app.db, userId);
      assertMayChangeBook(scope);
      const shared = companyBook(scope);
      const existing = await findOwned<Row>(addressResource, app.db, shared ? { ownerId: userId, shared } : userId, request.params.id, 'write');
      if (!(await deleteAddress(app.db, existing.ownerId, request.params.id))) throw notFound();
      forgetCounts(app.db, addressResource.path, existing.ownerId);
      return ok({ id: request.params.id }, 'Deleted');
    },
  );
}
