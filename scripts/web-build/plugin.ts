import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { PREPAINT_SCRIPT } from '../../src/ssr/prepaint.ts';
import { precompress } from './precompress.ts';
import { prerender } from './prerender.ts';

/**
 * How the built web app is delivered: the prepaint script in every page's <head> (src/ssr/prepaint.ts);
 * after Vite has written the browser bundle, the server-render bundle and the pages rendered at build
 * time (prerender.ts), then brotli and gzip copies of every text file (precompress.ts).
 */
export function webDelivery(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'web-delivery',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return [{ tag: 'script', children: PREPAINT_SCRIPT, injectTo: 'head-prepend' }];
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      let started = Date.now();
      const { pages } = await prerender(config.root, outDir);
      config.logger.info(`server-render bundle built and ${pages} pages prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      started = Date.now();
      const { files, bytes, brotliBytes } = await precompress(outDir);
      config.logger.info(
        `precompressed ${files} files (${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
