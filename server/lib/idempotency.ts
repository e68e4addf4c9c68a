import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema, orderingMessages } from '../../src/contract/ordering';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './errors';

// One mechanism for every request that must happen at most once per client attempt (checkout now,
// any other create later): the client sends an Idempotency-Key; the first request with it does the
// work and its answer is stored in the same transaction; a repeat with the same body gets that answer
// again; a repeat with another body is refused.

export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

/** The Idempotency-Key header, checked (1 to 100 characters); a 400 naming the header otherwise. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  if (!parsed.success) throw new AppError(400, orderingMessages.idempotencyKeyRequired, { [IDEMPOTENCY_HEADER]: orderingMessages.idempotencyKeyRequired });
  return parsed.data;
}

/** JSON with object keys sorted, so that the same body hashes the same whatever order its keys came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHashOf = (scope: string, body: unknown) => createHash('sha256').update(scope).update('\n').update(canonicalJson(body)).digest('hex');

/**
 * Runs `work` at most once per (user, key). The key row is inserted first, inside the transaction,
 * with ON CONFLICT DO NOTHING: a concurrent duplicate waits on the unique index until the first
 * transaction ends, then either finds the committed answer (and replays it) or, if the first rolled
 * back, inserts the key itself and does the work. A failure (an AppError, say a stale price) rolls the
 * key back with everything else, so the client may correct the request and send it with the same key.
 */
export async function runIdempotent<T>(
  db: Database,
  { userId, key, scope, body }: { userId: string; key: string; scope: string; body: unknown },
  work: (tx: Database) => Promise<IdempotentAnswer<T>>,
): Promise<IdempotentAnswer<T> & { replayed: boolean }> {
  const requestHash = requestHashOf(scope, body);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(idempotencyKeys).values({ userId, key, scope, requestHash }).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted.length === 0) {
      const [stored] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored || stored.requestHash !== requestHash) {
        throw new AppError(422, orderingMessages.idempotencyKeyReused, { [IDEMPOTENCY_HEADER]: orderingMessages.idempotencyKeyReused });
      }
      // The row is written with its answer in one transaction, so a committed row always has one.
      return { statusCode: stored.statusCode ?? 200, body: stored.response as T, replayed: true };
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...answer, replayed: false };
  });
}

/** Sends an idempotent answer, marking a replay so clients and logs can tell. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T> & { replayed: boolean }) {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}
