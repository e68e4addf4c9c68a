import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { inlineStylesheets, pageDocument } from '../../src/ssr/document.ts';
import { prerenderedFile, SERVER_RENDERED_ROUTES, SSR_BUILD, type BuiltRoute } from '../../src/ssr/routes.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets and scripts a route's modules need beyond those index.html names already: each module's
 * chunk and the chunks it imports statically, and their CSS.
 */
function headFor(modules: readonly string[], manifest: Manifest, indexHtml: string): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: fix its name in src/ssr/routes.ts`);
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  const known = (file: string) => indexHtml.includes(`/${file}"`);
  return [
    ...[...styles].filter((file) => !known(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...scripts].filter((file) => !known(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * After the browser bundle: builds src/ssr/render.tsx for Node into `<outDir>/.ssr`, writes each
 * server-rendered route's head tags there, and renders the routes without data into
 * `<outDir>/prerendered/` (src/ssr/routes.ts).
 */
export async function prerender(root: string, outDir: string): Promise<{ pages: number }> {
  const ssrDir = path.join(outDir, SSR_BUILD.dir);
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // React and everything else inside the bundle, so it runs wherever the build is copied.
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: path.join(root, 'src', 'ssr', 'render.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: { checks: { ineffectiveDynamicImport: false }, output: { entryFileNames: SSR_BUILD.entry } },
    },
  });

  const manifest = JSON.parse(await fs.readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const indexHtml = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
  // Pages rendered here are files: their stylesheet goes into each, so they paint from their first
  // response. Pages rendered per request keep the link (a bigger answer on every visit measured no better).
  const template = await inlineStylesheets(indexHtml, (file) => fs.readFile(path.join(outDir, file), 'utf8'));
  const routes: BuiltRoute[] = SERVER_RENDERED_ROUTES.map((route) => ({
    path: route.path,
    prerender: route.prerender,
    head: headFor(route.modules, manifest, indexHtml),
  }));
  await fs.writeFile(path.join(ssrDir, SSR_BUILD.routes), JSON.stringify(routes, null, 2));

  const { renderPage } = (await import(pathToFileURL(path.join(ssrDir, SSR_BUILD.entry)).href)) as typeof import('../../src/ssr/render');
  let pages = 0;
  for (const route of routes.filter((candidate) => candidate.prerender)) {
    const { body } = await renderPage(route.path);
    const file = path.join(outDir, prerenderedFile(route.path));
    await fs.mkdir(path.dirname(file), { recursive: true });
    // The page's own stylesheets too (a landing page's, say): nothing waits for a second request.
    const head = await inlineStylesheets(route.head, (css) => fs.readFile(path.join(outDir, css), 'utf8'));
    await fs.writeFile(file, pageDocument(template, { head, body }));
    pages += 1;
  }
  return { pages };
}
