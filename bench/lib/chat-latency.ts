/**
 * Chat delivery: 200 open event streams (100 conversations of two users), messages sent through
 * POST /v1/conversations/:id/messages, and the time from starting each send to its message.created
 * arriving at the other party's stream. On one API process, and scaled out: two API processes on one
 * PostgreSQL database, each party on its own process, so every message crosses from one to the other.
 */
import os from 'node:os';
import type { MessageCreatedEvent } from '../../src/contract/chat';
import { readServerSentEvents } from '../../src/contract/sse';
import { startChild, type Child } from './child';
import type { ChatBenchReady, ChatTrace } from './chat-server';
import { formatMs, formatNumber, heading, printTable } from './format';
import { percentile } from './load';
import { createScratchDatabase } from './scratch-database';

const PAIRS = 100;
/** Warm-up sends in flight at once. */
const IN_FLIGHT = 10;
/** [rounds over every conversation, sends in flight]: 6 messages per conversation in all, alternating sides, so 3 per user (far below the send limit). */
const PHASES: ReadonlyArray<readonly [number, number]> = [
  [2, 1],
  [3, 10],
];
const P99_BUDGET_MS = 100;

const wallClock = () => performance.timeOrigin + performance.now();

/** One send on the wall clock: its start, its transaction's start (the message's created_at, to the millisecond) and its arrival. */
interface Timeline {
  sent: number;
  began?: number;
  arrived?: number;
  from: string;
  to: string;
}

/** A user and the API process that user streams from and sends through. */
interface Party {
  id: string;
  token: string;
  url: string;
}

interface Job {
  conversationId: string;
  from: Party;
  to: Party;
  clientId: string;
}

export async function measureChatLatency(): Promise<void> {
  heading(`Chat delivery: ${PAIRS * 2} open event streams (${PAIRS} conversations of 2 users), send → message.created at the other party`);
  const server = await startChild<ChatBenchReady>('chat-server.ts', [String(PAIRS)]);
  try {
    await measureDelivery(server.ready, server.ready.url, server.ready.database, [server]);
  } finally {
    await server.close();
  }
}

/**
 * Two API processes on one scratch PostgreSQL database: buyers stream from and send through the first,
 * sellers the second, so a message reaches the other party only through PostgreSQL's NOTIFY.
 */
export async function measureChatScaleOut(): Promise<void> {
  heading(
    `Chat delivery across two API processes on one PostgreSQL: ${PAIRS * 2} open event streams, ${PAIRS} on each, every message sent on one and read on the other`,
  );
  const database = await createScratchDatabase('mp_bench_chat');
  try {
    const first = await startChild<ChatBenchReady>('chat-server.ts', [String(PAIRS)], { env: { DATABASE_URL: database.url } });
    try {
      // The second process serves the same database: no users of its own.
      const second = await startChild<ChatBenchReady>('chat-server.ts', ['0'], { env: { DATABASE_URL: database.url } });
      try {
        await measureDelivery(first.ready, second.ready.url, `2 processes, ${database.server}`, [first, second]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  } finally {
    await database.drop();
  }
}

/**
 * Buyers on the URL of `setup`, sellers on `sellerUrl` (the same URL for one process). `servers` are the
 * API processes, buyers' first: their traces split the busiest phase's delivery into its steps.
 */
async function measureDelivery(setup: ChatBenchReady, sellerUrl: string, database: string, servers: Array<Child<ChatBenchReady>>): Promise<void> {
  const controllers: AbortController[] = [];
  try {
    const pairs = setup.pairs.map((pair) => ({
      conversationId: pair.conversationId,
      buyer: { ...pair.buyer, url: setup.url },
      seller: { ...pair.seller, url: sellerUrl },
    }));
    // client_id → when its send started and the user whose stream should receive it; resolved on arrival.
    const pending = new Map<string, { started: number; to: string; arrived(ms: number): void }>();
    // client_id → wall-clock times of the send's start and of the arrival, to line up with the servers' traces.
    const timeline = new Map<string, Timeline>();
    const known = new Set<string>();
    let unexpected = 0;

    const open = async (user: Party) => {
      const controller = new AbortController();
      controllers.push(controller);
      const response = await fetch(`${user.url}/v1/events`, { headers: { authorization: `Bearer ${user.token}` }, signal: controller.signal });
      if (response.status !== 200 || !response.body) throw new Error(`event stream refused: ${response.status}`);
      let ready: () => void = () => undefined;
      const opened = new Promise<void>((resolve) => (ready = resolve));
      void readServerSentEvents(response.body, ({ event, data }) => {
        if (event === 'ready') return ready();
        if (event !== 'message.created') return;
        const { message } = JSON.parse(data) as MessageCreatedEvent;
        if (!known.has(message.client_id)) return void (unexpected += 1);
        const sent = pending.get(message.client_id);
        // The sender's own tabs hear of it too; only the other party's arrival is timed.
        if (!sent || sent.to !== user.id) return;
        pending.delete(message.client_id);
        const entry = timeline.get(message.client_id);
        if (entry) {
          entry.arrived = wallClock();
          entry.began = Date.parse(message.created_at);
        }
        sent.arrived(performance.now() - sent.started);
      }).catch(() => undefined);
      await opened;
    };
    for (const pair of pairs) await Promise.all([open(pair.buyer), open(pair.seller)]);

    let round = 0;
    const jobsFor = (rounds: number): Job[] => {
      const jobs: Job[] = [];
      for (let r = 0; r < rounds; r += 1, round += 1) {
        for (const [p, pair] of pairs.entries()) {
          const buyerSends = round % 2 === 0;
          jobs.push({
            conversationId: pair.conversationId,
            from: buyerSends ? pair.buyer : pair.seller,
            to: buyerSends ? pair.seller : pair.buyer,
            clientId: `bench-${p}-${round}`,
          });
        }
      }
      for (const job of jobs) known.add(job.clientId);
      return jobs;
    };

    /** Sends `jobs`, `inFlight` at a time; each worker's next send waits for the previous one's delivery. */
    const run = async (jobs: Job[], inFlight: number) => {
      const latencies: number[] = [];
      const responseTimes: number[] = [];
      let failures = 0;
      let lost = 0;
      let next = 0;
      const started = performance.now();
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++];
          const arrived = new Promise<number | undefined>((resolve) => {
            const timer = setTimeout(() => resolve(undefined), 10_000);
            pending.set(job.clientId, {
              started: performance.now(),
              to: job.to.id,
              arrived: (ms) => {
                clearTimeout(timer);
                resolve(ms);
              },
            });
          });
          const sentAt = performance.now();
          timeline.set(job.clientId, { sent: wallClock(), from: job.from.url, to: job.to.url });
          const response = await fetch(`${job.from.url}/v1/conversations/${job.conversationId}/messages`, {
            method: 'POST',
            headers: { authorization: `Bearer ${job.from.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ client_id: job.clientId, body: `Bench message ${job.clientId}` }),
          });
          await response.arrayBuffer();
          responseTimes.push(performance.now() - sentAt);
          if (response.status !== 201) failures += 1;
          const ms = await arrived;
          if (ms === undefined) lost += 1;
          else latencies.push(ms);
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      const seconds = (performance.now() - started) / 1000;
      const sorted = latencies.sort((a, b) => a - b);
      const p99 = percentile(sorted, 0.99);
      const notes = [`budget p99 ≤ ${P99_BUDGET_MS} ms: ${p99 <= P99_BUDGET_MS ? 'within' : 'ABOVE'}`];
      if (failures) notes.push(`${failures} sends failed`);
      if (lost) notes.push(`${lost} never arrived`);
      const ms = (value: number) => formatMs(Math.round(value * 10) / 10);
      const responses = responseTimes.sort((a, b) => a - b);
      return [
        database,
        formatNumber(sorted.length),
        String(inFlight),
        formatNumber(Math.round(sorted.length / seconds)),
        ms(percentile(responses, 0.5)),
        ms(percentile(sorted, 0.5)),
        ms(p99),
        ms(sorted[sorted.length - 1] ?? 0),
        notes.join('; '),
      ];
    };

    // Warm-up (JIT, caches, first notifications) not measured, then one message at a time (the latency
    // itself) and several at once (with queueing: PGlite runs one query at a time).
    await run(jobsFor(1), IN_FLIGHT);
    const rows = [];
    let lastJobs: Job[] = [];
    for (const [rounds, inFlight] of PHASES) {
      lastJobs = jobsFor(rounds);
      rows.push(await run(lastJobs, inFlight));
    }
    printTable(['database', 'messages', 'in flight', 'msg/s', 'POST p50', 'delivery p50', 'delivery p99', 'max', ''], rows, [1, 2, 3, 4, 5, 6, 7]);
    console.log(
      `  delivery: from starting the POST to message.created at the other party's stream; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
    );
    if (unexpected) console.log(`  ${unexpected} events for messages nobody sent: figure suspect`);
    await printSteps(lastJobs, timeline, servers, [setup.url, sellerUrl]);
  } finally {
    for (const controller of controllers) controller.abort();
  }
}

/**
 * Where the busiest phase's delivery goes, message by message: from the POST's start until the sending
 * process begins the transaction (request, auth, validation), until it reads the NOTIFY of its own commit
 * (the transaction's statements, the commit and PostgreSQL's delivery), until the receiving process reads it, that process's dispatch (parse, fan-out, writes), and
 * from its write until the client read it. Clocks: the wall clock of each process on one machine.
 */
async function printSteps(jobs: Job[], timeline: Map<string, Timeline>, servers: Array<Child<ChatBenchReady>>, urls: string[]): Promise<void> {
  const traces = await Promise.all(servers.map((server) => server.ask<ChatTrace>('trace')));
  // One process serves both URLs when they are the same.
  const traceOf = (url: string) => traces[servers.length === 1 ? 0 : urls.indexOf(url)];
  const steps: Record<string, number[]> = {
    toTransaction: [],
    transaction: [],
    toSender: [],
    toReceiver: [],
    receiverLater: [],
    dispatch: [],
    toClient: [],
    total: [],
  };
  for (const job of jobs) {
    const entry = timeline.get(job.clientId);
    const atSender = entry && traceOf(entry.from)?.[job.clientId];
    const atReceiver = entry && traceOf(entry.to)?.[job.clientId];
    if (!entry?.arrived || entry.began === undefined || !atSender || !atReceiver) continue;
    steps.toTransaction.push(entry.began - entry.sent);
    steps.transaction.push(atSender.read - entry.began);
    steps.toSender.push(atSender.read - entry.sent);
    steps.toReceiver.push(atReceiver.read - entry.sent);
    steps.receiverLater.push(atReceiver.read - atSender.read);
    steps.dispatch.push(atReceiver.written - atReceiver.read);
    steps.toClient.push(entry.arrived - atReceiver.written);
    steps.total.push(entry.arrived - entry.sent);
  }
  const ms = (value: number) => formatMs(Math.round(value * 10) / 10);
  const row = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [label, ms(percentile(sorted, 0.5)), ms(percentile(sorted, 0.99)), ms(sorted[sorted.length - 1] ?? 0)];
  };
  console.log(`  where the time goes, ${formatNumber(steps.total.length)} messages of the last phase (from the POST's start):`);
  printTable(
    ['step', 'p50', 'p99', 'max'],
    [
      row('the sending process begins the transaction', steps.toTransaction),
      row('  then reads the NOTIFY of its commit', steps.transaction),
      row('the sending process reads the NOTIFY of its commit', steps.toSender),
      row('the receiving process reads it', steps.toReceiver),
      row('  receiving process later than the sending one', steps.receiverLater),
      row('  its dispatch: parse, fan-out, write to the stream', steps.dispatch),
      row('  from that write to the client reading it', steps.toClient),
      row('delivery', steps.total),
    ],
    [1, 2, 3],
  );
}
