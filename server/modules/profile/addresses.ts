import { and, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAX_ADDRESSES,
  addressMessages,
  addressRecordSchema,
  addressSchema,
  addressUpdateSchema,
  type Address,
  type AddressUpdate,
  type AddressValues,
} from '../../../src/contract/addresses';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { addresses, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, tagOf, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { escapeLike } from '../../lib/like';

type Row = typeof addresses.$inferSelect;

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
};

const toDto = (row: Row): Address => ({
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
  is_default_shipping: row.isDefaultShipping,
  is_default_billing: row.isDefaultBilling,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The book's default order: the default addresses first, then the newest, as one row value. An
 * expression pages by offset (no cursor), which a book of at most 50 addresses can afford.
 */
const defaultsFirstThenNewest = sql`(${addresses.isDefaultShipping} or ${addresses.isDefaultBilling}, ${addresses.createdAt})`;

/** Serialises one owner's changes to the book (the count limit, the defaults) for the transaction. */
async function lockOwner(db: Database, ownerId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
}

/** Takes a default away from whichever other address holds it, so the new one can have it (one per owner). */
async function clearDefault(db: Database, ownerId: string, which: 'shipping' | 'billing', exceptId?: string): Promise<void> {
  const column = which === 'shipping' ? addresses.isDefaultShipping : addresses.isDefaultBilling;
  await db
    .update(addresses)
    .set(which === 'shipping' ? { isDefaultShipping: false } : { isDefaultBilling: false })
    .where(and(eq(addresses.ownerId, ownerId), eq(column, true), exceptId ? ne(addresses.id, exceptId) : undefined));
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
  query: (db, columns) => db.select(columns).from(addresses).$dynamic(),
  dtoSchema: addressRecordSchema,
  toDto,
  list: {
    sortable: { default: defaultsFirstThenNewest, created_at: addresses.createdAt, label: addresses.label },
    tieBreaker: addresses.id,
    search: (q) => {
      const pattern = `%${escapeLike(q)}%`;
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
      await lockOwner(db, auth.userId);
      const [{ total }] = await db.select({ total: count() }).from(addresses).where(eq(addresses.ownerId, auth.userId));
      if (Number(total) >= MAX_ADDRESSES) throw conflict(addressMessages.tooMany);
      // The first address is both defaults: checkout always has one of each to start from.
      const first = Number(total) === 0;
      const shipping = first || input.is_default_shipping === true;
      const billing = first || input.is_default_billing === true;
      if (shipping && !first) await clearDefault(db, auth.userId, 'shipping');
      if (billing && !first) await clearDefault(db, auth.userId, 'billing');
      return {
        label: input.label,
        contactName: input.contact_name,
        phone: input.phone,
        line1: input.line1,
        line2: input.line2,
        city: input.city,
        state: input.state,
        postalCode: input.postal_code,
        country: input.country,
        isDefaultShipping: shipping,
        isDefaultBilling: billing,
      };
    },
  },
  update: {
    schema: addressUpdateSchema,
    async values(input, existing, { db, auth }) {
      await lockOwner(db, auth.userId);
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
        await clearDefault(db, auth.userId, 'shipping', existing.id);
        values.isDefaultShipping = true;
      }
      if (input.is_default_billing && !existing.isDefaultBilling) {
        await clearDefault(db, auth.userId, 'billing', existing.id);
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
      preValidation: app.requireRole('seller', 'buyer'),
      schema: {
        tags: [tagOf(addressResource)],
        summary: 'Delete one of your addresses',
        description: 'A default (shipping or billing) passes to the newest remaining address.',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await app.db.transaction(async (tx) => {
        await lockOwner(tx, userId);
        const existing = await findOwned<Row>(addressResource, tx, userId, request.params.id);
        await tx.delete(addresses).where(and(eq(addresses.id, existing.id), eq(addresses.ownerId, userId)));
        if (!existing.isDefaultShipping && !existing.isDefaultBilling) return;
        const [newest] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.ownerId, userId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (!newest) return;
        await tx
          .update(addresses)
          .set({
            ...(existing.isDefaultShipping ? { isDefaultShipping: true } : {}),
            ...(existing.isDefaultBilling ? { isDefaultBilling: true } : {}),
            updatedAt: new Date(),
          })
          .where(eq(addresses.id, newest.id));
      });
      forgetCounts(app.db, addressResource.path, userId);
      return ok({ id: request.params.id }, 'Deleted');
    },
  );
}
