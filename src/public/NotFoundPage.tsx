import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import { PageFrame } from './PageFrame';
import './auth.css';
import './footer.css';

/** The catch-all of both route sets. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('notFound.title')}>
      <div className="container">
        <div className="auth-card centered-card auth-status">
          <p className="not-found-code" aria-hidden="true">
            404
          </p>
          <h1 className="auth-card-title spaced-top">{t('notFound.title')}</h1>
          <p className="auth-card-subtitle">{t('notFound.text')}</p>
          <Link className="link-button" to="/">
            {t('common.goHome')}
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}
