// The way to the signed-in app, a chunk of its own: the list of every chunk the signed-in app needs
// (which Vite writes beside each dynamic import, to fetch them in parallel) lives here, not in the entry
// every public page loads. It costs a signed-in first visit one small request more.
import { loadBuyerResources } from './buyer/routes';
import { loadEnglishFor } from './i18n/roles';
import { rolesOf, sessionStore } from './providers/session';

/** The app, the English texts its user's roles need and a buyer's declared resources, fetched together. */
export const loadAuthenticatedApp = () => {
  const roles = rolesOf(sessionStore.getState().login);
  return Promise.all([import('./AuthenticatedApp'), loadEnglishFor(roles), loadBuyerResources(roles)]).then(([app]) => app);
};
