// Column types and helpers the tables share.
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Money in integer minor units (cents, paise, fen); JavaScript numbers hold them exactly up to 2^53. */
export const minor = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
