// The language a generated document (a PDF) is written in: the first of the request's Accept-Language
// tags that the app speaks, else English. The web app sends its chosen language with every download
// (src/providers/http.ts), so a seller reading the app in Hindi gets a Hindi statement.
import { APP_LANGUAGES, type AppLanguage } from '../../src/contract/languages';

export const DOCUMENT_LANGUAGES = APP_LANGUAGES;
export type DocumentLanguage = AppLanguage;

/** Reads an Accept-Language header ("zh-CN,zh;q=0.9,en;q=0.8"); anything unreadable means English. */
export function documentLanguage(acceptLanguage: string | string[] | undefined): DocumentLanguage {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .slice(0, 200)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((tag) => tag.q > 0 && Number.isFinite(tag.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return tags.map((tag) => DOCUMENT_LANGUAGES.find((language) => language === tag.primary)).find((language) => language !== undefined) ?? 'en';
}

/** The locale dates and month names are written in. */
export const LOCALE_OF: Record<DocumentLanguage, string> = { en: 'en-GB', hi: 'hi-IN', zh: 'zh-CN' };
