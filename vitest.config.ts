import os from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Vitest's default leaves one core to its main process, which sits idle while the files run: on a
// two-core CI machine that meant one file at a time. The unit and API files are independent (each
// API file has its own database), so run at least two at once.
const parallelFiles = Math.max(2, os.availableParallelism() - 1);

/** Unit files that replace modules (vi.mock): a module graph shared with other files would keep the real ones. */
const UNIT_FILES_WITH_MODULE_MOCKS = [
  'tests/unit/seller-analytics/seller-home.test.tsx',
  'tests/unit/chat/thread.test.tsx',
  'tests/unit/chat/conversation-list.test.tsx',
  'tests/unit/notifications/notifications.test.tsx',
  'tests/unit/i18n/fonts.test.ts',
];

const unitTest: NonNullable<TestProjectInlineConfiguration['test']> = {
  environment: 'jsdom',
  maxWorkers: parallelFiles,
  include: ['tests/unit/**/*.test.{ts,tsx}'],
  setupFiles: ['tests/unit/setup.ts'],
  // Vitest's 5 s is too little for a component test that clicks through dialogs on a loaded two-core CI
  // machine (the buyer shell's log-out test took 5.1 s there); a passing test costs no more for the margin.
  testTimeout: 20_000,
  // Without this react-router loads twice and useLocation() fails outside a <Router>.
  server: { deps: { inline: [/@refinedev/] } },
  css: false,
};

// Three suites: the web app's unit and component tests (jsdom, MSW), the API suite
// (Fastify's inject over a fresh database per file), and the server run as a process.
export default defineConfig({
  test: {
    projects: [
      // The unit files share one import of the app per worker (isolate: false; tests/unit/setup.ts resets
      // what a file could leave behind); the files that replace modules with vi.mock run isolated.
      {
        plugins: [react()],
        test: { ...unitTest, name: 'unit', isolate: false, exclude: UNIT_FILES_WITH_MODULE_MOCKS },
      },
      {
        plugins: [react()],
        test: { ...unitTest, name: 'unit-isolated', include: UNIT_FILES_WITH_MODULE_MOCKS },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          maxWorkers: parallelFiles,
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          // Files that seed the demo data store its product photos small (server/db/demo-images.ts).
          env: { DEMO_PHOTOS: 'small' },
          // Each file builds its own app on its own database, and nothing of the server keeps state per
          // module that is not per app or per database handle (server/lib/totals-cache.ts), so the files of a
          // worker share one import of the server: half the suite's time was importing it again per file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The server started as its own process on the embedded PostgreSQL: stopping, kill -9, durability.
        test: {
          name: 'process',
          environment: 'node',
          include: ['tests/process/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
