import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Icon } from '../components/Icon';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { PageFrame } from './PageFrame';
import './auth.css';

/**
 * Sign-in screens: on desktop a brand panel with the value proposition beside the form card;
 * on tablets and phones the card alone, in one column.
 */
export function AuthLayout({ title, children, showBrand = true }: { title: string; children: ReactNode; showBrand?: boolean }) {
  const { t } = useTranslation();
  const features = [
    { icon: <Icon svg={GlobalOutlined} aria-hidden />, text: t('brandPanel.featureBuyers') },
    { icon: <Icon svg={SolutionOutlined} aria-hidden />, text: t('brandPanel.featureRfq') },
    { icon: <Icon svg={CustomerServiceOutlined} aria-hidden />, text: t('brandPanel.featureSupport') },
    { icon: <Icon svg={CalendarOutlined} aria-hidden />, text: t('brandPanel.featureEvents') },
  ];
  return (
    <PageFrame title={title}>
      <div className={showBrand ? 'container auth-split' : 'container auth-split is-single'}>
        {showBrand && (
          <aside className="auth-brand" aria-labelledby="brand-panel-title">
            <div>
              <p className="auth-brand-eyebrow">{t('brandPanel.eyebrow')}</p>
              <h2 id="brand-panel-title" className="auth-brand-title">
                {t('brandPanel.title')}
              </h2>
              <p className="auth-brand-subtitle">{t('brandPanel.subtitle')}</p>
            </div>
            <ul className="auth-features">
              {features.map((feature) => (
                <li key={feature.text}>
                  <span className="auth-feature-icon" aria-hidden="true">
                    {feature.icon}
                  </span>
                  <span>{feature.text}</span>
                </li>
              ))}
            </ul>
            <p className="auth-brand-trust">
              <Icon svg={SafetyCertificateOutlined} aria-hidden /> {t('brandPanel.trust')}
            </p>
          </aside>
        )}
        <div className="auth-panel">
          <div className="auth-card">{children}</div>
        </div>
      </div>
    </PageFrame>
  );
}
