import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SERVER_ENV } from './tests/e2e/server-env';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Each run starts on an empty database in a fresh directory. Playwright loads this file again in every
// worker process; those inherit the variable, so only the runner creates (and later removes) the directory.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // The web server has been stopped by the time the runner exits.
  process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two workers, each with its own server and database (tests/e2e/fixtures.ts), each running whole files in
  // order: the first uses the server below, the second starts its own.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: isCI,
  // CI machines are shared and noisy: give each expectation more than the default 5 s to come true. On a
  // loaded two-core machine the first screen after signing in (its scripts fetched and compiled by a
  // fresh browser context) has taken over 10 s; a passing expectation costs no more for the margin.
  expect: { timeout: isCI ? 20_000 : 5_000 },
  // For the same reason a whole test gets 90 s under CI instead of 30: a sign-up, activation, sign-out and
  // sign-in took 27 s on one loaded run and over 30 s on the next. A stalled step still fails on its own
  // (actionTimeout, navigationTimeout, expect), naming what it waited for.
  timeout: isCI ? 90_000 : 30_000,
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // A click on a control that never becomes enabled fails on its own, naming the control, instead of
    // waiting out the whole test's budget; page loads get longer on a loaded CI machine.
    actionTimeout: isCI ? 30_000 : 15_000,
    navigationTimeout: isCI ? 60_000 : 30_000,
    trace: 'retain-on-failure',
    // As a reader who asked the system for less motion: antd's dialogs, drawers and menus then open and
    // close in 10 ms (src/theme.ts), instead of every click waiting for an animation to settle.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium, never a downloaded browser.
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    // What a user runs, `npm start`: builds the web app when it is stale, then serves it with the API.
    command: 'node scripts/start.mjs',
    url: `${baseURL}/v1/health`,
    env: { ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR! },
    reuseExistingServer: false,
    // The first build of the web app can take a while.
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the server close its database before the data directory is removed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
