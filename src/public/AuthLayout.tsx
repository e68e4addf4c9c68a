import { CalendarOutlined, CustomerServiceOutlined, GlobalOutlined, SafetyCertificateOutlined, SolutionOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from './PageFrame';

/**
 * Sign-in screens: on desktop a brand panel with the value proposition beside the form card;
 * on tablets and phones the card alone, in one column.
 */
export function AuthLayout({ title, children, showBrand = true }: { title: string; children: ReactNode; showBrand?: boolean }) {
  const { t } = useTranslation();
  const features = [
    { icon: <GlobalOutlined  aria-hidden />, text: t('brandPanel.featureBuyers') },
    { icon: <SolutionOutlined  aria-hidden />, text: t('brandPanel.featureRfq') },
    { icon: <CustomerServiceOutlined  aria-hidden />, text: t('brandPanel.featureSupport') },
    { icon: <CalendarOutlined  aria-hidden />, text: t('brandPanel.featureEvents') },
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
              <SafetyCertificateOutlined aria-hidden /> {t('brandPanel.trust')}
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
