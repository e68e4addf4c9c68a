// The way to the signed-in app, a chunk of its own: the list of every chunk the signed-in app needs
// (which Vite writes beside each dynamic import, to fetch them in parallel) lives here, not in the entry
// every public page loads. It costs a signed-in first visit one small request more.
import { loadEnglish } from './i18n';

export const loadAuthenticatedApp = () => Promise.all([import('./AuthenticatedApp'), loadEnglish('all')]).then(([app]) => app);
