import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { BrandMark } from '../../public/BrandMark';

/** The shell's brand: the mark, the marketplace's name and the shell's own (Seller Center, Buyer Center). */
export function ShellBrand({ to, subKey }: { to?: string; subKey: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <BrandMark />
      <span className="portal-brand-text">
        <span className="portal-brand-name">{t('brand.name')}</span>
        <span className="portal-brand-sub">{t(subKey)}</span>
      </span>
    </>
  );
  if (!to) return <span className="portal-brand">{content}</span>;
  return (
    <Link to={to} className="portal-brand">
      {content}
    </Link>
  );
}
