// The company's overview (/company). Without a company: what company buying gives and the form that
// creates one (its creator becomes the admin). With one: its details (editable by company.manage) and
// logo, my role and what it allows (the contract's ROLE_PERMISSIONS as a table), spend against each
// limit, pending invitations, and Leave company.
import { CheckOutlined, EditOutlined, LogoutOutlined, MinusOutlined } from '@ant-design/icons';
import { Alert, Drawer } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../components/Button';
import { StatusTag } from '../components/StatusTag';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useCountryName } from '../components/countries';
import { COMPANY_PERMISSIONS, COMPANY_ROLES, ROLE_PERMISSIONS, type CompanyRole } from '../contract/company-messages';
import type { Company, CompanyCreateInput, MyCompany } from '../contract/company';
import type { Spend } from '../contract/company-approvals';
import { PageHeader, PageSkeleton } from '../engine/states';
import { useApiData } from '../engine/useApiData';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import { CompanyForm } from './CompanyForm';
import { CompanyLogo } from './CompanyLogo';
import { holdsPermission, refreshCompany, useCompany } from './company-store';
import { SpendBar } from './SpendBar';
import { formatMoney } from '../components/money';
import './company.css';

const roleLabel = (role: string) => `resources.buyer-members.values.role.${role}`;

function CreateCompany() {
  const { t } = useTranslation('companyPortal');
  const create = async (values: CompanyCreateInput) => {
    const result = await api.post<MyCompany>('/company', values, { successToast: true });
    if (result.success) await refreshCompany();
    return result;
  };
  return (
    <div className="resource-page company-page">
      <PageHeader title={t('companyPortal.createTitle')} />
      <div className="company-create">
        <section className="resource-card company-benefits" aria-labelledby="company-benefits-title">
          <h2 id="company-benefits-title">{t('companyPortal.benefitsTitle')}</h2>
          <ul>
            <li>{t('companyPortal.benefitMembers')}</li>
            <li>{t('companyPortal.benefitApprovals')}</li>
            <li>{t('companyPortal.benefitBudgets')}</li>
            <li>{t('companyPortal.benefitShared')}</li>
          </ul>
          <p className="company-muted">{t('companyPortal.benefitsNote')}</p>
        </section>
        <section className="resource-card" aria-labelledby="company-create-title">
          <h2 id="company-create-title">{t('companyPortal.createFormTitle')}</h2>
          <p className="company-muted">{t('companyPortal.createFormText')}</p>
          <CompanyForm submitLabel={t('companyPortal.createSubmit')} onSubmit={create} />
        </section>
      </div>
    </div>
  );
}

function Details({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation('companyPortal');
  const countryName = useCountryName();
  const [editing, setEditing] = useState(false);
  const save = async (values: CompanyCreateInput) => {
    const result = await api.patch<Company>('/company', values, { successToast: true });
    if (result.success) {
      setEditing(false);
      await refreshCompany();
    }
    return result;
  };
  const address = company.billing_address;
  return (
    <section className="resource-card company-card" aria-labelledby="company-details-title">
      <div className="company-card-head">
        <h2 id="company-details-title">{t('companyPortal.details')}</h2>
        {editable && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
            {t('companyPortal.editDetails')}
          </Button>
        )}
      </div>
      <CompanyLogo
        logoPath={company.logo_url}
        version={company.updated_at}
        name={company.legal_name}
        editable={editable}
        onChanged={() => void refreshCompany()}
      />
      <dl className="company-facts">
        <dt>{t('companyPortal.legalName')}</dt>
        <dd>{company.legal_name}</dd>
        <dt>{t('companyPortal.country')}</dt>
        <dd>{countryName(company.country)}</dd>
        <dt>{t('companyPortal.taxId')}</dt>
        <dd>{company.tax_id ?? '—'}</dd>
        <dt>{t('companyPortal.billingAddress')}</dt>
        <dd>{[address.line1, address.line2, address.city, address.state, address.postal_code, countryName(address.country)].filter(Boolean).join(', ')}</dd>
        <dt>{t('companyPortal.budgetCurrency')}</dt>
        <dd>{company.budget_currency}</dd>
        <dt>{t('companyPortal.members')}</dt>
        <dd>
          <Link to="/company/members">{t('companyPortal.memberCount', { count: company.member_count })}</Link>
        </dd>
      </dl>
      <Drawer
        open={editing}
        onClose={() => setEditing(false)}
        title={t('companyPortal.editDetails')}
        width="min(640px, 100vw)"
        destroyOnHidden
        rootClassName="resource-drawer"
      >
        {editing && <CompanyForm company={company} submitLabel={t('companyPortal.saveDetails')} onSubmit={save} onCancel={() => setEditing(false)} />}
      </Drawer>
    </section>
  );
}

/** ROLE_PERMISSIONS as a table: one row per permission, one column per role, mine marked. */
function RoleTable({ mine }: { mine: CompanyRole }) {
  const { t } = useTranslation('companyPortal');
  return (
    <div className="company-table-wrap">
      <table className="company-table company-role-table">
        <caption className="visually-hidden">{t('companyPortal.roleTableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companyPortal.permission')}</th>
            {COMPANY_ROLES.map((role) => (
              <th key={role} scope="col" className={role === mine ? 'is-mine is-center' : 'is-center'}>
                {t(roleLabel(role))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPANY_PERMISSIONS.map((permission) => (
            <tr key={permission}>
              <th scope="row">{t(`companyPortal.perm_${permission.replace('.', '_')}`)}</th>
              {COMPANY_ROLES.map((role) => {
                const has = ROLE_PERMISSIONS[role].includes(permission);
                return (
                  <td key={role} className={role === mine ? 'is-mine is-center' : 'is-center'}>
                    {has ? (
                      <CheckOutlined className="company-yes" aria-label={t('companyPortal.allowed')} />
                    ) : (
                      <MinusOutlined className="company-no" aria-label={t('companyPortal.notAllowed')} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SpendCard() {
  const { t, i18n } = useTranslation('companyPortal');
  const spend = useApiData<Spend>('/company/spend');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <section className="resource-card company-card" aria-labelledby="company-spend-title">
      <div className="company-card-head">
        <h2 id="company-spend-title">{t('companyPortal.spendTitle')}</h2>
      </div>
      {spend.error ? (
        <Alert type="warning" showIcon message={translateMessage(spend.error)} action={<Button onClick={spend.reload}>{t('companyPortal.retry')}</Button>} />
      ) : !spend.data ? (
        <PageSkeleton />
      ) : (
        <>
          <div className="company-figures">
            {spend.data.periods.map((period) => (
              <div key={period.period} className="company-figure">
                <span className="company-muted">{t(`companyPortal.period_${period.period}`)}</span>
                <strong>{formatMoney(period.company_minor, spend.data!.currency, language)}</strong>
                <span className="company-muted">
                  {t('companyPortal.spendMine', { amount: formatMoney(period.mine_minor, spend.data!.currency, language) })}
                </span>
              </div>
            ))}
          </div>
          {spend.data.approximate && <p className="company-muted">{t('companyPortal.spendApproximate')}</p>}
          {spend.data.budgets.length === 0 ? (
            <p className="company-muted">{t('companyPortal.noBudgets')}</p>
          ) : (
            <ul className="company-budgets">
              {spend.data.budgets.map((budget) => (
                <li key={budget.id}>
                  <div className="company-budget-name">
                    {budget.scope === 'company' ? t('resources.buyer-budgets.values.scope.company') : budget.member_name}
                    {' · '}
                    {t(`resources.buyer-budgets.values.period.${budget.period}`)}
                  </div>
                  <SpendBar budget={budget} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function InvitationsCard() {
  const { t } = useTranslation('companyPortal');
  const pending = useApiData<unknown[]>('/company/invitations', { status: 'pending', limit: 1 });
  return (
    <section className="resource-card company-card" aria-labelledby="company-invitations-title">
      <h2 id="company-invitations-title">{t('resources.buyer-invitations.title')}</h2>
      <p>{pending.loading ? '…' : t('companyPortal.pendingInvitations', { count: pending.total })}</p>
      <Link to="/company/invitations">{t('companyPortal.manageInvitations')}</Link>
    </section>
  );
}

function LeaveCompany({ name }: { name: string }) {
  const { t } = useTranslation('companyPortal');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button danger icon={<LogoutOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('companyPortal.leave')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('companyPortal.leaveTitle', { name })}
        description={t('companyPortal.leaveText')}
        confirmLabel={t('companyPortal.leave')}
        onConfirm={async () => {
          const result = await api.post('/company/leave', undefined, { successToast: true });
          if (!result.success) return;
          await refreshCompany();
          navigate('/company');
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export default function CompanyOverviewPage() {
  const { t } = useTranslation('companyPortal');
  const company = useCompany();
  if (!company.loaded) {
    return (
      <div className="resource-page company-page">
        <PageHeader title={t('buyerNav.companyOverview')} />
        <PageSkeleton />
      </div>
    );
  }
  if (!company.mine) return <CreateCompany />;
  const { company: details, membership } = company.mine;
  const holds = (permission: string) => holdsPermission(permission, company);
  return (
    <div className="resource-page company-page">
      <PageHeader title={details.legal_name} extra={<LeaveCompany name={details.legal_name} />}>
        <span className="company-header-tags">
          <StatusTag color="purple">{t(roleLabel(membership.role))}</StatusTag>
          {details.status === 'suspended' && <StatusTag color="error">{t('companyPortal.companySuspendedTag')}</StatusTag>}
          {membership.status === 'suspended' && <StatusTag color="error">{t('companyPortal.memberSuspendedTag')}</StatusTag>}
        </span>
      </PageHeader>
      {details.status === 'suspended' && (
        <Alert type="error" showIcon className="company-alert" message={t('companyPortal.companySuspended')} description={details.status_reason ?? undefined} />
      )}
      {membership.status === 'suspended' && <Alert type="error" showIcon className="company-alert" message={t('companyPortal.memberSuspended')} />}
      <div className="company-grid">
        <Details company={details} editable={holds('company.manage')} />
        <div className="company-column">
          {holds('spend.read') && <SpendCard />}
          {holds('members.manage') && <InvitationsCard />}
        </div>
      </div>
      <section className="resource-card company-card" aria-labelledby="company-role-title">
        <h2 id="company-role-title">{t('companyPortal.roleTitle', { role: t(roleLabel(membership.role)) })}</h2>
        <p className="company-muted">{t(`companyPortal.roleIntro_${membership.role}`)}</p>
        <RoleTable mine={membership.role} />
      </section>
    </div>
  );
}
