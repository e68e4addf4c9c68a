import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { PageFrame } from './PageFrame';
import './auth.css';

/** One stand-in for every signed-in screen not built yet; later work swaps in the real page. */
export default function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <PageFrame title={t(titleKey)}>
      <div className="container">
        <div className="auth-card centered-card auth-status">
          <h1 className="auth-card-title">{t(titleKey)}</h1>
          <p className="auth-card-subtitle">{t('comingSoon.text')}</p>
          <Link className="link-button" to="/dashboard">
            {t('common.backToDashboard')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
