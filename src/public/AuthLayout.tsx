import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import { Icon } from '../components/Icon';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { PageFrame } from './PageFrame';
import './auth.css';

/**
 * Sign-in screens: on desktop a brand panel with the value proposition beside the form card (to sellers,
 * or to buyers once the sign-up says "I buy"); on tablets and phones the card alone, in one column.
 */
export function AuthLayout({
  title,
  children,
  showBrand = true,
  audience = 'seller',
}: {
  title: string;
  children: ReactNode;
  showBrand?: boolean;
  audience?: 'seller' | 'buyer';
}) {
  const { t } = useTranslation();
  const panel = audience === 'buyer' ? 'brandPanelBuyer' : 'brandPanel';
  const features =
    audience === 'buyer'
      ? [
          { icon: <Icon svg={ShopOutlined} aria-hidden />, text: t('brandPanelBuyer.featureSuppliers') },
          { icon: <Icon svg={SolutionOutlined} aria-hidden />, text: t('brandPanelBuyer.featureRfq') },
          { icon: <Icon svg={SwapOutlined} aria-hidden />, text: t('brandPanelBuyer.featureCompare') },
          { icon: <Icon svg={CustomerServiceOutlined} aria-hidden />, text: t('brandPanelBuyer.featureSupport') },
        ]
      : [
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
              <p className="auth-brand-eyebrow">{t(`${panel}.eyebrow`)}</p>
              <h2 id="brand-panel-title" className="auth-brand-title">
                {t(`${panel}.title`)}
              </h2>
              <p className="auth-brand-subtitle">{t(`${panel}.subtitle`)}</p>
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
