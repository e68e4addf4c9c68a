// Hindi and Chinese need glyphs that many machines lack (they would show as empty boxes), so the app ships
// Noto Sans Devanagari and Noto Sans SC (@fontsource) and loads a language's font only when that language
// is shown: English pages never fetch them. Each stylesheet splits its font by unicode-range, so the
// browser downloads only the files holding characters on the page. Regular and bold; other weights use the
// nearest of the two. The families are named in the font stack (src/tokens.ts).

const LANGUAGE_FONTS: Record<string, () => Promise<unknown>> = {
  hi: () => Promise.all([import('@fontsource/noto-sans-devanagari/400.css'), import('@fontsource/noto-sans-devanagari/700.css')]),
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
};

/** Each web font's family, and a few of its characters to ask the browser for. */
const FONT_FACES: Record<string, { family: string; sample: string }> = {
  hi: { family: 'Noto Sans Devanagari', sample: 'हिन्दी' },
  zh: { family: 'Noto Sans SC', sample: '中文' },
};

/** How long a language switch waits for its font before showing the texts anyway (a slow or offline network). */
const FONT_WAIT_MS = 3_000;

const loading = new Map<string, Promise<unknown>>();

/** Starts loading the web font of `language` once; languages the system fonts cover load nothing. */
function loadLanguageFont(language: string): Promise<unknown> | undefined {
  const load = LANGUAGE_FONTS[language];
  if (!load) return undefined;
  let pending = loading.get(language);
  if (!pending) {
    // A failed load (offline) leaves the system fonts in place and may be tried again on the next change.
    pending = load().catch((error: unknown) => {
      loading.delete(language);
      console.warn(`Could not load the ${language} font`, error);
    });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * Resolves once the font of `language` can draw its script (or after FONT_WAIT_MS): texts painted
 * before their font arrives can stay as empty boxes in Chromium, so the switch to Hindi or Chinese
 * waits for it.
 */
export async function languageFontReady(language: string): Promise<void> {
  const face = FONT_FACES[language];
  const stylesheets = loadLanguageFont(language);
  if (!face || !stylesheets || typeof document === 'undefined' || !document.fonts) return;
  const ready = stylesheets.then(() => document.fonts.load(`1em "${face.family}"`, face.sample)).catch(() => undefined);
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
}
