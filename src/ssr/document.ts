// A rendered page as a whole document: the app's built index.html with the page's markup in #root, its
// own stylesheets and preloads in <head>, and the answers it was rendered with. Used at build time for
// the pages without data and by the server for the others; plain strings, no DOM.
const ROOT = '<div id="root"></div>';

/** The id of the page's JSON script that carries the answers (read by src/ssr/remote-data.ts). */
export const REMOTE_DATA_ELEMENT_ID = 'ssr-data';

/** The answers as a script element: JSON with '<' escaped, so no value can close the script or open a comment. */
function remoteDataScript(answers: Record<string, unknown>): string {
  return `<script type="application/json" id="${REMOTE_DATA_ELEMENT_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;
}

export interface PageParts {
  /** Tags for <head>: the page's stylesheets and module preloads. */
  head: string;
  /** The markup rendered for #root. */
  body: string;
  /** The API's answers the page was rendered with. */
  answers?: Record<string, unknown>;
}

/** The image preloads React writes at the start of a page's markup (one per <img> not loaded lazily). */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;

/**
 * The page's markup split into the image preloads React put at its start (a product's cover, the first
 * catalogue cards, each with its srcset, sizes and fetch priority) and the rest. The preloads belong in
 * the head, where the browser finds them before the entry script and module preloads; left in #root they
 * come after them.
 */
export function splitImagePreloads(body: string): { preloads: string; markup: string } {
  const preloads = LEADING_IMAGE_PRELOADS.exec(body)?.[0] ?? '';
  return { preloads, markup: body.slice(preloads.length) };
}

export function pageDocument(template: string, { head, body, answers }: PageParts): string {
  if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`the app's index.html has no ${ROOT} or no </head>`);
  const data = answers && Object.keys(answers).length > 0 ? remoteDataScript(answers) : '';
  const { preloads, markup } = splitImagePreloads(body);
  // Functions as replacements, so that `$` in the markup is taken as it is. Image preloads go right after
  // the title, ahead of the entry script and module preloads that follow it in the template.
  const titled = template.includes('</title>');
  return template
    .replace('</title>', () => `</title>${preloads}`)
    .replace('</head>', () => `${titled ? '' : preloads}${head}</head>`)
    .replace(ROOT, () => `<div id="root" data-ssr>${markup}</div>${data}`);
}

/**
 * `html` with each stylesheet it links (`/assets/….css`) written in as a <style> element, read by `read`
 * from its path in the build: the page then paints from its first response.
 */
export async function inlineStylesheets(html: string, read: (file: string) => Promise<string>): Promise<string> {
  let inlined = html;
  for (const [link, file] of html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)) {
    const css = await read(file);
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}
