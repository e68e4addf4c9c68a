// The app's translations: English, Hindi and Chinese, with the few features the texts use (nested keys,
// {{name}} values, plural forms by Intl.PluralRules, a default value, a flat namespace of server
// messages). Small on purpose: it ships in every page's first load.
//
// English arrives in groups, each when a page needs it (loadEnglish): the entry texts below are always
// here; the landing pages, the catalogue and everything else fetch theirs with their screens. Hindi and
// Chinese load whole, when chosen.
import { useSyncExternalStore } from 'react';
import { entryEn } from './areas/entry.en';
import { uiEn } from './areas/ui.en';
import { loadLanguageFont } from './fonts';

export const LANGUAGES = ['en', 'hi', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Where the chosen language is remembered (the name an earlier version used, so the choice survives). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
const FALLBACK: Language = 'en';

export interface Texts {
  [key: string]: string | Texts;
}

export interface TOptions {
  /** Picks the plural form (`key_one`, `key_other`, ...) and fills {{count}}. */
  count?: number;
  /** Shown (with its values filled in) when no language has the key. */
  defaultValue?: string;
  /** 'messages': the key is a contract or server message in English, looked up as one flat key. */
  ns?: 'translation' | 'messages';
  [value: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

interface Bundle {
  translation: Texts;
  messages: Record<string, string>;
}

const bundles: Record<Language, Bundle> = {
  en: { translation: {}, messages: {} },
  hi: { translation: {}, messages: {} },
  zh: { translation: {}, messages: {} },
};

function merge(target: Texts, source: Texts) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else target[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return target;
}

/** Returns a supported language for a code such as 'zh-CN' or 'hi', or undefined. */
export function supportedLanguage(code: string | null | undefined): Language | undefined {
  const primary = code?.toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : undefined;
}

/**
 * The remembered choice, else the first of the browser's languages the app has, else English.
 * src/ssr/prepaint.ts repeats this before the first paint; tests/unit/i18n keeps the two in step.
 */
export function detectLanguage(): Language {
  const candidates: Array<string | null> = [];
  try {
    candidates.push(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // No storage (server rendering, blocked storage): the browser's languages decide.
  }
  if (typeof navigator !== 'undefined') candidates.push(...(navigator.languages ?? []), navigator.language);
  for (const candidate of candidates) {
    const language = supportedLanguage(candidate);
    if (language) return language;
  }
  return FALLBACK;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function lookup(language: Language, key: string, options: TOptions): string | undefined {
  const bundle = bundles[language];
  if (options.ns === 'messages') return bundle.messages[key];
  const find = (path: string) => {
    let node: string | Texts | undefined = bundle.translation;
    const parts = path.split('.');
    for (const [index, part] of parts.entries()) {
      if (typeof node !== 'object') return undefined;
      // A key may hold dots itself (the audit actions' 'seller.suspended'): the rest of the path as one key.
      const rest = parts.slice(index).join('.');
      if (index < parts.length - 1 && typeof node[rest] === 'string') return node[rest] as string;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  return (typeof options.count === 'number' ? find(`${key}_${pluralForm(language, options.count)}`) : undefined) ?? find(key);
}

/** Fills {{name}} with options.name; a name without a value stays as written. */
function interpolate(text: string, values: TOptions): string {
  return text.includes('{{') ? text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name]))) : text;
}

type Listener = () => void;

interface Binding {
  t: TFunction;
  i18n: Translator;
}

class Translator {
  language: Language = FALLBACK;
  private readonly listeners = new Set<Listener>();
  private readonly loading = new Map<Language, Promise<void>>();

  /** The language shown (the same as `language`: only supported languages are ever set). */
  get resolvedLanguage(): Language {
    return this.language;
  }

  t: TFunction = (key, options = {}) => {
    // A key computed from data that is not there yet (an unset label, say) shows nothing.
    if (typeof key !== 'string') return '';
    const text = lookup(this.language, key, options) ?? (this.language === FALLBACK ? undefined : lookup(FALLBACK, key, options));
    if (text !== undefined) return interpolate(text, options);
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    // A text that is missing shows as its key, so the gap is visible and the page still works; if a
    // screen named too few English groups, the rest arrive and the screen renders again.
    if (options.ns !== 'messages') this.onMissingText?.(key);
    return key;
  };

  /** Called when a key has no text in any loaded language. */
  onMissingText?: (key: string) => void;

  /** `t` and the translator as components get them: a new object whenever the language or the texts change. */
  binding: Binding = { t: (key, options) => this.t(key, options), i18n: this };

  /** Adds texts to a language (deep merge) and re-renders what shows them. */
  addTexts(language: Language, texts: Texts, messages: Record<string, string> = {}) {
    merge(bundles[language].translation, texts);
    Object.assign(bundles[language].messages, messages);
    this.changed();
  }

  /** Switches to `code` (or its supported base language, else English) once its texts are here; remembers the choice. */
  async changeLanguage(code?: string): Promise<TFunction> {
    const language = supportedLanguage(code) ?? FALLBACK;
    await this.load(language);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered when storage is blocked; the switch still works for this visit.
    }
    if (language !== this.language) {
      this.language = language;
      this.changed();
    }
    syncDocument(language);
    return this.t;
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private load(language: Language): Promise<void> {
    if (language === FALLBACK) return Promise.resolve();
    let pending = this.loading.get(language);
    if (!pending) {
      const bundle = language === 'hi' ? import('./hi').then((m) => ({ texts: m.default, messages: m.hiMessages })) : import('./zh').then((m) => ({ texts: m.default, messages: m.zhMessages }));
      pending = Promise.all([bundle, import('./declared')]).then(
        ([{ texts, messages }, declared]) => {
          this.addTexts(language, texts, messages);
          this.addTexts(language, declared.declaredTexts(language));
        },
        (error: unknown) => {
          // Offline, say: the next choice of this language tries again.
          this.loading.delete(language);
          throw error;
        },
      );
      this.loading.set(language, pending);
    }
    return pending;
  }

  private changed() {
    // A new `t` each time, so memoised values and effects that use it follow the language.
    this.binding = { t: (key, options) => this.t(key, options), i18n: this };
    for (const listener of this.listeners) listener();
  }
}

const i18n = new Translator();
i18n.addTexts('en', { ...entryEn, ...uiEn });

/** The page's lang attribute, and the web font of a script the system may lack (Hindi, Chinese). */
function syncDocument(language: Language) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  void loadLanguageFont(language);
}

let ready: Promise<unknown> | undefined;

/** Picks the reader's language and loads its texts; render after it resolves so the first paint is already translated. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n.changeLanguage(detectLanguage());
  return ready;
}

/**
 * English texts by group, each fetched once, by the screens that show them (src/routes/pages.ts). The
 * signed-in app loads its own groups by role (src/i18n/roles.ts) through loadEnglishTexts.
 */
export type EnglishGroup = 'login' | 'landing' | 'catalogue' | 'all';
const englishGroups: Record<EnglishGroup, () => Promise<Texts | Texts[]>> = {
  login: () => import('./areas/login.en').then((m) => m.loginEn),
  landing: () => import('./areas/landing.en').then((m) => m.landingEn),
  catalogue: () => import('./en-catalogue').then((m) => m.catalogueTexts),
  all: () => Promise.all([import('./en'), import('./declared')]).then(([m, declared]) => [m.default, declared.declaredTexts('en')]),
};
const englishLoading = new Map<string, Promise<void>>();
const englishLoaded = new Set<string>();
const reportedMissing = new Set<string>();
i18n.onMissingText = (key) => {
  // Once every English text is here, a missing key is a key no language has: it shows as written.
  if (englishLoaded.has('all')) return;
  // A screen that did not name the group its texts are in: they arrive, and the screen renders again.
  if (!reportedMissing.has(key)) console.warn(`English text "${key}" was not loaded with its screen: loading every English text`);
  reportedMissing.add(key);
  void loadEnglish('all').catch(() => undefined);
};

/** Adds a named group of English texts once; a failed load is tried again the next time. */
export function loadEnglishTexts(name: string, load: () => Promise<Texts | Texts[]>): Promise<void> {
  let pending = englishLoading.get(name);
  if (!pending) {
    pending = load().then(
      (texts) => {
        for (const part of Array.isArray(texts) ? texts : [texts]) i18n.addTexts('en', part);
        englishLoaded.add(name);
      },
      (error: unknown) => {
        englishLoading.delete(name);
        throw error;
      },
    );
    englishLoading.set(name, pending);
  }
  return pending;
}

export const loadEnglish = (group: EnglishGroup): Promise<void> => loadEnglishTexts(group, englishGroups[group]);

/** Whether a group's texts are here. */
export const isEnglishLoaded = (name: string): boolean => englishLoaded.has(name);

/** `t` and the translator for a component, which re-renders when the language or the texts change. */
export function useTranslation(): Binding {
  return useSyncExternalStore(i18n.subscribe, () => i18n.binding, () => i18n.binding);
}

/**
 * Translates a message from the contract or the server (English text as key).
 * A message without a translation comes back unchanged.
 */
export function translateMessage(message: string): string {
  return i18n.t(message, { ns: 'messages' });
}

export function currentLanguage(): Language {
  return i18n.language;
}

export default i18n;
