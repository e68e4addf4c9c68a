import SafetyCertificateFilled from '@ant-design/icons-svg/es/asn/SafetyCertificateFilled';
import { Icon } from './Icon';
import { useTranslation } from '../i18n';

/** A supplier that the marketplace's staff verified (documents and business details reviewed); the hint shows on hover. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="catalogue-verified"
      role="img"
      title={t('catalogue.verifiedHint')}
      aria-label={`${t('catalogue.verified')}: ${t('catalogue.verifiedHint')}`}
    >
      <Icon svg={SafetyCertificateFilled} aria-hidden />
      <span aria-hidden>{t('catalogue.verified')}</span>
    </span>
  );
}
