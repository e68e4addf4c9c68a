import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client';

/**
 * Starting a PGlite runs initdb (about 3 s). Do it and the migrations once per run, dump the result,
 * and let every test file start its own in-memory copy from the dump (about 1 s).
 */
export default async function setup({ provide }: { provide: (key: 'pgliteTemplate', value: string) => void }) {
  const migrationsDir = path.resolve('server/db/migrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  // Reference data is written by migrate() too: its source is part of the template's identity.
  hash.update(fs.readFileSync(path.resolve('server/db/seed-categories.ts')));
  const templatePath = path.join(os.tmpdir(), `marketplace-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (!fs.existsSync(templatePath)) {
    const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: os.tmpdir() });
    await handle.migrate();
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('gzip');
    const partial = `${templatePath}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, templatePath);
    await handle.close();
  }
  provide('pgliteTemplate', templatePath);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
