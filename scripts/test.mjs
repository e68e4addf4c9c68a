// `npm test`: typecheck, lint, unit, API, server-process, PostgreSQL-only API and end-to-end suites, one after
// another, except the three static checks, which run at once (each is one single-threaded process, and a
// two-core machine would otherwise idle a core through them); their output is printed whole, one after another.
// A failed step does not stop the run (so one run shows every problem), but fails the exit code.
// Ends with a summary of every step: passed, FAILED or skipped and why, and how long it took.
// `npm test -- lint unit` runs only the named steps.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PG_ONLY_DIR = 'tests/api/pg';

// Local binaries by name, as npm scripts see them.
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` };

function hasTestFiles(dir) {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { recursive: true }).some((file) => /\.test\.tsx?$/.test(String(file)));
}

/**
 * The steps in order. `skip` returns why a step cannot run here (or nothing); `failWhenSkipped`
 * turns that reason into a failure (a missing browser under CI).
 */
const steps = [
  { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'], together: 'static' },
  { name: 'lint', command: ['eslint', '.'], together: 'static' },
  // One formatting everywhere (.prettierrc.json): a file that differs fails, `npm run format` fixes it.
  { name: 'format', command: ['prettier', '--check', '.'], together: 'static' },
  // Both unit projects: the shared-import one and the files with module mocks (vitest.config.ts).
  { name: 'unit', command: ['vitest', 'run', '--project', 'unit', '--project', 'unit-isolated'] },
  // The PostgreSQL-only tests have a step of their own, api-pg, below.
  { name: 'api', command: ['vitest', 'run', '--project', 'api', '--exclude', `${PG_ONLY_DIR}/**`] },
  // The server started as `npm start` runs it, on the embedded PostgreSQL: Ctrl-C, SIGTERM, kill -9 during writes.
  { name: 'process', command: ['vitest', 'run', '--project', 'process'] },
  // npm run new:resource on a scratch copy: what it writes typechecks, lints and passes its tests.
  { name: 'generator', command: ['node', 'scripts/check-new-resource.mjs'] },
  {
    name: 'api-pg',
    command: ['vitest', 'run', '--project', 'api', PG_ONLY_DIR],
    env: { API_TEST_DB: 'postgres' },
    skip: () => {
      if (!process.env.TEST_DATABASE_URL) return 'PostgreSQL-only tests skipped: TEST_DATABASE_URL not set';
      if (!hasTestFiles(PG_ONLY_DIR)) return `PostgreSQL-only tests skipped: no tests in ${PG_ONLY_DIR} yet`;
      return undefined;
    },
  },
  {
    name: 'e2e',
    command: ['playwright', 'test'],
    skip: () =>
      fs.existsSync(chromiumPath)
        ? undefined
        : `Chromium not found: install it with \`apt-get install chromium\` (Debian) to run the end-to-end suite (looked for ${chromiumPath}; set CHROMIUM_PATH for another location)`,
    failWhenSkipped: isCI,
  },
];

const running = new Set();
let interrupted = false;
// Ctrl-C reaches the running steps directly (same process group); stop after them instead of starting the next.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    if (signal === 'SIGTERM') for (const child of running) child.kill('SIGTERM');
  });
}

/** Runs a step; `captured`: its output is kept (both streams, in order) and handed back instead of shown as it comes. */
function runStep(step, captured = false) {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { stdio: captured ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...step.env } });
    const chunks = [];
    if (captured) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    running.add(child);
    const started = Date.now();
    const finish = (outcome) => {
      running.delete(child);
      resolve({ ...outcome, ms: Date.now() - started, output: Buffer.concat(chunks).toString() });
    };
    child.on('error', (error) => finish({ ok: false, note: `could not start ${command}: ${error.message}` }));
    child.on('close', (code, signal) => finish(code === 0 ? { ok: true } : { ok: false, note: signal ? `killed by ${signal}` : `exit code ${code}` }));
  });
}

const formatDuration = (ms) => {
  const seconds = ms / 1000;
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
};
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const banner = (text) => console.log(`\n${bold(`━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`)}`);

const selected = process.argv.slice(2);
const unknown = selected.filter((name) => !steps.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are: ${steps.map((step) => step.name).join(', ')}`);
  process.exit(2);
}

const results = [];
const runStarted = Date.now();
const ran = new Set();
for (const step of steps) {
  if (ran.has(step)) continue;
  if (selected.length > 0 && !selected.includes(step.name)) {
    results.push({ name: step.name, result: 'skipped', why: 'not selected', ms: 0 });
    continue;
  }
  if (interrupted) {
    results.push({ name: step.name, result: 'skipped', why: 'interrupted', ms: 0 });
    continue;
  }
  const reason = step.skip?.();
  if (reason) {
    banner(step.name);
    if (step.failWhenSkipped) {
      console.log(`${reason}\n(CI=true: a step that cannot run is a failure.)`);
      results.push({ name: step.name, result: 'FAILED', why: reason, ms: 0 });
    } else {
      console.log(reason);
      results.push({ name: step.name, result: 'skipped', why: reason, ms: 0 });
    }
    continue;
  }
  if (step.together) {
    // The selected steps of its group, started together; each one's output follows its banner when all are done.
    const group = steps.filter((other) => other.together === step.together && (selected.length === 0 || selected.includes(other.name)));
    group.forEach((member) => ran.add(member));
    const outcomes = await Promise.all(group.map((member) => runStep(member, true)));
    group.forEach((member, index) => {
      const outcome = outcomes[index];
      banner(
        `${member.name}: ${member.command.join(' ')} (run beside ${
          group
            .filter((other) => other !== member)
            .map((other) => other.name)
            .join(', ') || 'nothing'
        })`,
      );
      process.stdout.write(outcome.output);
      results.push({ name: member.name, result: outcome.ok ? 'passed' : 'FAILED', why: outcome.note, ms: outcome.ms });
    });
    continue;
  }
  banner(`${step.name}: ${step.command.join(' ')}`);
  const outcome = await runStep(step);
  results.push({ name: step.name, result: outcome.ok ? 'passed' : 'FAILED', why: outcome.note, ms: outcome.ms });
}

// The summary.
const failed = results.filter((r) => r.result === 'FAILED');
const skipped = results.filter((r) => r.result === 'skipped');
const passed = results.filter((r) => r.result === 'passed');
const nameWidth = Math.max(...results.map((r) => r.name.length), 4);
const tint = (result, text) => {
  if (!process.stdout.isTTY) return text;
  const code = result === 'passed' ? 32 : result === 'FAILED' ? 31 : 33;
  return `\x1b[${code}m${text}\x1b[0m`;
};

banner('Summary');
console.log(`${'step'.padEnd(nameWidth)}  ${'result'.padEnd(8)}  ${'time'.padStart(10)}  note`);
for (const r of results) {
  const time = r.ms ? formatDuration(r.ms) : '-';
  console.log(`${r.name.padEnd(nameWidth)}  ${tint(r.result, r.result.padEnd(8))}  ${time.padStart(10)}  ${r.why ?? ''}`);
}
console.log('');
const notSelected = skipped.filter((r) => r.why === 'not selected');
const skippedHere = skipped.filter((r) => r.why !== 'not selected');
if (skippedHere.length > 0) console.log(`Skipped: ${[...new Set(skippedHere.map((r) => r.why))].join('; ')}`);
if (notSelected.length > 0) console.log(`Not selected: ${notSelected.map((r) => r.name).join(', ')}`);
console.log(
  `${passed.length} passed, ${failed.length} failed, ${skipped.length} skipped in ${formatDuration(Date.now() - runStarted)}` +
    (failed.length ? ` — failed: ${failed.map((r) => r.name).join(', ')}` : ''),
);

process.exit(interrupted ? 130 : failed.length > 0 ? 1 : 0);
