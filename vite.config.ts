import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { webDelivery } from './scripts/web-build/plugin.ts';

// In development Vite serves the web app and forwards API and API-reference calls to the API process.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3001'}`;

/**
 * Refine's core and router binding with the query library: only the signed-in app imports them (the
 * command palette's kbar is left out: it loads with the palette). Their own dependencies follow them into the chunk (qs, lodash-es, ...), except React
 * and the router, which the higher-priority group claims first.
 */
const SIGNED_IN_VENDOR = /node_modules[\\/](@refinedev[\\/](core|react-router|devtools-internal)|@tanstack)[\\/]/;
/** React and the router: every page needs them, and they change rarely, so they cache well on their own. */
const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The entry (named below, so no other chunk can take its name) and the chunks it imports (the groups below
 * name React's; Rolldown names the other two): loaded before any lazy import can run.
 */
const LOADED_BY_THE_ENTRY = /(^|\/)(entry|react|rolldown-runtime|preload-helper)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), webDelivery()],
  resolve: {
    // qs's cycle check needs only a WeakMap, not the package's engine shims (see the file).
    alias: { 'side-channel': fileURLToPath(new URL('./src/vendor/side-channel.cjs', import.meta.url)) },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 3000),
    proxy: {
      '/v1': { target: apiTarget, changeOrigin: false },
      '/docs': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: apiTarget },
      '/docs': { target: apiTarget },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Which chunks each module became: the server-rendered pages preload their own (scripts/web-build).
    manifest: true,
    // Every browser the app supports has modulepreload.
    modulePreload: {
      polyfill: false,
      // Every lazy import runs after the entry has loaded with what it imports: naming those again in each
      // chunk's list of what to preload costs bytes and changes nothing.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_BY_THE_ENTRY.test(dep)),
    },
    // The signed-in vendor chunk (Refine + antd parts) is large by nature; public pages never load it.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Refine's core imports papaparse for its CSV hooks, which the app does not use (CSV goes through
      // the server): without this the whole parser ships with the seller portal.
      // Building a zod schema has no side effects: a page that imports a contract module for a constant
      // then leaves that module's schemas (and zod) out, and zod loads with the first form.
      // rc-field-form and rc-tree declare no sideEffects, so a page that only imports antd's form context
      // (every input does) or a tree select would keep their whole form engine and tree: they have none.
      treeshake: {
        manualPureFunctions: ['z', 'requiredText', 'emailField', 'countryField'],
        moduleSideEffects: [{ test: /node_modules[\\/](papaparse|rc-field-form|@rc-component[\\/]async-validator|rc-tree)[\\/]/, sideEffects: false }],
      },
      // A module imported dynamically by the entry and statically by other chunks still stays out of the
      // entry, which is the point (the HTTP client, the English texts): no warning for it.
      checks: { ineffectiveDynamicImport: false },
      output: {
        entryFileNames: 'assets/entry-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_VENDOR, priority: 20 },
            // Imported only from AuthenticatedApp, so no public page ever downloads it.
            { name: 'refine', test: SIGNED_IN_VENDOR, priority: 10 },
            // The contract's API messages (Hindi and Chinese key their texts by them, forms show them): one
            // chunk rather than sixteen small ones, which every public page's entry would otherwise list.
            { name: 'contract-messages', test: /src[\\/]contract[\\/][\w-]+-messages\.ts$/, priority: 5, includeDependenciesRecursively: false },
            // The staff roles and areas (no imports), a chunk of their own: admin-messages reads STAFF_ROLES from
            // them, and left to itself the module can join the chunk of contract/admin.ts, which imports
            // admin-messages (a cycle: undefined at load); with the messages, the signed-in app's access check
            // would load every message on every first page.
            { name: 'admin-constants', test: /src[\\/]contract[\\/]admin-constants\.ts$/, priority: 5 },
          ],
        },
      },
    },
  },
});
