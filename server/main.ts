import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed';
import { DEMO_COMPANY_MEMBERS } from './db/seed-company';
import { seedHelpArticles } from './db/seed-help';
import { pruneRateLimits } from './lib/rate-limit';
import { scoreJob } from './modules/performance/job';
import { releaseJob } from './modules/money/routes';
import { invoiceJob } from './modules/statements/invoices';
import { payoutJob } from './modules/payouts/routes';

/** Starts the server: migrations, demo data on an empty database, then listen; Ctrl-C closes cleanly. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedHelpArticles(handle.db);
  const seeded = config.seedDemo ? await seedDemoData(handle.db) : false;
  const app = await buildApp(config, { handle });
  // Supplier performance scores: computed at start (the demo suppliers' too), then kept current until close.
  await app.register(scoreJob);
  // Funds past the return window move from pending to payable, once a minute.
  await app.register(releaseJob);
  // Last month's commission invoices, issued once per seller however many processes run.
  await app.register(invoiceJob);
  // The weekly (Mondays) and monthly (first days) payout batches, made once each for staff to approve.
  await app.register(payoutJob);
  app.addHook('onClose', () => handle.close());

  const pruneTimer = setInterval(() => void pruneRateLimits(handle.db).catch(() => undefined), 3_600_000);
  pruneTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received: finishing open requests and closing the database…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`\nMarketplace running at ${config.appUrl}  (database: ${handle.description})`);
  console.log(`API reference: ${config.appUrl}/docs`);
  if (!config.isProduction) {
    console.log(`Dev mailbox:   ${config.appUrl}/dev/mailbox`);
    console.log(`\nDemo accounts${seeded ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.about}`);
    for (const member of DEMO_COMPANY_MEMBERS) console.log(`  ${member.email.padEnd(22)} ${member.role} at the demo company (buyer@demo.test is its admin)`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
