// The table of a declared entity (src/contract/entity.ts), column for column from its fields, so that the
// table, the API and the forms cannot drift apart. Column names are the API's field names; every table
// has an id, its owner (the seller, or the staff member who created it) and its times.
import { bigint, boolean, date, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { Entity, EntityField } from '../../src/contract/entity';
import { users } from './schema/accounts';

/** Who a record belongs to: a seller's own records, or the marketplace's, kept by staff. */
export type EntityOwner = 'seller' | 'staff';

/** The owner column's name for each kind of owner. */
export const OWNER_COLUMN = { seller: 'seller_id', staff: 'created_by' } as const;

function columnsOf(name: string, spec: EntityField) {
  const required = <C extends { notNull(): unknown }>(column: C) => (spec.optional ? column : (column.notNull() as C));
  switch (spec.kind) {
    case 'string':
      return { [name]: required(varchar(name, { length: spec.max })) };
    case 'text':
      return { [name]: required(text(name)) };
    case 'int':
      return { [name]: required(integer(name)) };
    case 'money':
      return {
        [`${name}_minor`]: required(bigint(`${name}_minor`, { mode: 'number' })),
        [`${name}_currency`]: required(varchar(`${name}_currency`, { length: 3 })),
      };
    case 'boolean':
      return { [name]: boolean(name).notNull().default(false) };
    case 'date':
      return { [name]: required(date(name, { mode: 'string' })) };
    case 'country':
      return { [name]: required(varchar(name, { length: 2 })) };
    case 'enum':
      return { [name]: required(text(name, { enum: spec.values as [string, ...string[]] })) };
    case 'strings':
      return { [name]: text(name).array().notNull().default([]) };
  }
}

/** The table `<name with underscores>` of an entity, e.g. shipping_templates. */
export function entityTable(entity: Entity, owner: EntityOwner) {
  const tableName = entity.name.replaceAll('-', '_');
  const ownerColumn = OWNER_COLUMN[owner];
  const fields = Object.assign({}, ...Object.entries(entity.fields).map(([name, spec]) => columnsOf(name, spec))) as Record<string, ReturnType<typeof text>>;
  return pgTable(
    tableName,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      [ownerColumn]:
        owner === 'seller'
          ? uuid(ownerColumn)
              .notNull()
              .references(() => users.id, { onDelete: 'cascade' })
          : uuid(ownerColumn).references(() => users.id, { onDelete: 'set null' }),
      ...fields,
      created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    // A seller's list pages read by owner, newest first.
    (t) => [
      owner === 'seller'
        ? index(`${tableName}_owner_created_idx`).on((t as unknown as Record<string, typeof t.id>)[ownerColumn], t.created_at, t.id)
        : index(`${tableName}_created_idx`).on(t.created_at, t.id),
    ],
  );
}

export type EntityTable = ReturnType<typeof entityTable>;
