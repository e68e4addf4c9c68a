import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useLocation } from 'react-router';
import { shellFor } from '../providers/roles';
import { useLoginState } from '../providers/session';
import { PageFrame } from '../public/PageFrame';

/**
 * The signed-in catalogue's frame: a portal shell already surrounds the page for an onboarded seller
 * and for a buyer (see shellFor); anyone else signed in (staff, a seller still onboarding) and the
 * public catalogue's addresses get the public frame.
 */
export function CatalogueFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  const { pathname } = useLocation();
  const inShell = shellFor(userDetails, pathname) !== null;
  const brand = t('brand.name');
  useEffect(() => {
    if (inShell) document.title = `${title} · ${brand}`;
  }, [inShell, title, brand]);
  if (inShell) return <div className="resource-page catalogue-page">{children}</div>;
  return (
    <PageFrame title={title}>
      <div className="container catalogue-page is-public">{children}</div>
    </PageFrame>
  );
}
