import { useTranslation } from '../../i18n';
import { Link } from 'react-router';
import { BrandMark } from '../../public/BrandMark';

/** The shell's brand: the mark, the marketplace's name and the shell's own (Seller Center, Buyer Center). */
export function ShellBrand({ to, subKey }: { to?: string; subKey: string }) {
  const { t } = useTranslation();
  const content = (
    <>
      <BrandMark />
      <span className="seller-brand-text">
        <span className="seller-brand-name">{t('brand.name')}</span>
        <span className="seller-brand-sub">{t(subKey)}</span>
      </span>
    </>
  );
  if (!to) return <span className="seller-brand">{content}</span>;
  return (
    <Link to={to} className="seller-brand">
      {content}
    </Link>
  );
}
