import { EnvironmentOutlined, ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CatalogueSupplierCard } from '../contract/public-catalog';
import { countryName } from './format';
import { VerifiedBadge } from './VerifiedBadge';

/** Who sells the product: name, country, verification and how long they have been a member. */
export function SupplierCard({ supplier }: { supplier: CatalogueSupplierCard }) {
  const { t } = useTranslation();
  const country = countryName(t, supplier.country);
  return (
    <section className="catalogue-supplier" aria-labelledby={`supplier-${supplier.id}`}>
      <span className="catalogue-supplier-icon" aria-hidden>
        <ShopOutlined />
      </span>
      <div className="catalogue-supplier-body">
        <p className="catalogue-eyebrow">{t('catalogue.supplier')}</p>
        <h2 id={`supplier-${supplier.id}`} className="catalogue-supplier-name">
          {supplier.name}
        </h2>
        <p className="catalogue-supplier-facts">
          {supplier.verified ? <VerifiedBadge /> : <span className="catalogue-muted">{t('catalogue.notVerified')}</span>}
          {country && (
            <span>
              <EnvironmentOutlined aria-hidden /> {country}
            </span>
          )}
          <span>{t('catalogue.memberSince', { year: new Date(supplier.member_since).getUTCFullYear() })}</span>
        </p>
      </div>
    </section>
  );
}
