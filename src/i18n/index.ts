import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './en';
import { loadLanguageFont } from './fonts';

export const LANGUAGES = ['en', 'hi', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Namespace whose keys are the contract's English messages (server and client errors). */
const MESSAGES_NS = 'messages';

/**
 * English ships in the entry chunk; Hindi and Chinese are fetched only when chosen,
 * so the first visit does not pay for languages it does not show.
 */
const lazyLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load: Promise<ResourceKey> =
      language === 'hi'
        ? import('./hi').then((m) => (namespace === MESSAGES_NS ? m.hiMessages : m.default))
        : language === 'zh'
          ? import('./zh').then((m) => (namespace === MESSAGES_NS ? m.zhMessages : m.default))
          : Promise.resolve(namespace === MESSAGES_NS ? {} : en);
    load.then(
      (data) => callback(null, data),
      (error: Error) => callback(error, null),
    );
  },
};

let ready: Promise<unknown> | undefined;

/** Initialises i18next once; render after it resolves so the first paint is already translated. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(lazyLanguages)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en, [MESSAGES_NS]: {} } },
      partialBundledLanguages: true,
      ns: ['translation', MESSAGES_NS],
      defaultNS: 'translation',
      fallbackLng: 'en',
      supportedLngs: LANGUAGES,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        caches: ['localStorage'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      },
      react: { useSuspense: false },
    })
    .then(() => {
      syncLanguage(i18n.resolvedLanguage ?? 'en');
      i18n.on('languageChanged', () => syncLanguage(i18n.resolvedLanguage ?? i18n.language));
    });
  return ready;
}

/** The page's lang attribute, and the web font of a script the system may lack (Hindi, Chinese). */
function syncLanguage(language: string) {
  document.documentElement.lang = language;
  void loadLanguageFont(language);
}

/**
 * Translates a message from the contract or the server (English text as key).
 * A message without a translation comes back unchanged, i18next's missing-key default.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, { ns: MESSAGES_NS, keySeparator: false, nsSeparator: false });
}

export function currentLanguage(): Language {
  const resolved = i18n.resolvedLanguage;
  return (LANGUAGES as readonly string[]).includes(resolved ?? '') ? (resolved as Language) : 'en';
}

export default i18n;
