/**
 * Page loads on a mid-range phone over a mobile network, measured in Chromium: Largest Contentful Paint,
 * the JavaScript a first visit loads, what the HTML costs on the wire, and what a repeat visit costs.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { formatKB, formatMs, heading, printTable } from './format';
import { watchNetwork } from './network-quiet';
import { WEB_BUDGETS } from './web-budgets';

/** The phone profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower than this machine's. */
export const PHONE_PROFILE = {
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
};

/** Loads per page; the median is the figure, since one load on a shared machine can be unlucky. */
const RUNS = 3;

interface LoadFigures {
  lcpMs?: number;
  lcpElement?: string;
  htmlStatus?: number;
  htmlNetworkStatus?: number;
  htmlEncoding?: string;
  htmlWireBytes?: number;
  scriptGzipBytes: number;
  scriptFiles: number;
  wireBytes: number;
}

declare global {
  interface Window {
    __lcpEntries?: Array<{ startTime: number; element: string }>;
  }
}

/** Records every LCP candidate with a short description of its element, from the first byte of the page on. */
function observeLcp() {
  window.__lcpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null; url?: string }>) {
      const element = entry.element;
      const text = element?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element
        ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
        : 'removed element';
      window.__lcpEntries!.push({ startTime: entry.startTime, element: entry.url ? `${name} (image)` : text ? `${name} “${text}”` : name });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One visit of `url` in `context` on the phone profile; the context's cache decides first or repeat visit. */
async function visit(context: BrowserContext, url: string): Promise<LoadFigures> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: PHONE_PROFILE.downloadBitsPerSecond / 8,
    uploadThroughput: PHONE_PROFILE.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });

  const figures: LoadFigures = { scriptGzipBytes: 0, scriptFiles: 0, wireBytes: 0 };
  let documentRequest: string | undefined;
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Document') documentRequest ??= requestId;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (requestId !== documentRequest) return;
    figures.htmlStatus = response.status;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    figures.htmlEncoding = headers['content-encoding'] ?? 'none';
  });
  // The status as it came over the network: a revalidated page shows 304 here, 200 to the page.
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    if (requestId === documentRequest) figures.htmlNetworkStatus = statusCode;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    figures.wireBytes += encodedDataLength;
    if (requestId === documentRequest) figures.htmlWireBytes = encodedDataLength;
  });
  const scripts: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .body()
        .then((body) => {
          figures.scriptFiles += 1;
          figures.scriptGzipBytes += gzipSync(body, { level: 9 }).length;
        })
        .catch(() => undefined),
    );
  });
  await page.addInitScript(observeLcp);

  const network = watchNetwork(page);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // A throttled CPU can take a while between a script's arrival and the requests it makes.
  await network.quiet({ quietMs: 2_000, timeoutMs: 30_000 });
  await Promise.all(scripts);
  const entries = (await page.evaluate(() => window.__lcpEntries ?? [])) as NonNullable<Window['__lcpEntries']>;
  const last = entries.at(-1);
  figures.lcpMs = last?.startTime;
  figures.lcpElement = last?.element;
  await page.close();
  return figures;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function firstPublishedProduct(appUrl: string): Promise<string | undefined> {
  const response = await fetch(new URL('/v1/public/products?limit=1&sort=newest', appUrl));
  const body = (await response.json()) as { data?: Array<{ id: string }> };
  return body.data?.[0]?.id;
}

/**
 * The entry pages on the phone profile, signed out: each loaded RUNS times in a fresh browser profile
 * (a first visit), then once more in the last one (a repeat visit, whose HTML should cost one 304).
 */
export async function pageLoadFigures(appUrl: string) {
  const productId = await firstPublishedProduct(appUrl);
  const pages = ['/seller', '/home', '/login', '/Public-dashboard', productId ? `/PublicProductDetails/${productId}` : undefined].filter(
    (page): page is string => page !== undefined,
  );
  heading(
    `Page loads on a phone: ${PHONE_PROFILE.latencyMs} ms round trip, ${PHONE_PROFILE.downloadBitsPerSecond / 1e6} Mbit/s down, ${PHONE_PROFILE.cpuSlowdown}× CPU slowdown, ` +
      `${PHONE_PROFILE.viewport.width}×${PHONE_PROFILE.viewport.height} (median of ${RUNS} first visits; a shared machine makes single loads noisy)`,
  );
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    console.log(`  No Chromium at ${executablePath}: page loads not measured.`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const browser: Browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const rows: string[][] = [];
  const details: string[] = [];
  try {
    for (const pagePath of pages) {
      process.stdout.write(`  loading ${pagePath}…\n`);
      const url = new URL(pagePath, appUrl).href;
      const runs: LoadFigures[] = [];
      let repeat: LoadFigures | undefined;
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({
          viewport: PHONE_PROFILE.viewport,
          deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor,
          isMobile: true,
          hasTouch: true,
        });
        try {
          runs.push(await visit(context, url));
          if (run === RUNS - 1) repeat = await visit(context, url);
        } finally {
          await context.close();
        }
      }
      const lcps = runs.map((run) => run.lcpMs).filter((value): value is number => value !== undefined);
      const lcp = lcps.length ? median(lcps) : undefined;
      const first = runs[0];
      const jsBudget = WEB_BUDGETS.firstLoadJsKB[pagePath];
      const jsKB = median(runs.map((run) => run.scriptGzipBytes)) / 1024;
      const name = pagePath.startsWith('/PublicProductDetails/') ? '/PublicProductDetails/:id' : pagePath;
      rows.push([
        name,
        lcp === undefined ? '—' : formatMs(Math.round(lcp)),
        lcps.map((value) => Math.round(value)).join(', '),
        lcp === undefined ? '' : lcp <= WEB_BUDGETS.lcpMs ? 'within' : 'OVER',
        `${formatKB(jsKB * 1024)}${jsBudget ? ` / ${jsBudget} KB ${jsKB <= jsBudget ? 'within' : 'OVER'}` : ''}`,
        `${first.htmlWireBytes === undefined ? '—' : formatKB(first.htmlWireBytes)} ${first.htmlEncoding ?? ''}`,
        formatKB(median(runs.map((run) => run.wireBytes))),
        repeat ? `HTML ${repeat.htmlNetworkStatus ?? repeat.htmlStatus}, ${formatKB(repeat.wireBytes)} in all` : '—',
      ]);
      details.push(`  ${name}: LCP element ${runs.map((run) => run.lcpElement ?? 'none').find(Boolean)}`);
    }
  } finally {
    await browser.close();
  }
  console.log('');
  printTable(
    ['page', 'LCP', 'runs (ms)', `≤ ${WEB_BUDGETS.lcpMs} ms`, 'JS gzip -9 / budget', 'HTML on the wire', 'all on the wire', 'repeat visit'],
    rows,
    [1],
  );
  console.log('');
  for (const line of details) console.log(line);
}
