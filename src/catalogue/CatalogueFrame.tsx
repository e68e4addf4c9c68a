import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginState } from '../providers/session';
import { PageFrame } from '../public/PageFrame';
import { isOnboardedSeller } from '../resources/_generic/SellerFrame';

/**
 * The signed-in catalogue's frame: the seller shell already surrounds the page for an onboarded
 * seller; anyone else signed in (a buyer, staff, a seller still onboarding) gets the public frame.
 */
export function CatalogueFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { userDetails } = useLoginState();
  const inShell = isOnboardedSeller(userDetails);
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
