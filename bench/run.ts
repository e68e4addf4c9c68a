/**
 * `npm run bench`: figures from one run on one machine. Throughput is compared with a bare Fastify
 * hello-world measured in the same run, so a faster or slower machine does not move the ratios.
 * Budgets (docs: DESIGN.md "Budgets") are printed next to the figures; nothing here passes or fails.
 *
 * Each benchmark is a section: add a function to `sections` to measure something new.
 */
import { ensureWebBuild, entryScripts, scriptsLoadedInBrowser, type ScriptFile, type WebBuild } from './lib/bundle';
import { formatKB, formatMs, formatNumber, heading, printTable } from './lib/format';
import { measureLoad, type LoadResult } from './lib/load';
import { startServer, type RunningServer } from './lib/servers';

const LOAD = { connections: 10, duration: 5, warmup: 1 };
const HEALTH_BUDGET_RATIO = 0.6;
const LOGIN_JS_BUDGET_KB = 150;
const DEMO_SELLER = { email: 'seller@demo.test', password: 'Demo1234!' };

interface Context {
  bare: RunningServer;
  app: RunningServer;
  web: WebBuild;
}

async function logIn(appUrl: string): Promise<string> {
  const response = await fetch(new URL('/v1/auth/login', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SELLER),
  });
  const body = (await response.json()) as { data?: { token?: string }; message?: string };
  if (!response.ok || !body.data?.token) throw new Error(`sign-in as ${DEMO_SELLER.email} failed: ${response.status} ${body.message ?? ''}`);
  return body.data.token;
}

async function httpThroughput({ bare, app }: Context) {
  heading(`HTTP: ${LOAD.connections} connections, ${LOAD.duration} s per target after a ${LOAD.warmup} s warm-up (database: ${app.database})`);
  const targets: Array<{ name: string; url: string; headers?: Record<string, string> }> = [
    { name: 'bare Fastify GET /', url: bare.url },
    { name: 'GET /v1/health', url: `${app.url}/v1/health` },
  ];
  // On a DATABASE_URL that already held data the demo seller may not exist; measure the rest anyway.
  try {
    const token = await logIn(app.url);
    targets.push({ name: 'GET /v1/seller/get-status (signed in)', url: `${app.url}/v1/seller/get-status`, headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    console.log(`  signed-in target left out: ${error instanceof Error ? error.message : String(error)}`);
  }
  const results: LoadResult[] = [];
  for (const target of targets) {
    process.stdout.write(`  measuring ${target.name}…\n`);
    results.push(await measureLoad({ url: target.url, headers: target.headers, ...LOAD }));
  }
  const baseline = results[0].requestsPerSecond;
  const rows = targets.map((target, index) => {
    const result = results[index];
    const ratio = result.requestsPerSecond / baseline;
    const notes: string[] = [];
    if (target.name === 'GET /v1/health') notes.push(`budget ≥ ${HEALTH_BUDGET_RATIO}: ${ratio >= HEALTH_BUDGET_RATIO ? 'within' : 'BELOW'}`);
    if (result.non2xx || result.errors) notes.push(`${result.non2xx} non-2xx, ${result.errors} errors: figure suspect`);
    return [
      target.name,
      formatNumber(result.requestsPerSecond),
      formatMs(result.p50Ms),
      formatMs(result.p99Ms),
      index === 0 ? '1.00' : formatNumber(ratio, 2),
      notes.join('; '),
    ];
  });
  console.log('');
  printTable(['target', 'req/s', 'p50', 'p99', 'vs bare', ''], rows, [1, 2, 3, 4]);
}

function printFiles(files: ScriptFile[]) {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  printTable(
    ['file', 'raw', 'gzip -9'],
    sorted.map((file) => [file.path, formatKB(file.bytes), formatKB(file.gzipBytes)]),
    [1, 2],
  );
}

const sum = (files: ScriptFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

async function loginJavaScript({ app, web }: Context) {
  heading('JavaScript that /login loads (gzip level 9, 1 KB = 1,024 bytes)');
  if (!web.built) {
    console.log(`  web app not built: ${web.note}`);
    return;
  }
  console.log(`  web app: ${web.note}`);
  const fromHtml = await entryScripts(app.url, '/login');
  console.log(`\n  Entry scripts and modulepreloads named in /login's HTML: ${fromHtml.length} files`);
  printFiles(fromHtml);
  console.log(`\n  total ${formatKB(sum(fromHtml))} gzipped   (budget for /login: ${LOGIN_JS_BUDGET_KB} KB)`);

  // The route screens are lazy, so the HTML alone leaves out the chunks of the page itself.
  const inBrowser = await scriptsLoadedInBrowser(app.url, '/login');
  if (!inBrowser) {
    console.log('\n  (No Chromium here: the lazily loaded route chunks are not counted.)');
    return;
  }
  const named = new Set(fromHtml.map((file) => file.path));
  const lazy = inBrowser.filter((file) => !named.has(file.path));
  console.log(`\n  Loaded in Chromium until the network is idle: ${inBrowser.length} files, of which ${lazy.length} loaded lazily`);
  if (lazy.length) printFiles(lazy);
  console.log(`\n  total ${formatKB(sum(inBrowser))} gzipped   (budget for /login: ${LOGIN_JS_BUDGET_KB} KB)`);
}

const sections: Array<(context: Context) => Promise<void>> = [httpThroughput, loginJavaScript];

async function main() {
  const started = Date.now();
  // Before the app starts: it serves the web app only if dist/ exists at start-up.
  const web = ensureWebBuild();
  const bare = await startServer('bare');
  let app: RunningServer | undefined;
  let failed = false;
  try {
    app = await startServer('app');
    console.log(`bare Fastify at ${bare.url}, app at ${app.url} (${app.database}); Node ${process.version}`);
    for (const section of sections) {
      try {
        await section({ bare, app, web });
      } catch (error) {
        failed = true;
        console.error(`\n  section failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await Promise.all([bare.close(), app?.close()]);
  }
  console.log(`\nBenchmark finished in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
