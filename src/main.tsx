// antd 5 needs this patch to render under React 19; it must run before antd renders anything.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { initI18n } from './i18n';
import { reportUncaughtErrors } from './providers/client-errors';
import './styles.css';
import { applyThemeModeToDocument, readStoredThemeMode } from './theme';

reportUncaughtErrors();

// Colours before the first paint, so a dark-theme visitor never sees a white flash.
applyThemeModeToDocument(readStoredThemeMode());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
