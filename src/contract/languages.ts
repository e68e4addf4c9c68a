// The languages the app speaks: its pages (src/i18n), its help articles and the documents the server
// writes (statements, invoices) all come in these.
export const APP_LANGUAGES = ['en', 'hi', 'zh'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
