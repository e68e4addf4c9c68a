import fs from 'node:fs';
import { fork } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './servers';

export interface Child<Ready> {
  ready: Ready;
  /** Sends `message` to the child and resolves with its next message (the chat server's trace, say). */
  ask<Answer>(message: string): Promise<Answer>;
  /** Asks the child to close (the message 'close'), and kills it if it has not exited 10 s later. */
  close(): Promise<void>;
}

/**
 * Runs `bench/lib/<script>` in a child process (through tsx, with `env` over this process's environment)
 * and resolves with the first message it sends, its "ready" report.
 */
export function startChild<Ready>(script: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<Child<Ready>> {
  const timeoutMs = options.timeoutMs ?? 300_000;
  const child = fork(path.join(repoRoot, 'bench', 'lib', script), args, {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} was not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited during start-up (exit code ${code})`));
    });
    child.once('message', (ready: Ready) => {
      clearTimeout(timer);
      resolve({
        ready,
        ask<Answer>(message: string) {
          return new Promise<Answer>((answer) => {
            child.once('message', (reply: Answer) => answer(reply));
            child.send(message);
          });
        },
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

/**
 * The child's side: sends `ready` to the parent, and on 'close', a lost parent or a signal closes `app`
 * and the database, removes the data directory and exits.
 */
export function serveUntilParentCloses(
  ready: unknown,
  resources: { app: { close(): Promise<unknown> }; handle: { close(): Promise<unknown> }; dataDir: string },
): void {
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await resources.app.close().catch(() => undefined);
    await resources.handle.close().catch(() => undefined);
    fs.rmSync(resources.dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (message) => message === 'close' && void close());
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  process.send?.(ready);
}
