import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PREPAINT_SCRIPT } from '../../src/ssr/prepaint';

/** The one inline script the pages carry (theme and language before the first paint), allowed by its hash. */
const PREPAINT_HASH = `'sha256-${createHash('sha256').update(PREPAINT_SCRIPT).digest('base64')}'`;

/**
 * Content-Security-Policy the web app passes as built: scripts only from this origin, plus the prepaint
 * script by its hash; inline styles allowed because antd writes its CSS-in-JS at run time; no framing,
 * no plugins.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${PREPAINT_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

/**
 * Permissions-Policy: the powerful browser features the app never uses are off for its pages and
 * anything they embed: devices and sensors, payment, screen capture, and the Topics API's interest
 * tracking (`browsing-topics`). Only names Chromium knows: it warns in the console about any other
 * (`bluetooth`, say). The clipboard (antd's copy buttons) and full screen stay allowed for the app's
 * own origin only. On every response: harmless on JSON, and simpler than telling pages apart.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** The headers every response carries. They never vary, so they are built once, not per request. */
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    'content-security-policy': production ? `${CONTENT_SECURITY_POLICY};upgrade-insecure-requests` : CONTENT_SECURITY_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'permissions-policy': PERMISSIONS_POLICY,
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export default fp(
  async function securityPlugin(app: FastifyInstance, opts: { production: boolean }) {
    const headers = securityHeaders(opts.production);
    // A callback hook, not an async one: this runs on every request and the promise would be pure overhead.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
