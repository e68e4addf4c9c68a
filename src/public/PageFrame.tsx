import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';
import { useHydrated } from '../ssr/hydration';
import './page-frame.css';

/**
 * Every public page: skip link, the fixed top bar, the main region and the footer.
 *
 * A page the server rendered shows before its script runs; until React has taken it over, its buttons,
 * fields and selects are disabled (the page is a disabled fieldset), so nothing typed or clicked in that
 * moment is lost or sent by the browser on its own. Links work throughout.
 */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const brand = t('brand.name');
  // Each page has its own title, for tabs, history and screen readers.
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  return (
    <fieldset className="page" role="presentation" disabled={!hydrated}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <PublicTopBar />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
    </fieldset>
  );
}
