// `npm run dev`: the API in watch mode and Vite's dev server side by side, output prefixed, Ctrl-C stops both.
// Vite (WEB_PORT, default 3000) proxies /v1 and /docs to the API (API_PORT, default 3001).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.WEB_PORT ?? '3000';
const color = process.stdout.isTTY;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

const env = {
  ...process.env,
  API_PORT: apiPort,
  // Links in emails (activation, recovery) must open the page Vite serves, not the bare API port.
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
  // Output goes through a pipe; keep the colours when this terminal has them.
  ...(color ? { FORCE_COLOR: '1' } : {}),
};

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const processes = [
  { name: 'api', colour: 36, command: bin('tsx'), args: ['watch', '--clear-screen=false', 'server/main.ts'], env: { ...env, PORT: apiPort } },
  { name: 'web', colour: 35, command: bin('vite'), args: ['--port', webPort, '--strictPort'], env },
];

let stopping = false;
let exitCode = 0;
const running = new Set();

function stopAll(signal = 'SIGTERM') {
  stopping = true;
  for (const child of running) child.kill(signal);
}

for (const spec of processes) {
  // stdin is not shared: two children reading one terminal would fight over it.
  const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  const prefix = paint(spec.colour, `[${spec.name}]`);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    exitCode = 1;
    running.delete(child);
    stopAll();
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      // One side died on its own: the pair is useless without it, so stop the other too.
      console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the other process.`);
      exitCode = code || 1;
      stopAll();
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

// Ctrl-C reaches the children directly too (same process group); stopping them again is harmless.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    console.log(`\n${signal}: stopping the API and the web dev server…`);
    stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    // Whatever does not stop within 10 s is killed.
    setTimeout(() => stopAll('SIGKILL'), 10_000).unref();
  });
}
