// /seller: the membership for suppliers worldwide. Static and light: text, icons and links, no data calls,
// so it paints fast on a phone (budget: 100 KB of JavaScript on a first visit).
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import BarChartOutlined from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import ReadOutlined from '@ant-design/icons-svg/es/asn/ReadOutlined';
import RobotOutlined from '@ant-design/icons-svg/es/asn/RobotOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { Icon } from '../components/Icon';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { PageFrame } from '../public/PageFrame';
import './landing.css';

/** The nine promoted features of the membership (spec section 1), each with one icon. */
const FEATURES: ReadonlyArray<{ key: string; icon: IconDefinition }> = [
  { key: 'buyers', icon: TeamOutlined },
  { key: 'ai', icon: RobotOutlined },
  { key: 'support', icon: CustomerServiceOutlined },
  { key: 'rfq', icon: FileSearchOutlined },
  { key: 'ads', icon: AimOutlined },
  { key: 'events', icon: CalendarOutlined },
  { key: 'consulting', icon: SolutionOutlined },
  { key: 'learning', icon: ReadOutlined },
  { key: 'reports', icon: BarChartOutlined },
];

const STEPS = ['register', 'verify', 'store', 'sell'] as const;

export default function SellerLandingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('sellerLanding.pageTitle')}>
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="container">
          <p className="landing-eyebrow">{t('sellerLanding.eyebrow')}</p>
          <h1 id="landing-title">{t('sellerLanding.title')}</h1>
          <p className="landing-lead">{t('sellerLanding.lead')}</p>
          <div className="landing-actions">
            <Link className="link-button landing-cta" to="/seller/register">
              {t('sellerLanding.cta')}
            </Link>
            <Link className="landing-secondary" to="/login">
              {t('sellerLanding.signIn')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container landing-section" aria-labelledby="landing-features">
        <h2 id="landing-features">{t('sellerLanding.featuresTitle')}</h2>
        <p className="landing-section-lead">{t('sellerLanding.featuresLead')}</p>
        <ul className="landing-features">
          {FEATURES.map(({ key, icon }) => (
            <li key={key} className="landing-feature">
              <Icon svg={icon} className="landing-feature-icon" aria-hidden />
              <h3>{t(`sellerLandingFeatures.${key}Title`)}</h3>
              <p>{t(`sellerLandingFeatures.${key}Text`)}</p>
              {key === 'rfq' && (
                <Link className="landing-feature-link" to="/rfq">
                  {t('sellerLandingFeatures.rfqLink')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-band" aria-labelledby="landing-steps">
        <div className="container landing-section">
          <h2 id="landing-steps">{t('sellerLanding.stepsTitle')}</h2>
          <ol className="landing-steps">
            {STEPS.map((step, index) => (
              <li key={step}>
                <span className="landing-step-number" aria-hidden>
                  {index + 1}
                </span>
                <h3>{t(`sellerLandingSteps.${step}Title`)}</h3>
                <p>{t(`sellerLandingSteps.${step}Text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container landing-section landing-closing" aria-labelledby="landing-closing">
        <h2 id="landing-closing">{t('sellerLanding.closingTitle')}</h2>
        <p className="landing-section-lead">{t('sellerLanding.closingText')}</p>
        <Link className="link-button landing-cta" to="/seller/register">
          {t('sellerLanding.cta')}
        </Link>
      </section>
    </PageFrame>
  );
}
