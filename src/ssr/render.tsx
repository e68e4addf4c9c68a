// The server's way into the app (built on its own by scripts/web-build/prerender.ts): renders one public
// page at a URL to HTML, signed out, in English and light, as the browser will hydrate it (src/main.tsx).
// Pages that show the API's data are rendered twice: once to learn which answers they ask for, and again
// with those answers, which go into the page for the browser (src/ssr/remote-data.ts).
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import App from '../App';
import { loadEnglishTexts } from '../i18n';
import en from '../i18n/en';
import { setTransport, type ApiResult } from '../providers/http';
import type { RemoteData } from './remote-data';

export { SERVER_RENDERED_ROUTES, prerenderedFile } from './routes';

// Every English text at once: the server renders any page, never another language.
// Added at once (the promise settles before any render), and counted as every group, so no screen waits for one.
void loadEnglishTexts('all', () => Promise.resolve(en));

export interface RenderedPage {
  /** The markup for the page's #root. */
  body: string;
  /** The API's answers the page was rendered with, by key. */
  answers: Record<string, ApiResult<unknown>>;
}

async function renderOnce(url: string, remoteData: RemoteData): Promise<string> {
  const failures: unknown[] = [];
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(<App remoteData={remoteData} Router={Router} />, {
    onError: (error) => {
      failures.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  // A part that failed would be rendered by the browser instead; better to send the plain app shell.
  if (failures.length > 0) throw failures[0] instanceof Error ? failures[0] : new Error(String(failures[0]));
  return html;
}

/**
 * Renders the page at `url` (path and query). With `api` (a fetch that reaches the API of this process)
 * the page is rendered with the answers it asks for; without it, as a page without data (build time).
 */
export async function renderPage(url: string, api?: typeof fetch): Promise<RenderedPage> {
  if (api) setTransport(api);
  const answers = new Map<string, ApiResult<unknown>>();
  const asked = new Map<string, Promise<void>>();
  const remoteData: RemoteData = {
    read: <T,>(key: string, load: (signal: AbortSignal) => Promise<ApiResult<T>>) => {
      const answer = answers.get(key) as ApiResult<T> | undefined;
      if (answer === undefined && api && !asked.has(key)) {
        asked.set(
          key,
          load(new AbortController().signal).then((result) => {
            answers.set(key, result);
          }),
        );
      }
      return answer;
    },
    forget: () => {},
  };
  let body = await renderOnce(url, remoteData);
  if (asked.size > 0) {
    await Promise.all(asked.values());
    body = await renderOnce(url, remoteData);
  }
  return { body, answers: Object.fromEntries(answers) };
}
