import { SafetyCertificateFilled } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** A supplier that the marketplace's staff verified (documents and business details reviewed). */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('catalogue.verifiedHint')}>
      <span className="catalogue-verified" role="img" aria-label={`${t('catalogue.verified')}: ${t('catalogue.verifiedHint')}`}>
        <SafetyCertificateFilled aria-hidden />
        <span aria-hidden>{t('catalogue.verified')}</span>
      </span>
    </Tooltip>
  );
}
