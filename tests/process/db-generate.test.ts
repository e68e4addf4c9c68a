// `npm run db:generate` on an unchanged schema must write nothing: a migration it wrote would create
// again what the migrations already made, and fail on every existing database. drizzle-kit runs here
// on a copy of the migrations, so the real folder is never touched.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const run = promisify(execFile);

it('generates no migration from the unchanged schema', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const configFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-config-'));
  try {
    fs.cpSync('server/db/migrations', out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    // drizzle-kit reads --out relative to the working directory (and exits 0 on some of its errors, hence the output check).
    // The project's own config (its schema paths, the declared resources' folder included), writing to the copy.
    const config = path.join(configFolder, 'drizzle.config.ts');
    const { default: project } = (await import('../../drizzle.config')) as { default: Record<string, unknown> };
    fs.writeFileSync(config, `export default ${JSON.stringify({ ...project, out: path.relative(process.cwd(), out) })};\n`);
    const { stdout } = await run('npx', ['drizzle-kit', 'generate', '--config', config], { timeout: 120_000 });
    expect(fs.readdirSync(out).sort(), stdout).toEqual(before);
    expect(fs.readdirSync(path.join(out, 'meta')).sort()).toEqual(fs.readdirSync('server/db/migrations/meta').sort());
    expect(stdout).toContain('No schema changes');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(configFolder, { recursive: true, force: true });
  }
}, 150_000);
