import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Icon } from '../components/Icon';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import type { CatalogueSupplierCard } from '../contract/public-catalog';
import { countryName } from '../components/countries';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { PerformanceFacts } from '../performance/PerformanceFacts';

export const supplierPath = (id: string) => `/supplier/${encodeURIComponent(id)}`;

/** Whole years since the year a company was established (0 in its first year). */
export const yearsInBusiness = (yearEstablished: number, now: Date = new Date()): number => Math.max(0, now.getUTCFullYear() - yearEstablished);

/** Who sells the product: name, country, years in business, verification, performance facts, and a link to its store page. */
export function SupplierCard({ supplier }: { supplier: CatalogueSupplierCard }) {
  const { t, i18n } = useTranslation();
  const country = countryName(supplier.country, i18n.resolvedLanguage ?? 'en');
  return (
    <section className="catalogue-supplier" aria-labelledby={`supplier-${supplier.id}`}>
      <span className="catalogue-supplier-icon" aria-hidden>
        <Icon svg={ShopOutlined} aria-hidden />
      </span>
      <div className="catalogue-supplier-body">
        <p className="catalogue-eyebrow">{t('catalogue.supplier')}</p>
        <h2 id={`supplier-${supplier.id}`} className="catalogue-supplier-name">
          <Link to={supplierPath(supplier.id)}>{supplier.name}</Link>
        </h2>
        <p className="catalogue-supplier-facts">
          {supplier.verified ? (
            <VerifiedBadge verification={supplier.verification} detailed />
          ) : (
            <span className="catalogue-muted">{t('catalogue.notVerified')}</span>
          )}
          {country && (
            <span>
              <Icon svg={EnvironmentOutlined} aria-hidden /> {country}
            </span>
          )}
          {supplier.year_established !== null && <span>{t('catalogue.yearsInBusiness', { count: yearsInBusiness(supplier.year_established) })}</span>}
          <span>{t('catalogue.memberSince', { year: new Date(supplier.member_since).getUTCFullYear() })}</span>
        </p>
        <PerformanceFacts performance={supplier.performance} />
        <Link to={supplierPath(supplier.id)} className="catalogue-supplier-link">
          {t('catalogue.visitStore')} <Icon svg={RightOutlined} aria-hidden />
        </Link>
      </div>
    </section>
  );
}
