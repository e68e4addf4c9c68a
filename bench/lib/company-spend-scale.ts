/**
 * Checkout with the company's spend check at scale: a scratch PostgreSQL database (bench/lib/company-spend-server.ts)
 * whose company has 1,000 orders this month (BENCH_COMPANY_ORDERS changes it), and POST /v1/orders under
 * steady load from 10 connections, each request with its own Idempotency-Key, rotating over 10 buyers:
 * first buyers without a company (the checkout as it always was), then the company's 10 members (the
 * company row locked, the rules and limits read, the spend summed, then the same placing). Every
 * checkout is placed (201), so both rows measure the whole write.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { startChild } from './child';
import type { CompanySpendBenchReady } from './company-spend-server';
import { formatMs, formatNumber, heading, printTable } from './format';
import { percentile } from './load';
import { createScratchDatabase } from './scratch-database';

const ORDERS = Number(process.env.BENCH_COMPANY_ORDERS ?? 1_000);
const LOAD = { connections: 10, duration: 10, warmup: 2 };
const PASSWORD = 'Demo1234!';
const SEQUENTIAL_PREVIEWS = 200;

async function tokenOf(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in as ${email} failed: ${response.status}`);
  return token;
}

/** Checkouts at 10 connections for `duration` seconds, each as the next account with a fresh key. */
function checkoutLoad(url: string, accounts: Array<{ token: string; body: string }>, duration: number) {
  let next = 0;
  return autocannon({
    url: `${url}/v1/orders`,
    connections: LOAD.connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const account = accounts[next++ % accounts.length];
          return {
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${account.token}`,
              'content-type': 'application/json',
              'accept-encoding': 'identity',
              'idempotency-key': `bench-${process.pid}-${next}`,
            },
            body: account.body,
          };
        },
      },
    ],
  });
}

export async function measureCompanySpendCheckout(p99BudgetMs: number): Promise<void> {
  heading(
    `Checkout with the company spend check: ${formatNumber(ORDERS)} company orders this month on PostgreSQL, ${LOAD.connections} connections, ${LOAD.duration} s per row after a ${LOAD.warmup} s warm-up`,
  );
  const database = await createScratchDatabase('mp_bench_spend');
  console.log(`  scratch database on ${database.server}; seeding…`);
  try {
    const server = await startChild<CompanySpendBenchReady>('company-spend-server.ts', [String(ORDERS)], {
      env: { DATABASE_URL: database.url },
      timeoutMs: 10 * 60_000,
    });
    try {
      const { url, seedMs, members, soloBuyers, line, addressOf } = server.ready;
      console.log(`\n  seeded in ${formatNumber(seedMs / 1000, 1)} s\n`);
      const accountsOf = async (emails: string[]) =>
        Promise.all(
          emails.map(async (email) => ({
            token: await tokenOf(url, email),
            body: JSON.stringify({ address_id: addressOf[email], payment_method: 'bank_transfer', lines: [line] }),
          })),
        );
      const rows: string[][] = [];
      for (const [what, emails] of [
        ['buyers without a company (the checkout as before)', soloBuyers],
        [`members of one company with ${formatNumber(ORDERS)} orders this month (lock, rules, limits, spend)`, members],
      ] as const) {
        process.stdout.write(`  measuring ${what}…\n`);
        const accounts = await accountsOf([...emails]);
        await checkoutLoad(url, accounts, LOAD.warmup);
        const result = await checkoutLoad(url, accounts, LOAD.duration);
        const notes = emails === members ? [`goal p99 ≤ ${p99BudgetMs} ms: ${result.latency.p99 <= p99BudgetMs ? 'within' : 'ABOVE'}`] : [];
        if (result.non2xx || result.errors || result.timeouts)
          notes.push(`${result.non2xx} non-2xx, ${result.errors + result.timeouts} errors: figure suspect`);
        rows.push([
          'POST /v1/orders',
          what,
          formatNumber(result.requests.total),
          formatNumber(result.requests.average),
          formatMs(result.latency.p50),
          formatMs(result.latency.p99),
          notes.join('; '),
        ]);
      }
      console.log('');
      printTable(['call', 'who', 'orders placed', 'req/s', 'p50', 'p99', ''], rows, [2, 3, 4, 5]);
      // What the check itself costs, without the queue the load builds: previews one at a time.
      for (const [what, email] of [
        ['without a company', soloBuyers[0]],
        ['a member (rules, limits and spend over the month’s orders)', members[0]],
      ] as const) {
        const [account] = await accountsOf([email]);
        const samples: number[] = [];
        for (let i = 0; i < SEQUENTIAL_PREVIEWS; i++) {
          const started = performance.now();
          const response = await fetch(`${url}/v1/orders/preview`, {
            method: 'POST',
            headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
            body: account.body,
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`preview answered ${response.status}`);
          samples.push(performance.now() - started);
        }
        samples.sort((a, b) => a - b);
        console.log(
          `  POST /v1/orders/preview ${what}, ${SEQUENTIAL_PREVIEWS} one at a time: p50 ${formatMs(percentile(samples, 0.5))}, p99 ${formatMs(percentile(samples, 0.99))}`,
        );
      }
      console.log(`  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}
