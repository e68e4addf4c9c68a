import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../server/plugins/compression';
import { PERMISSIONS_POLICY } from '../../server/plugins/security';
import { createTestApp, envelope, signUp } from './helpers';

// A stand-in build of the web app: an index page and one hashed asset, each with the brotli and gzip
// copies the build writes beside them.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
const INDEX_HTML = `<!doctype html><html><head><title>Marketplace</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET_JS = `console.log(${JSON.stringify('x'.repeat(2000))});`;
for (const [name, body] of [
  ['index.html', INDEX_HTML],
  [path.join('assets', 'index-abc123.js'), ASSET_JS],
]) {
  const file = path.join(distDir, name);
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, gzipSync(body));
}

// And what the build leaves for server rendering (scripts/web-build/prerender.ts), in miniature: a page
// rendered at build time, one rendered per request with an answer of the API, and one whose rendering fails.
const PRERENDERED_HTML = `<!doctype html><title>Seller</title><div id="root" data-ssr><h1>Prerendered seller page</h1></div>${'<!-- padding -->'.repeat(100)}`;
fs.mkdirSync(path.join(distDir, 'prerendered'));
for (const [name, body] of [['seller.html', PRERENDERED_HTML]]) {
  const file = path.join(distDir, 'prerendered', name);
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, gzipSync(body));
}
fs.mkdirSync(path.join(distDir, '.vite'));
fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
fs.mkdirSync(path.join(distDir, '.ssr'));
fs.writeFileSync(
  path.join(distDir, '.ssr', 'routes.json'),
  JSON.stringify([
    { path: '/seller', prerender: true, head: '' },
    { path: '/Public-dashboard', prerender: false, head: '<link rel="modulepreload" href="/assets/catalogue.js">' },
    { path: '/broken', prerender: false, head: '' },
  ]),
);
fs.writeFileSync(
  path.join(distDir, '.ssr', 'render.js'),
  `export async function renderPage(url, api) {
    if (url.startsWith('/broken')) throw new Error('rendering failed');
    const health = await (await api('http://localhost/v1/health')).json();
    // Only the stable part of the answer: its latency and uptime change between two renders, and so would the page's ETag.
    return { body: '<h1>Rendered ' + url + '</h1>' + '<p>catalogue</p>'.repeat(200), answers: { health: { success: true, data: { status: health.data.status }, note: '</script><!--' } } };
  }`,
);

const t = await createTestApp({ webDistDir: distDir });
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

/** The body as the client would read it after undoing the content encoding. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

const ENCODINGS = [
  { accept: 'gzip, deflate, br', expected: 'br' },
  { accept: 'gzip', expected: 'gzip' },
  { accept: 'br;q=0.5, gzip;q=0.8', expected: 'gzip' },
  { accept: 'identity', expected: undefined },
  { accept: undefined, expected: undefined },
] as const;

describe('serving the web app', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/', '/login', '/signup', '/seller/activate/abc', '/ProductListingForm/view/42']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('turns off the browser features the app does not use, on every kind of page and on the API', async () => {
    // The app shell, a page rendered at build time, one rendered per request, and the one sent when rendering fails.
    for (const url of ['/login', '/seller', '/Public-dashboard', '/broken', '/v1/health']) {
      const response = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      const policy = String(response.headers['permissions-policy']);
      expect(policy, url).toBe(PERMISSIONS_POLICY);
      for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'browsing-topics=()'])
        expect(policy.split(', '), url).toContain(off);
      // Copy buttons (antd's copyable texts) keep the clipboard, for this origin only.
      expect(policy.split(', ')).toContain('clipboard-write=(self)');
    }
    // Structured-field syntax a browser accepts: `feature=(allowlist)` items separated by commas.
    for (const item of PERMISSIONS_POLICY.split(', ')) expect(item).toMatch(/^[a-z-]+=\((self)?\)$/);
  });

  it('gives the page load its XSRF cookie', async () => {
    const response = await t.request({ method: 'GET', url: '/login' });
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, never with the HTML page', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/index-gone999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
  });

  it('keeps unknown API routes as 404 envelopes', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).success).toBe(false);
  });
});

describe('compression', () => {
  it('picks brotli, then gzip, by Accept-Encoding and its q-values', () => {
    for (const { accept, expected } of ENCODINGS) expect(negotiateEncoding(accept)).toBe(expected);
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('serves the HTML and the assets precompressed in the encoding the browser accepts', async () => {
    for (const [url, body, type] of [
      ['/login', INDEX_HTML, 'text/html'],
      ['/assets/index-abc123.js', ASSET_JS, 'javascript'],
    ]) {
      for (const { accept, expected } of ENCODINGS) {
        const response = await t.request({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(response.statusCode, `${url} with ${accept}`).toBe(200);
        expect(response.headers['content-encoding'], `${url} with ${accept}`).toBe(expected);
        expect(response.headers['content-type']).toContain(type);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(decoded(response)).toBe(body);
      }
    }
  });

  it('compresses a large JSON answer on the fly', async () => {
    for (const { accept, expected } of ENCODINGS) {
      const response = await t.request({ method: 'GET', url: '/v1/openapi.json', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const document = JSON.parse(decoded(response)) as { openapi: string };
      expect(document.openapi).toMatch(/^3\./);
      if (expected) expect(response.rawPayload.length).toBeLessThan(decoded(response).length / 3);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/unknown', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(envelope(response).success).toBe(false);
  });

  it('never compresses the live event stream', async () => {
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await signUp(t, { role: 'buyer' });
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/v1/events`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('content-encoding')).toBeNull();
    // The first event arrives at once, as plain text.
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toContain('event: ready');
    controller.abort();
  });
});

describe('pages rendered on the server', () => {
  it('serves a page rendered at build time, precompressed, with the cookie and the cache rules of any page', async () => {
    const response = await t.request({ method: 'GET', url: '/seller', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeTruthy();
    expect(decoded(response)).toBe(PRERENDERED_HTML);
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeTruthy();
    const again = await t.request({
      method: 'GET',
      url: '/seller',
      headers: { 'accept-encoding': 'gzip, br', 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('renders a page per request with the answers of the API, into the app shell, compressed', async () => {
    const response = await t.request({ method: 'GET', url: '/Public-dashboard?q=cable', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = decoded(response);
    expect(html).toContain('<div id="root" data-ssr><h1>Rendered /Public-dashboard?q=cable</h1>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/catalogue.js"></head>');
    // The answer the page was rendered with, for the browser, with '<' escaped inside the script.
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).not.toContain('</script><!--');
    expect(JSON.parse(data!)).toEqual({ health: { success: true, data: expect.objectContaining({ status: 'ok' }), note: '</script><!--' } });
  });

  it('answers a repeat visit of a page rendered per request with a 304 while it is unchanged', async () => {
    const first = await t.request({ method: 'GET', url: '/Public-dashboard' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.request({ method: 'GET', url: '/Public-dashboard', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherPage = await t.request({ method: 'GET', url: '/Public-dashboard?page=2', headers: { 'if-none-match': etag } });
    expect(otherPage.statusCode).toBe(200);
  });

  it('sends the app shell when rendering fails', async () => {
    const response = await t.request({ method: 'GET', url: '/broken' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe('cache validators', () => {
  it('lets a repeat visit revalidate the HTML with one 304', async () => {
    const first = await t.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // Another encoding is another file, with a validator of its own.
    const gzipped = await t.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) } });
    expect(gzipped.statusCode).toBe(200);
  });

  it('never serves what the build keeps for the server', async () => {
    for (const url of ['/.ssr/render.js', '/.ssr/routes.json', '/.vite/manifest.json']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('revalidates assets too, though their immutable cache means browsers rarely ask', async () => {
    const first = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    const again = await t.request({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
