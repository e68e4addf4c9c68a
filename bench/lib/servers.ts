import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadyMessage } from './server-process';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningServer {
  url: string;
  database?: 'pglite' | 'postgres';
  rawListUrl?: string;
  catalogueSize?: number;
  close(): Promise<void>;
}

/** Starts `bare` (Fastify hello-world) or `app` (the real server) in a child process; see server-process.ts. */
export function startServer(kind: 'bare' | 'app', timeoutMs = 300_000): Promise<RunningServer> {
  const child = fork(path.join(repoRoot, 'bench', 'lib', 'server-process.ts'), [kind, repoRoot], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the ${kind} server did not start within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the ${kind} server exited during start-up (exit code ${code})`));
    });
    child.once('message', (message: ReadyMessage) => {
      clearTimeout(timer);
      resolve({
        url: message.url,
        database: message.database,
        rawListUrl: message.rawListUrl,
        catalogueSize: message.catalogueSize,
        async close() {
          if (child.exitCode === null) child.send('close');
          const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timeout);
        },
      });
    });
  });
}
