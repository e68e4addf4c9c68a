// The invitation's page (/company/join/:token, the link in the invitation email): which company, which
// role and for which email, and Accept. The server says why a link cannot be used (expired, used,
// withdrawn, sent to another address) and the page shows it as it says it.
import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../components/Button';
import { StatusTag } from '../components/StatusTag';
import { useCountryName } from '../components/countries';
import { exactTimeText } from '../components/dates';
import type { InvitationPreview } from '../contract/company';
import { PageHeader, PageSkeleton } from '../engine/states';
import { useApiData } from '../engine/useApiData';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { useLoginState } from '../providers/session';
import { refreshCompany } from './company-store';
import './company.css';

export default function JoinCompanyPage() {
  const { t, i18n } = useTranslation('companyPortal');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const { email } = useLoginState();
  const invitation = useApiData<InvitationPreview>(`/company-invitations/${encodeURIComponent(token)}`);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setProblem(null);
    const result = await api.post('/company-invitations/accept', { token }, { successToast: true, toast: false });
    setBusy(false);
    if (!result.success) return setProblem(result.message);
    await refreshCompany();
    navigate('/company');
  };

  const title = t('buyerNav.companyJoin');
  if (invitation.error) {
    return (
      <div className="resource-page company-page company-join">
        <PageHeader title={title} />
        <section className="resource-card company-card">
          <Alert type="error" showIcon message={t('companyPortal.joinCannot')} description={translateMessage(invitation.error)} />
          <p className="company-join-links">
            <Link to="/company">{t('companyPortal.goToCompany')}</Link>
          </p>
        </section>
      </div>
    );
  }
  if (!invitation.data) {
    return (
      <div className="resource-page company-page company-join">
        <PageHeader title={title} />
        <PageSkeleton />
      </div>
    );
  }
  const preview = invitation.data;
  const otherEmail = email && email.toLowerCase() !== preview.email.toLowerCase();
  return (
    <div className="resource-page company-page company-join">
      <PageHeader title={title} />
      <section className="resource-card company-card" aria-labelledby="company-join-title">
        <h2 id="company-join-title">{t('companyPortal.joinHeading', { name: preview.company.legal_name })}</h2>
        <p>{preview.invited_by ? t('companyPortal.joinInvitedBy', { name: preview.invited_by }) : t('companyPortal.joinInvited')}</p>
        <dl className="company-facts">
          <dt>{t('companyPortal.legalName')}</dt>
          <dd>{preview.company.legal_name}</dd>
          <dt>{t('companyPortal.country')}</dt>
          <dd>{countryName(preview.company.country)}</dd>
          <dt>{t('resources.buyer-members.role')}</dt>
          <dd>
            <StatusTag color="purple">{t(`resources.buyer-members.values.role.${preview.role}`)}</StatusTag>
          </dd>
          <dt>{t('resources.buyer-members.email')}</dt>
          <dd>
            <MailOutlined aria-hidden /> {preview.email}
          </dd>
          <dt>{t('resources.buyer-invitations.expires')}</dt>
          <dd>{exactTimeText(preview.expires_at, i18n.resolvedLanguage ?? 'en')}</dd>
        </dl>
        <p className="company-muted">{t(`companyPortal.roleIntro_${preview.role}`)}</p>
        {otherEmail && <Alert type="warning" showIcon className="company-alert" message={t('companyPortal.joinOtherEmail', { email: preview.email })} />}
        {problem && <Alert type="error" showIcon className="company-alert" role="alert" message={translateMessage(problem)} />}
        <div className="company-form-actions">
          <Link to="/dashboard">{t('companyPortal.notNow')}</Link>
          <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={busy} onClick={() => void accept()}>
            {t('companyPortal.accept')}
          </Button>
        </div>
      </section>
    </div>
  );
}
