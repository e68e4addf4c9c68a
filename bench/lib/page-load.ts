/**
 * Page loads on a mid-range phone over a mobile network, measured in Chromium: Largest Contentful Paint,
 * the JavaScript a first visit loads, what the HTML costs on the wire, and what a repeat visit costs.
 */
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { formatKB, formatMs, heading, printTable } from './format';
import { watchNetwork } from './network-quiet';
import type { PhotoCatalogue } from './photo-catalogue';
import { IMAGE_GOALS, WEB_BUDGETS } from './web-budgets';

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
  /** Images on the wire (encoded bytes). */
  imageBytes: number;
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

  const figures: LoadFigures = { scriptGzipBytes: 0, scriptFiles: 0, wireBytes: 0, imageBytes: 0 };
  let documentRequest: string | undefined;
  const imageRequests = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
    if (type === 'Document') documentRequest ??= requestId;
    if (type === 'Image') imageRequests.add(requestId);
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
    if (imageRequests.has(requestId)) figures.imageBytes += encodedDataLength;
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
export async function pageLoadFigures(appUrl: string, photos?: PhotoCatalogue) {
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
  const measured = new Map<string, { lcp?: number; images: number }>();
  let catalogueImages: Array<{ view: string; bytes: number; count: number }>;
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
      const name = pagePath.startsWith('/PublicProductDetails/') ? '/PublicProductDetails/:id' : pagePath;
      const jsBudget = WEB_BUDGETS.firstLoadJsKB[name];
      const jsKB = median(runs.map((run) => run.scriptGzipBytes)) / 1024;
      measured.set(name, { lcp, images: median(runs.map((run) => run.imageBytes)) });
      rows.push([
        name,
        lcp === undefined ? '—' : formatMs(Math.round(lcp)),
        lcps.map((value) => Math.round(value)).join(', '),
        lcp === undefined ? '' : lcp <= WEB_BUDGETS.lcpMs ? 'within' : 'OVER',
        `${formatKB(jsKB * 1024)}${jsBudget ? ` / ${jsBudget} KB ${jsKB <= jsBudget ? 'within' : 'OVER'}` : ''}`,
        `${first.htmlWireBytes === undefined ? '—' : formatKB(first.htmlWireBytes)} ${first.htmlEncoding ?? ''}`,
        formatKB(median(runs.map((run) => run.wireBytes))),
        formatKB(median(runs.map((run) => run.imageBytes))),
        repeat ? `HTML ${repeat.htmlNetworkStatus ?? repeat.htmlStatus}, ${formatKB(repeat.wireBytes)} in all` : '—',
      ]);
      details.push(`  ${name}: LCP element ${runs.map((run) => run.lcpElement ?? 'none').find(Boolean)}`);
    }
    catalogueImages = await catalogueImageBytes(browser, new URL('/Public-dashboard', appUrl).href);
  } finally {
    await browser.close();
  }
  console.log('');
  printTable(
    ['page', 'LCP', 'runs (ms)', `≤ ${WEB_BUDGETS.lcpMs} ms`, 'JS gzip -9 / budget', 'HTML on the wire', 'all on the wire', 'images', 'repeat visit'],
    rows,
    [1],
  );
  console.log('');
  for (const line of details) console.log(line);
  printImageGoals(measured, catalogueImages, photos);
}

/**
 * The images a catalogue page of 24 cards moves once every card has been seen: scrolled to the end on
 * the phone profile (DPR 3) and on a 1280 px desktop (DPR 1), unthrottled, in fresh browser profiles.
 */
async function catalogueImageBytes(browser: Browser, url: string): Promise<Array<{ view: string; bytes: number; count: number }>> {
  const views = [
    {
      view: `phone ${PHONE_PROFILE.viewport.width} px, DPR ${PHONE_PROFILE.deviceScaleFactor}`,
      viewport: PHONE_PROFILE.viewport,
      scale: PHONE_PROFILE.deviceScaleFactor,
      mobile: true,
    },
    { view: 'desktop 1280 px, DPR 1', viewport: { width: 1280, height: 800 }, scale: 1, mobile: false },
  ];
  const results = [];
  for (const { view, viewport, scale, mobile } of views) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: scale, isMobile: mobile, hasTouch: mobile });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const images = new Set<string>();
      let bytes = 0;
      cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
        if (type === 'Image') images.add(requestId);
      });
      cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        if (images.has(requestId)) bytes += encodedDataLength;
      });
      const network = watchNetwork(page);
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // Every card in view once, as a buyer scrolling the page sees them.
      for (let step = 0; step < 40; step += 1) {
        const done = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight / 2);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await page.waitForTimeout(150);
        if (done) break;
      }
      await network.quiet({ quietMs: 1_500, timeoutMs: 30_000 });
      const count = await page.evaluate(() => document.querySelectorAll('.catalogue-card-image img').length);
      results.push({ view, bytes, count });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The goals of issue 27, each beside its measurement. */
function printImageGoals(
  measured: Map<string, { lcp?: number; images: number }>,
  catalogue: Array<{ view: string; bytes: number; count: number }>,
  photos?: PhotoCatalogue,
) {
  const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
  const product = measured.get('/PublicProductDetails/:id');
  const dashboard = measured.get('/Public-dashboard');
  const photo = photos ? `${(photos.photoBytes / 1024 / 1024).toFixed(1)} MB ${photos.photoWidth}×${photos.photoHeight} JPEG` : 'no photo uploaded';
  const rows: string[][] = [
    [
      `product page, original photo ${photo}: LCP on the phone`,
      product?.lcp === undefined ? '—' : formatMs(Math.round(product.lcp)),
      `≤ ${formatMs(IMAGE_GOALS.productLcpMs)}`,
      product?.lcp === undefined ? '' : verdict(product.lcp <= IMAGE_GOALS.productLcpMs),
    ],
    [
      '/Public-dashboard with images: LCP on the phone',
      dashboard?.lcp === undefined ? '—' : formatMs(Math.round(dashboard.lcp)),
      `≤ ${formatMs(IMAGE_GOALS.catalogueLcpMs)}`,
      dashboard?.lcp === undefined ? '' : verdict(dashboard.lcp <= IMAGE_GOALS.catalogueLcpMs),
    ],
    ...catalogue.map(({ view, bytes, count }) => [
      `catalogue page of ${count} cards, images once all seen (${view})`,
      formatKB(bytes),
      `≤ ${IMAGE_GOALS.catalogueImagesKB} KB`,
      verdict(bytes / 1024 <= IMAGE_GOALS.catalogueImagesKB),
    ]),
  ];
  if (dashboard) rows.push(['/Public-dashboard first load on the phone: images on the wire', formatKB(dashboard.images), '', '']);
  if (product) rows.push(['product page first load on the phone: images on the wire', formatKB(product.images), '', '']);
  console.log('');
  printTable(['goal (product images, issue 27)', 'measured', 'goal', ''], rows, [1]);
  if (photos) console.log(`  ${photos.productIds.length} listings with that photo uploaded and resized in ${photos.uploadSeconds.toFixed(1)} s`);
}
