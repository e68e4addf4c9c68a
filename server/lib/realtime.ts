import { sql } from 'drizzle-orm';
import { REALTIME_CHANNEL, type RealtimeEvent } from '../../src/contract/realtime';
import type { Database } from '../db/client';

/** What one NOTIFY carries: the users to reach and the event. */
export interface RealtimeEnvelope {
  to: string[];
  event: RealtimeEvent;
}

/** Something that runs SQL: the app's database or a transaction. */
export type Executor = Pick<Database, 'execute'>;

/** NOTIFY payloads are limited to 8000 bytes; bigger events go out without data and clients read it. */
const MAX_PAYLOAD_BYTES = 7_500;

/**
 * Sends `event` to every open event stream of `userIds`, in every API process (server/plugins/realtime.ts
 * delivers it). Call it with the transaction that made the change: PostgreSQL delivers a NOTIFY only when
 * its transaction commits, so nobody hears of a change that was rolled back, and a listener that then
 * reads the database finds it.
 */
export async function publishEvent(db: Executor, userIds: readonly string[], event: RealtimeEvent): Promise<void> {
  await publishEvents(db, [{ to: userIds, event }]);
}

/** An event and whom it reaches, kept to be sent with others in one statement (publishEvents). */
export interface PendingEvent {
  to: readonly string[];
  event: RealtimeEvent;
}

function payloadOf({ to: userIds, event }: PendingEvent): string | null {
  const to = [...new Set(userIds)];
  if (to.length === 0) return null;
  const payload = JSON.stringify({ to, event } satisfies RealtimeEnvelope);
  return Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES ? JSON.stringify({ to, event: { type: event.type, data: { truncated: true } } }) : payload;
}

/**
 * Several events as publishEvent sends one, in one statement: a single round trip inside the transaction
 * (a chat message's send is mostly its statements' round trips). PostgreSQL delivers them in this order.
 */
export async function publishEvents(db: Executor, pending: readonly PendingEvent[]): Promise<void> {
  const payloads = pending.map(payloadOf).filter((payload): payload is string => payload !== null);
  if (payloads.length === 0) return;
  await db.execute(
    sql`select ${sql.join(
      payloads.map((payload) => sql`pg_notify(${REALTIME_CHANNEL}, ${payload})`),
      sql`, `,
    )}`,
  );
}
