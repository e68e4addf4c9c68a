// The app's translations: English, Hindi and Chinese, through i18next. The app's `t` takes a key's
// first part as its namespace ('store.title' is 'title' in namespace 'store'), and each resource's labels
// are a namespace of their own ('resources.products.title' is 'title' in 'resources.products'); server
// messages are one flat namespace keyed by their English text.
//
// English arrives in groups of namespaces, each when a screen needs it (loadEnglish): the entry texts
// below are always here; the landing pages, the catalogue and the signed-in areas fetch theirs with their
// screens. Hindi and Chinese load whole, when chosen.
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { entryEn } from './areas/entry.en';
import { uiEn } from './areas/ui.en';
import { languageFontReady } from './fonts';

export { APP_LANGUAGES as LANGUAGES } from '../contract/languages';
import { APP_LANGUAGES as LANGUAGES } from '../contract/languages';
export type Language = (typeof LANGUAGES)[number];
/** Where the chosen language is remembered (i18next's usual name, so an earlier choice survives). */
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

/** The portals whose resources are declared: the seller's (src/resources), the back office's and the buyer's. */
export type DeclaredPortal = 'seller' | 'admin' | 'buyer';
type DeclaredLabelsLoader = (language: Language, portals?: readonly DeclaredPortal[]) => Promise<Texts>;
let declaredLabels: DeclaredLabelsLoader | undefined;

/**
 * Where the declared resources' labels come from (src/declared-labels.ts, handed over by src/main.tsx):
 * they live beside the resources, which import this module, so it cannot import them.
 */
export function provideDeclaredLabels(load: DeclaredLabelsLoader): void {
  declaredLabels = load;
}

/** One language's labels of the given portals' declared resources, every portal's by default (none before provideDeclaredLabels). */
export const loadDeclaredTexts: DeclaredLabelsLoader = (language, portals) => declaredLabels?.(language, portals) ?? Promise.resolve({});

const engine = i18next.createInstance();
void engine.init({
  lng: FALLBACK,
  fallbackLng: FALLBACK,
  ns: [],
  defaultNS: false,
  resources: {},
  initAsync: false,
  // The app names the namespace itself (namespaceOf); a colon in a key is just a colon.
  nsSeparator: false,
  returnEmptyString: true,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

const MESSAGES = 'messages';
/** Returned by i18next for a key no loaded language has, so that `t` can tell "missing" from a text. */
const MISSING = '\u0000missing';

/** A key's namespace and its key inside it: the first part, or the first two for a resource's labels. */
function namespaceOf(key: string): [namespace: string, rest: string] {
  const first = key.indexOf('.');
  if (first < 0) return [key, ''];
  const section = key.slice(0, first);
  const second = section === 'resources' ? key.indexOf('.', first + 1) : -1;
  return second < 0 ? [section, key.slice(first + 1)] : [key.slice(0, second), key.slice(second + 1)];
}

type Listener = () => void;

interface Binding {
  t: TFunction;
  i18n: Translator;
}

class Translator {
  language: Language = FALLBACK;
  /** The i18next instance behind `t`. */
  readonly engine = engine;
  private readonly listeners = new Set<Listener>();
  private readonly loading = new Map<Language, Promise<void>>();

  /** The language shown (the same as `language`: only supported languages are ever set). */
  get resolvedLanguage(): Language {
    return this.language;
  }

  t: TFunction = (key, options = {}) => {
    // A key computed from data that is not there yet (an unset label, say) shows nothing.
    if (typeof key !== 'string') return '';
    const { ns: kind, defaultValue, ...values } = options;
    if (kind === MESSAGES) return engine.t(key, { ...values, ns: MESSAGES, keySeparator: false, defaultValue: key });
    const [ns, rest] = namespaceOf(key);
    const text = rest ? engine.t(rest, { ...values, ns, defaultValue: MISSING }) : MISSING;
    if (text !== MISSING) return text;
    if (defaultValue !== undefined) return engine.t(rest || key, { ...values, ns, defaultValue });
    // A text that is missing shows as its key, so the gap is visible and the page still works; if a
    // screen named too few English groups, the rest arrive and the screen renders again.
    this.onMissingText?.(key);
    return key;
  };

  /** Called when a key has no text in any loaded language. */
  onMissingText?: (key: string) => void;

  /** `t` and the translator as components get them: a new object whenever the language or the texts change. */
  binding: Binding = { t: (key, options) => this.t(key, options), i18n: this };

  /** Adds texts to a language, each top-level section (each resource's labels) as its namespace, and re-renders what shows them. */
  addTexts(language: Language, texts: Texts, messages: Record<string, string> = {}) {
    for (const [section, value] of Object.entries(texts)) {
      if (typeof value !== 'object') continue;
      if (section === 'resources') {
        // The words all resources share ('resources.save') stay in 'resources'; each resource's labels go to their own.
        const shared: Texts = {};
        for (const [name, labels] of Object.entries(value)) {
          if (typeof labels === 'object') engine.addResourceBundle(language, `resources.${name}`, labels, true, true);
          else shared[name] = labels;
        }
        engine.addResourceBundle(language, section, shared, true, true);
      } else engine.addResourceBundle(language, section, value, true, true);
    }
    if (Object.keys(messages).length > 0) engine.addResourceBundle(language, MESSAGES, messages, true, true);
    this.changed();
  }

  /** Switches to `code` (or its supported base language, else English) once its texts are here; remembers the choice. */
  async changeLanguage(code?: string): Promise<TFunction> {
    const language = supportedLanguage(code) ?? FALLBACK;
    // The texts and the font that draws them, before anything paints in the language.
    await Promise.all([this.load(language), languageFontReady(language)]);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered when storage is blocked; the switch still works for this visit.
    }
    if (language !== this.language) {
      await engine.changeLanguage(language);
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
      const bundle =
        language === 'hi'
          ? import('./hi').then((m) => ({ texts: m.default, messages: m.hiMessages }))
          : import('./zh').then((m) => ({ texts: m.default, messages: m.zhMessages }));
      pending = Promise.all([bundle, loadDeclaredTexts(language)]).then(
        ([{ texts, messages }, declared]) => {
          this.addTexts(language, texts, messages);
          this.addTexts(language, declared);
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
}

let ready: Promise<unknown> | undefined;

/** Picks the reader's language and loads its texts; render after it resolves so the first paint is already translated. */
export function initI18n(): Promise<unknown> {
  ready ??= i18n.changeLanguage(detectLanguage());
  return ready;
}

/**
 * English texts by group, each fetched once, with the screens that show them: the public screens name
 * theirs (src/routes/pages.ts), a component of a signed-in area names its area's (`useTranslation('rfq')`),
 * and the signed-in app loads its users' groups by role (src/i18n/roles.ts, through loadEnglishTexts).
 */
const PUBLIC_GROUPS = {
  login: () => import('./areas/login.en').then((m) => m.loginEn),
  landing: () => import('./areas/landing.en').then((m) => m.landingEn),
  catalogue: () => import('./en-catalogue').then((m) => m.catalogueTexts),
  all: () => Promise.all([import('./en'), loadDeclaredTexts('en')]).then(([m, declared]) => [m.default, declared]),
} satisfies Record<string, () => Promise<Texts | Texts[]>>;

/** The signed-in areas' groups; their loaders are in ./area-groups.ts, so the public pages' entry does not list their files. */
export const AREA_GROUPS = [
  'account',
  'store',
  'documents',
  'recovery',
  'addresses',
  'reviews',
  'notifications',
  'rfq',
  'chat',
  'help',
  'lists',
  'performance',
  'companyPortal',
  'sellerAnalytics',
  'finance',
  'payments',
] as const;
export type AreaGroup = (typeof AREA_GROUPS)[number];
export type EnglishGroup = keyof typeof PUBLIC_GROUPS | AreaGroup;

const loaderOf = (group: EnglishGroup): (() => Promise<Texts | Texts[]>) =>
  group in PUBLIC_GROUPS
    ? PUBLIC_GROUPS[group as keyof typeof PUBLIC_GROUPS]
    : () => import('./area-groups').then((areas) => areas.AREA_LOADERS[group as AreaGroup]());

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

export const loadEnglish = (group: EnglishGroup): Promise<void> => loadEnglishTexts(group, loaderOf(group));

/** Whether a group's texts are here (every group is, once all English is). */
export const isEnglishLoaded = (name: string): boolean => englishLoaded.has(name) || englishLoaded.has('all');

/**
 * `t` and the translator for a component, which re-renders when the language or the texts change. Named
 * groups are English texts the component shows beyond the signed-in ones: until they are here it
 * suspends, so the nearest Suspense boundary shows its fallback instead of keys.
 */
export function useTranslation(...groups: EnglishGroup[]): Binding {
  const binding = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.binding,
    () => i18n.binding,
  );
  // Suspends the way React.lazy does, by throwing the group's pending load (React retries once it
  // settles); a failed load reaches the page's error boundary, and the next render tries again.
  const missing = groups.filter((group) => !isEnglishLoaded(group));
  if (missing.length > 0) throw Promise.all(missing.map(loadEnglish));
  return binding;
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
