import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageFrame } from './PageFrame';

// Small stand-ins for public pages that later work replaces: top bar, a heading and a sentence.

function PublicPlaceholder({ title, text, action }: { title: string; text: string; action?: { to: string; label: string } }) {
  return (
    <PageFrame title={title}>
      <section className="container public-hero">
        <h1>{title}</h1>
        <p>{text}</p>
        {action && (
          <Link className="link-button" to={action.to}>
            {action.label}
          </Link>
        )}
      </section>
    </PageFrame>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  return <PublicPlaceholder title={t('placeholders.homeTitle')} text={t('placeholders.homeText')} />;
}

export function SellerLandingPage() {
  const { t } = useTranslation();
  return (
    <PublicPlaceholder
      title={t('placeholders.sellerTitle')}
      text={t('placeholders.sellerText')}
      action={{ to: '/seller/register', label: t('placeholders.sellerCta') }}
    />
  );
}

export function HelpCenterPage() {
  const { t } = useTranslation();
  return <PublicPlaceholder title={t('placeholders.helpTitle')} text={t('placeholders.helpText')} />;
}

export function HelpCenterDetailsPage() {
  const { t } = useTranslation();
  return <PublicPlaceholder title={t('placeholders.helpDetailsTitle')} text={t('placeholders.helpDetailsText')} />;
}

export function PublicDashboardPage() {
  const { t } = useTranslation();
  return <PublicPlaceholder title={t('placeholders.dashboardTitle')} text={t('placeholders.dashboardText')} />;
}

export function PublicProductDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return <PublicPlaceholder title={t('placeholders.productTitle')} text={t('placeholders.productText', { id })} />;
}
