import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';

/** How often queued notification emails are handed to SMTP. */
const RELAY_INTERVAL_MS = 10_000;
const BATCH = 20;

interface QueuedEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/**
 * Hands the outbox's queued emails to the mailer and removes them, a batch at a time. Notifications
 * queue their email in the transaction that made them (so nothing is sent for a rolled-back change);
 * with SMTP configured this sends them afterwards. Rows are locked with SKIP LOCKED so several API
 * processes share the work; a failed send rolls the batch back and it is tried again later.
 */
export async function relayQueuedEmails(db: Database, mailer: Mailer): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`delete from outbox where id in (select id from outbox where channel = 'email' order by created_at limit ${BATCH} for update skip locked) returning id, "to", subject, text, links`,
    );
    const rows = rowsOf<QueuedEmail>(result);
    for (const row of rows) await mailer.send({ to: row.to, subject: row.subject, text: row.text, links: row.links });
    return rows.length;
  });
}

export function startEmailRelay(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    relayQueuedEmails(app.db, app.mailer)
      .catch((error: unknown) => app.log.warn({ err: error }, 'notification emails not sent yet'))
      .finally(() => {
        running = false;
      });
  }, RELAY_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
