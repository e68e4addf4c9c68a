import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from '../../i18n';
import { Link } from 'react-router';

/** 403 inside the back office: a staff member opened an area their role does not include. */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <div className="resource-page">
      <section className="resource-card admin-forbidden" role="alert">
        <LockOutlined aria-hidden className="admin-forbidden-icon" />
        <h1 className="admin-forbidden-title">{t('adminShell.forbiddenTitle')}</h1>
        <p className="form-section-text">{t('adminShell.forbiddenText')}</p>
        <Link to="/admin">{t('adminShell.backToOverview')}</Link>
      </section>
    </div>
  );
}
