import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three suites: the web app's unit and component tests (jsdom, MSW), the API suite
// (Fastify's inject over a fresh database per file), and the server run as a process.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // Without this react-router loads twice and useLocation() fails outside a <Router>.
          server: { deps: { inline: [/@refinedev/] } },
          css: false,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
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
