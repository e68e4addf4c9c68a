// `npm start`: builds the web app when it is missing or stale, then runs the server (API + web app on one port).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Everything the built app depends on; a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/web-build', 'package-lock.json'];
/** What every complete build holds besides index.html (scripts/web-build): the server-render bundle, the precompressed copies. */
const BUILD_OUTPUTS = ['.ssr/render.js', 'index.html.br'];
/** Where the built web app goes and is served from (the server reads the same variable). */
const distDir = process.env.WEB_DIST_DIR || 'dist';

/** The newest file under `target` (a file or a directory), or undefined when nothing is there. */
function newestFile(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return undefined;
  }
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let newest;
  for (const entry of fs.readdirSync(target)) {
    const found = newestFile(path.join(target, entry));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/** Why the web app needs building, or null when dist/ is up to date. */
function buildReason() {
  const built = path.join(distDir, 'index.html');
  if (!fs.existsSync(built)) return `${built} is missing`;
  for (const output of BUILD_OUTPUTS) {
    if (!fs.existsSync(path.join(distDir, output))) return `${path.join(distDir, output)} is missing (a build by an older version)`;
  }
  const builtAt = fs.statSync(built).mtimeMs;
  for (const input of BUILD_INPUTS) {
    const newest = newestFile(input);
    if (newest && newest.mtimeMs > builtAt) return `${newest.file} changed since the last build`;
  }
  return null;
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
}

async function buildWebApp() {
  if (!fs.existsSync('index.html')) {
    console.log('No index.html: skipping the web app build, serving the API only.');
    return;
  }
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the web app (${reason})…`);
  // The bundle is always a production bundle. Vite would produce React's development build if it
  // inherited NODE_ENV=development, so the build does not get the server's NODE_ENV.
  const { NODE_ENV: _serverEnv, ...buildEnv } = process.env;
  const started = Date.now();
  const { code, signal } = await run(
    process.execPath,
    [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', distDir, '--emptyOutDir'],
    buildEnv,
  );
  if (signal) process.exit(1);
  if (code !== 0) {
    console.error(`\nThe web app build failed (exit code ${code}); fix the errors above and run npm start again.`);
    process.exit(code ?? 1);
  }
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

async function serve() {
  // One Node process running the TypeScript server through tsx's loader; NODE_ENV is left as given
  // (development by default), so an empty database gets the demo data.
  const server = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], { stdio: 'inherit' });

  // Ctrl-C in a terminal signals the whole process group, so the server usually has the signal
  // already; forwarding covers `kill <pid>` aimed at this process only. The server ignores repeats.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (server.exitCode === null) server.kill(signal);
    });
  }

  server.on('exit', (code, signal) => {
    if (signal) {
      // Report death by a signal the conventional way (128 + signal number).
      const number = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0;
      process.exit(128 + number);
    }
    process.exit(code ?? 1);
  });
}

await buildWebApp();
await serve();
