import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';

/** Every public page: skip link, the fixed top bar, the main region and the footer. */
export function PageFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const brand = t('brand.name');
  // Each page has its own title, for tabs, history and screen readers.
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <PublicTopBar />
      <main id="main" className="page-main" tabIndex={-1}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
