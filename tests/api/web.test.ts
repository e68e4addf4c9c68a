import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelope } from './helpers';

// A stand-in build of the web app: an index page and one hashed asset.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-dist-'));
fs.mkdirSync(path.join(distDir, 'assets'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Marketplace</title><div id="root"></div>');
fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');

const t = await createTestApp({ webDistDir: distDir });

describe('serving the web app', () => {
  it('answers client routes with index.html, not cached', async () => {
    for (const url of ['/', '/login', '/seller/activate/abc', '/ProductListingForm/view/42']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('gives the page load its XSRF cookie', async () => {
    const response = await t.request({ method: 'GET', url: '/login' });
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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
