// The pages rendered on the server, so that their main content paints from the HTML before any script
// runs; the browser then hydrates them (src/main.tsx). Pages without data are rendered once, at build
// time (scripts/web-build/prerender.ts); pages that show the catalogue are rendered per request, with the
// API's answers (server/plugins/web.ts). Every other path gets the plain app shell.
//
// `modules` are the page's own chunks (its screen and the English texts it loads, src/routes/pages.ts):
// the page's HTML links their stylesheets and preloads their scripts. The build stops when one is not a
// chunk of the bundle.

export interface ServerRenderedRoute {
  /** The route as the server registers it (Fastify syntax). */
  path: string;
  /** Rendered once at build time (no data), or per request. */
  prerender: boolean;
  modules: readonly string[];
}

export const SERVER_RENDERED_ROUTES: readonly ServerRenderedRoute[] = [
  { path: '/', prerender: true, modules: ['src/public/LoginPage.tsx', 'src/i18n/areas/login.en.ts'] },
  { path: '/login', prerender: true, modules: ['src/public/LoginPage.tsx', 'src/i18n/areas/login.en.ts'] },
  { path: '/seller', prerender: true, modules: ['src/landing/SellerLandingPage.tsx', 'src/i18n/areas/landing.en.ts'] },
  { path: '/home', prerender: false, modules: ['src/landing/HomePage.tsx', 'src/i18n/areas/landing.en.ts', 'src/i18n/en-catalogue.ts'] },
  { path: '/Public-dashboard', prerender: false, modules: ['src/catalogue/PublicCataloguePage.tsx', 'src/i18n/en-catalogue.ts'] },
  { path: '/PublicProductDetails/:id', prerender: false, modules: ['src/catalogue/PublicProductDetailsPage.tsx', 'src/i18n/en-catalogue.ts'] },
];

/** The file a prerendered route's page is written to, under the build's folder. */
export const prerenderedFile = (path: string) => `prerendered/${path === '/' ? 'index' : path.slice(1).replace(/\//g, '_')}.html`;

/** What the build leaves in its folder for the server (scripts/web-build/prerender.ts, server/plugins/web.ts). */
export const SSR_BUILD = {
  /** A dot folder: never served. */
  dir: '.ssr',
  /** The server-render bundle of src/ssr/render.tsx. */
  entry: 'render.js',
  /** Each route of SERVER_RENDERED_ROUTES as a BuiltRoute. */
  routes: 'routes.json',
} as const;

export interface BuiltRoute {
  path: string;
  prerender: boolean;
  /** The page's own stylesheets and module preloads, for its <head>. */
  head: string;
}
