import { eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addressRecordSchema, addressSchema, addressUpdateSchema, type Address, type AddressUpdate, type AddressValues } from '../../../src/contract/addresses';
import { envelopeOf } from '../../../src/contract/envelope';
import { addresses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { forgetCounts, idParamsSchema, registerScopedCrud, tagOf, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { containsPattern } from '../../lib/like';
import { clearDefault, deleteAddress, lockOwner, newAddressValues } from './addresses-repository';

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
    values: (input, { db, auth }) => newAddressValues(db, auth.userId, input),
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
      if (!(await deleteAddress(app.db, userId, request.params.id))) throw notFound();
      forgetCounts(app.db, addressResource.path, userId);
      return ok({ id: request.params.id }, 'Deleted');
    },
  );
}
