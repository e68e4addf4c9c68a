// Whom PostgreSQL runs as: the caller, or under root the user postgres (created when missing), and the
// folders that user cannot pass through.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface ServerUser {
  uid: number;
  gid: number;
}

/** Undefined unless running as root; then the user `postgres`, created as a system user when missing. */
export function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookUp = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return lookUp();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'], {
        stdio: 'ignore',
      });
      return lookUp();
    } catch {
      throw new Error(
        'PostgreSQL does not run as root and there is no user `postgres` to run it as: create one (useradd --system postgres), run as another user, or set DATABASE_URL',
      );
    }
  }
}

/** The first folder above `target` that `user` cannot pass through, if any. */
export function closedFolderAbove(target: string, user: ServerUser): string | undefined {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat) {
      const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
      if (!(stat.mode & bit)) return dir;
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}
