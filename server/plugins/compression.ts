import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

export type Encoding = 'br' | 'gzip';

/** Smaller bodies gain too little to pay for the compression and the header. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * What is compressed on the fly: JSON answers and pages rendered per request. The event stream
 * (text/event-stream) is written straight to the socket and never passes here; it is left out by
 * type as well, since a compressor would hold its events back until a block fills.
 */
const COMPRESSIBLE_TYPE = /^(application\/json|text\/html)\b/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding to answer with for an Accept-Encoding header: brotli before gzip, honouring q-values
 * (`q=0` refuses) and `*`. Undefined means identity.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return undefined;
}

/** Compresses quickly enough for every request: brotli at quality 4 beats gzip's default level in both size and time. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 });
}

/** Adds `accept-encoding` to Vary without losing what is there. */
export function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  if (tokens.some((token) => token === '*' || token.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...tokens, 'accept-encoding'].join(', '));
}

/**
 * Compresses JSON and rendered HTML over 1 KB with brotli or gzip, as the request accepts. Files of the
 * built web app are compressed at build time (scripts/web-build/precompress.ts) and arrive here as
 * streams, which pass untouched.
 */
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < COMPRESS_MIN_BYTES) return payload;
      // The answer depends on the header from here on, whether or not this client gets it compressed.
      varyOnAcceptEncoding(reply);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compress(body, encoding);
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compressed;
    });
  },
  { name: 'compression' },
);
