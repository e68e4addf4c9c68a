// The prepaint script (src/ssr/prepaint.ts) decides before the first paint whether a page rendered on the
// server fits the visitor; src/main.tsx decides for good with the app's own stores. The two must agree.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../../../src/i18n';
import { STORAGE_KEY as SESSION_KEY } from '../../../src/providers/session';
import { PREPAINT_SCRIPT } from '../../../src/ssr/prepaint';
import { readStoredThemeMode, THEME_STORAGE_KEY } from '../../../src/theme-mode';

function runPrepaint() {
  delete document.documentElement.dataset.ssr;
  delete document.documentElement.dataset.theme;
  new Function(PREPAINT_SCRIPT)();
  return { hidden: document.documentElement.dataset.ssr === 'off', theme: document.documentElement.dataset.theme };
}

function setLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const session = (token: string | null) => JSON.stringify({ login: JSON.stringify({ token }), _persist: '{}' });

afterEach(() => vi.restoreAllMocks());

describe('the prepaint script', () => {
  const cases: Array<{ name: string; storage: Record<string, string>; languages: string[] }> = [
    { name: 'a first visit in English', storage: {}, languages: ['en-GB', 'en'] },
    { name: 'a first visit from a Chinese browser', storage: {}, languages: ['zh-CN', 'en'] },
    { name: 'a browser that prefers an unsupported language, then Hindi', storage: {}, languages: ['de-DE', 'hi-IN'] },
    { name: 'a browser with no supported language', storage: {}, languages: ['de-DE', 'fr'] },
    { name: 'English chosen in a Hindi browser', storage: { [LANGUAGE_STORAGE_KEY]: 'en' }, languages: ['hi'] },
    { name: 'Chinese chosen', storage: { [LANGUAGE_STORAGE_KEY]: 'zh' }, languages: ['en'] },
    { name: 'an unsupported remembered value', storage: { [LANGUAGE_STORAGE_KEY]: 'de' }, languages: ['zh-TW'] },
    { name: 'the dark theme', storage: { [THEME_STORAGE_KEY]: 'dark' }, languages: ['en'] },
    { name: 'a signed-in visitor', storage: { [SESSION_KEY]: session('a.b.c') }, languages: ['en'] },
    { name: 'a signed-out session left behind', storage: { [SESSION_KEY]: session(null) }, languages: ['en'] },
    { name: 'an unreadable session', storage: { [SESSION_KEY]: 'not json' }, languages: ['en'] },
  ];

  for (const { name, storage, languages } of cases) {
    it(`agrees with the app for ${name}`, () => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      setLanguages(languages);
      const signedIn = Boolean(storage[SESSION_KEY]?.includes('a.b.c'));
      const fits = detectLanguage() === 'en' && readStoredThemeMode() === 'light' && !signedIn;
      const { hidden, theme } = runPrepaint();
      expect(hidden).toBe(!fits);
      expect(theme).toBe(readStoredThemeMode());
    });
  }
});
