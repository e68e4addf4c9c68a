// The job that keeps supplier_scores current, run by every API process. Rows to compute are claimed in
// the database (FOR UPDATE SKIP LOCKED and a lease), so several processes, or two runs in one, never
// compute the same seller at once; it works the same on PGlite and PostgreSQL.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { supplierScores } from '../../db/schema';
import { computeScore, type ScoreValues } from './compute';
import { periodicJob } from '../../lib/periodic-job';

/** Stale rows (marked by the triggers of migration 0015) are looked for this often: the delay of an event's effect. */
export const SCORE_POLL_MS = 5_000;
/** Every score is computed again at least this often: periods move on, and unanswered questions pass their 24 hours. */
export const SCORE_REFRESH_MS = 60 * 60_000;
/** Sellers without a row (those with no order, review or reply since the table began) are enrolled this often. */
const ENROL_EVERY_MS = 60 * 60_000;
/** A claim lasts this long; a process that died computing leaves the row to others after it. */
const CLAIM_LEASE_SECONDS = 300;
/** Rows claimed and written together: one transaction, so one announcement to the public caches. */
const BATCH = 50;

/** Gives every seller without a score a row to compute. */
export async function enrolSellers(db: Database): Promise<void> {
  await db.execute(sql`
    insert into supplier_scores (seller_id, stale_since)
    select u.id, now() from users u
    where 'seller' = any(u.roles) and not exists (select 1 from supplier_scores s where s.seller_id = u.id)
    on conflict (seller_id) do nothing
  `);
}

/**
 * Claims up to `limit` rows that need computing: stale, never computed, older than the refresh, or left
 * by a claim that expired. Rows another transaction holds are skipped, not waited for. The mark is
 * cleared now, so an event during the computation marks the row again for the next round.
 */
export async function claimScores(db: Database, limit = BATCH): Promise<string[]> {
  const result = await db.execute(sql`
    update supplier_scores set stale_since = null, claimed_until = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    where seller_id in (
      select seller_id from supplier_scores
      where (claimed_until is null or claimed_until < now())
        and (stale_since is not null or computed_at is null or computed_at < now() - make_interval(secs => ${SCORE_REFRESH_MS / 1000}) or claimed_until is not null)
      order by stale_since nulls last, computed_at nulls first
      limit ${limit}
      for update skip locked
    )
    returning seller_id
  `);
  return rowsOf<{ seller_id: string }>(result).map((row) => row.seller_id);
}

async function writeScores(db: Database, scores: Array<{ sellerId: string; values: ScoreValues }>): Promise<void> {
  if (scores.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { sellerId, values } of scores) {
      await tx
        .update(supplierScores)
        .set({ ...values, computedAt: sql`now()`, claimedUntil: null })
        .where(eq(supplierScores.sellerId, sellerId));
    }
  });
}

/** Hands claimed rows back, still to compute (a computation failed). */
async function release(db: Database, sellerIds: string[]): Promise<void> {
  if (sellerIds.length === 0) return;
  await db
    .update(supplierScores)
    .set({ claimedUntil: null, staleSince: sql`coalesce(${supplierScores.staleSince}, now())` })
    .where(and(inArray(supplierScores.sellerId, sellerIds)));
}

/**
 * Computes every row that needs it, a claimed batch at a time, until none is left (or `shouldStop`).
 * Answers the sellers this run computed; a seller whose computation failed is handed back and the error
 * rethrown once the batch is written.
 */
export async function recomputeScores(db: Database, shouldStop: () => boolean = () => false): Promise<string[]> {
  const computed: string[] = [];
  while (!shouldStop()) {
    const claimed = await claimScores(db);
    if (claimed.length === 0) break;
    const scores: Array<{ sellerId: string; values: ScoreValues }> = [];
    const failed: string[] = [];
    let failure: unknown;
    for (const sellerId of claimed) {
      try {
        scores.push({ sellerId, values: await computeScore(db, sellerId) });
      } catch (error) {
        failed.push(sellerId);
        failure ??= error;
      }
    }
    await writeScores(db, scores);
    computed.push(...scores.map((score) => score.sellerId));
    if (failure !== undefined) {
      await release(db, failed);
      throw failure;
    }
  }
  return computed;
}

/**
 * Runs the job in this API process from ready to close: enrols sellers and computes what needs it at
 * once, then every SCORE_POLL_MS. Closing waits for the round under way.
 */
export const scoreJob = periodicJob({
  name: 'score-job',
  pollMs: SCORE_POLL_MS,
  dependencies: ['db'],
  start: (app) => {
    let enrolledAt = 0;
    return async (stopped) => {
      if (Date.now() - enrolledAt >= ENROL_EVERY_MS) {
        await enrolSellers(app.db);
        enrolledAt = Date.now();
      }
      await recomputeScores(app.db, stopped);
    };
  },
});
