import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|map)$/i;

/** Files that gain less than this are left alone: the server then sends the file as it is. */
const MIN_SAVING = 0.9;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      // Dot folders (.vite's manifest, the server-render bundle) are never served.
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(full);
      return [full];
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside every text file of the
 * built web app, so the server picks one by Accept-Encoding without compressing anything per request.
 * Compression runs on libuv's thread pool, a few files at a time.
 */
export async function precompress(outDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const body = await fs.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      if (gz.length > body.length * MIN_SAVING) continue;
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return totals;
}
