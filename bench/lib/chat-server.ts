/**
 * The chat benchmark's server, in a child process so that the streams and senders in the parent do not
 * share its event loop: the real app on the default embedded PostgreSQL in a throw-away DATA_DIR (or DATABASE_URL / TEST_DATABASE_URL), with
 * `pairs` conversations of two users each written straight into the database and a token for each user.
 * Reports them over IPC and closes on the message 'close'. Traces every message.created its LISTEN
 * connection hears (when the NOTIFY was read, and when it had been written to every stream), and sends
 * the trace on the message 'trace'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { conversationMembers, conversations, users } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/passwords';
import { serveUntilParentCloses } from './child';

export interface ChatBenchUser {
  id: string;
  token: string;
}

/** When this process read a message's NOTIFY, and when it had written the event to every stream (wall clock, ms). */
export interface HeardMessage {
  read: number;
  written: number;
}
/** client_id → when this process heard it. */
export type ChatTrace = Record<string, HeardMessage>;

const wallClock = () => performance.timeOrigin + performance.now();

export interface ChatBenchReady {
  type: 'ready';
  url: string;
  database: 'pglite' | 'postgres';
  pairs: Array<{ conversationId: string; buyer: ChatBenchUser; seller: ChatBenchUser }>;
}

async function main() {
  const pairCount = Number(process.argv[2] ?? 100);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-chat-bench-'));
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const config = loadConfig({
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  const handle = await openDatabase(config);
  await handle.migrate();
  // Around the app's one LISTEN handler: the dispatch writes to the streams synchronously, so its end is the write.
  const heard = new Map<string, HeardMessage>();
  const listen = handle.listen.bind(handle);
  handle.listen = (channel, onPayload) =>
    listen(channel, (payload) => {
      const read = wallClock();
      onPayload(payload);
      const written = wallClock();
      const clientId = /"client_id":"([^"]+)"/.exec(payload)?.[1];
      if (clientId) heard.set(clientId, { read, written });
    });
  process.on('message', (message) => message === 'trace' && process.send?.(Object.fromEntries(heard) satisfies ChatTrace));
  const app = await buildApp(config, { handle });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  // Unique per run, so a PostgreSQL database that already holds data takes another run.
  const run = randomBytes(4).toString('hex');
  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const pairs: ChatBenchReady['pairs'] = [];
  for (let i = 0; i < pairCount; i += 1) {
    const [buyer, seller] = await handle.db
      .insert(users)
      .values([
        { name: `Bench Buyer ${i}`, email: `bench-buyer-${run}-${i}@bench.test`, passwordHash, roles: ['buyer'], isEmailVerified: true },
        { name: `Bench Seller ${i}`, email: `bench-seller-${run}-${i}@bench.test`, passwordHash, roles: ['seller'], isEmailVerified: true },
      ])
      .returning({ id: users.id });
    const [conversation] = await handle.db
      .insert(conversations)
      .values({ kind: 'inquiry', customerId: buyer.id, supplierId: seller.id, subject: `Bench inquiry ${i}` })
      .returning({ id: conversations.id });
    await handle.db.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: buyer.id },
      { conversationId: conversation.id, userId: seller.id },
    ]);
    pairs.push({
      conversationId: conversation.id,
      buyer: { id: buyer.id, token: await app.issueToken(buyer.id, 'password') },
      seller: { id: seller.id, token: await app.issueToken(seller.id, 'password') },
    });
  }

  const ready: ChatBenchReady = { type: 'ready', url, database: handle.kind, pairs };
  serveUntilParentCloses(ready, { app, handle, dataDir });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
