// The global stylesheet and the plain controls first, so that every area's stylesheet, whenever it loads,
// comes after them and can adjust them.
import './styles.css';
import './components/plain-controls.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import App from './App';
import i18n, { initI18n, provideDeclaredLabels } from './i18n';
import { reportClientError, reportUncaughtErrors } from './providers/client-errors';
import { getToken } from './providers/session';
import { setToastHost } from './providers/toast-host';
import { remoteDataFromPage } from './ssr/remote-data';
import { applyThemeModeToDocument, readStoredThemeMode } from './theme-mode';

reportUncaughtErrors();
// Toasts get a root of their own, loaded with the first code that can raise one.
setToastHost(() => void import('./components/Toaster').then((toaster) => toaster.mountToaster()));
// The declared resources' labels load with their portal's English texts or a whole language, never before.
provideDeclaredLabels((language, portals) => import('./declared-labels').then((labels) => labels.declaredTexts(language, portals)));

// Colours before the first paint, so a dark-theme visitor never sees a white flash.
applyThemeModeToDocument(readStoredThemeMode());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  const app = (
    <StrictMode>
      <App remoteData={remoteDataFromPage()} />
    </StrictMode>
  );
  // A page the server rendered (src/ssr) is taken over as it stands when it fits this visitor: it was
  // rendered in English, light and signed out. Anyone else gets the page rendered afresh.
  const serverRendered = container.hasAttribute('data-ssr');
  if (serverRendered && i18n.language === 'en' && readStoredThemeMode() === 'light' && !getToken()) {
    hydrateRoot(container, app, {
      // A difference React repaired by rendering afresh: no harm to the visitor, but a bug to hear about.
      onRecoverableError: (error, info) => reportClientError(error, info.componentStack),
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  container.removeAttribute('data-ssr');
});
