// Outcomes: a repository says why it refuses a change, and the route chooses the answer. A refusal found
// inside a transaction must still roll back what the transaction wrote before it, as a thrown error did.
import type { Database } from '../db/client';
import { AppError, conflict, notFound } from './errors';

/** Why a repository refused: nothing of the caller's is there, the state forbids the change, or fields are not valid (each named). */
export type Refusal =
  | { kind: 'not-found'; message: string }
  | { kind: 'conflict'; message: string; errors?: Record<string, string> }
  | { kind: 'invalid'; summary: string; errors: Record<string, string> };
export type Outcome<T extends object = object> = Refusal | ({ kind: 'ok' } & T);

export const done = { kind: 'ok' } as const;
export const missing = (message: string): Refusal => ({ kind: 'not-found', message });
export const refused = (message: string, errors?: Record<string, string>): Refusal => ({ kind: 'conflict', message, errors });
/** One field that is not valid; the message names it. */
export const invalid = (field: string, message: string): Refusal => ({ kind: 'invalid', summary: message, errors: { [field]: message } });
/** Every problem found at once, or none; `summary` is the message when there are several. */
export const invalidWhen = (errors: Record<string, string>, summary: string): Refusal | undefined =>
  Object.keys(errors).length > 0 ? { kind: 'invalid', summary, errors } : undefined;

/** The answer to a refusal: 404, 409, or `invalidStatus` naming each field (a single problem is the message). */
export function refusalError(refusal: Refusal, invalidStatus = 400): AppError {
  if (refusal.kind === 'not-found') return notFound(refusal.message);
  if (refusal.kind === 'conflict') return conflict(refusal.message, refusal.errors);
  const messages = Object.values(refusal.errors);
  return new AppError(invalidStatus, messages.length === 1 ? messages[0] : refusal.summary, refusal.errors);
}

/** The outcome's data; a refusal is thrown as its answer (inside runIdempotent, that rolls the key back too). */
export function okOrThrow<T extends object>(outcome: Outcome<T>, invalidStatus?: number): T {
  if (outcome.kind !== 'ok') throw refusalError(outcome, invalidStatus);
  return outcome;
}

/** A refusal thrown only to roll its transaction back; the transaction's caller gets it as the outcome. */
class Refused {
  constructor(readonly outcome: unknown) {}
}

/**
 * Runs `work` in a transaction. `refuse(outcome)` rolls the transaction back and makes `outcome` the
 * answer, for outcomes of any shape; whatever else `work` returns is committed.
 */
export async function transactionOrRefusal<O>(db: Database, work: (tx: Database, refuse: (outcome: O) => never) => Promise<O>): Promise<O> {
  const refuse = (outcome: O): never => {
    throw new Refused(outcome);
  };
  try {
    return await db.transaction((tx) => work(tx, refuse));
  } catch (error) {
    if (error instanceof Refused) return error.outcome as O;
    throw error;
  }
}

/** Runs `work` in a transaction that a refusal it returns rolls back. */
export const inTransaction = <T extends object>(db: Database, work: (tx: Database) => Promise<Outcome<T>>): Promise<Outcome<T>> =>
  transactionOrRefusal<Outcome<T>>(db, async (tx, refuse) => {
    const outcome = await work(tx);
    return outcome.kind === 'ok' ? outcome : refuse(outcome);
  });
