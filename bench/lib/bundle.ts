import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { watchNetwork } from './network-quiet';
import { repoRoot } from './servers';

export type WebBuild = { built: true; note: string } | { built: false; note: string };

/** What the built app depends on; the same rule as scripts/start.mjs. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/web-build', 'package-lock.json'];

function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

/**
 * Makes sure dist/ holds a build of the current sources: reuses it when it is newer than every input,
 * otherwise runs `vite build`. Never throws: a web app that does not build yet is reported, not fatal.
 */
export function ensureWebBuild(): WebBuild {
  const builtIndex = path.join(repoRoot, 'dist', 'index.html');
  if (!fs.existsSync(path.join(repoRoot, 'index.html'))) return { built: false, note: 'no index.html in the repository' };
  const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
  // A build by an older version lacks the precompressed copies (scripts/web-build).
  const stale = !fs.existsSync(`${builtIndex}.br`) || BUILD_INPUTS.some((input) => newestMtime(path.join(repoRoot, input)) > builtAt);
  if (!stale) return { built: true, note: 'reused dist/, newer than the sources' };

  console.log(builtAt ? 'dist/ is older than the sources: running vite build…' : 'dist/ is missing: running vite build…');
  // Always a production bundle: Vite would build React's development version under NODE_ENV=development.
  const { NODE_ENV: _serverEnv, ...env } = process.env;
  const started = Date.now();
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) return { built: false, note: `vite build failed (exit code ${build.status})` };
  return { built: true, note: `built now in ${((Date.now() - started) / 1000).toFixed(1)} s` };
}

export interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The attributes of every <script> and <link> tag in an HTML document. */
function tags(html: string): Array<{ tag: string; attributes: Record<string, string> }> {
  const found = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[2].matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attributes[attribute[1].toLowerCase()] = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
    }
    found.push({ tag: match[1].toLowerCase(), attributes });
  }
  return found;
}

/**
 * The JavaScript a page's HTML asks for before anything runs: its module entry scripts and the
 * chunks it preloads, each fetched from the server and gzipped at level 9.
 */
export async function entryScripts(baseUrl: string, pagePath: string): Promise<ScriptFile[]> {
  const pageUrl = new URL(pagePath, baseUrl);
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  const html = await response.text();
  const urls = new Set<string>();
  for (const { tag, attributes } of tags(html)) {
    if (tag === 'script' && attributes.type === 'module' && attributes.src) urls.add(new URL(attributes.src, pageUrl).href);
    if (tag === 'link' && attributes.rel === 'modulepreload' && attributes.href) urls.add(new URL(attributes.href, pageUrl).href);
  }
  const files: ScriptFile[] = [];
  for (const url of urls) {
    const script = await fetch(url);
    if (!script.ok) throw new Error(`GET ${new URL(url).pathname} answered ${script.status}`);
    const body = Buffer.from(await script.arrayBuffer());
    files.push({ path: new URL(url).pathname, bytes: body.length, gzipBytes: gzipSize(body) });
  }
  return files;
}

/**
 * Every script Chromium actually loads for a page until the network is quiet, lazy route chunks
 * included. `localStorage` is written before the page's own scripts run (a signed-in session, say).
 * Undefined when no Chromium is installed.
 */
export async function scriptsLoadedInBrowser(baseUrl: string, pagePath: string, localStorage: Record<string, string> = {}): Promise<ScriptFile[] | undefined> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) return undefined;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, localStorage);
    const pending: Array<Promise<ScriptFile | undefined>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ path: new URL(response.url()).pathname, bytes: body.length, gzipBytes: gzipSize(body) }))
          .catch(() => undefined),
      );
    });
    // Signed in, the page keeps its live event stream open: quiet apart from that, not 'networkidle'.
    const network = watchNetwork(page);
    await page.goto(new URL(pagePath, baseUrl).href, { waitUntil: 'load' });
    await network.quiet();
    const files = (await Promise.all(pending)).filter((file): file is ScriptFile => file !== undefined);
    return [...new Map(files.map((file) => [file.path, file])).values()];
  } finally {
    await browser.close();
  }
}
