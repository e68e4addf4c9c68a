import {
  CheckCircleFilled,
  CheckOutlined,
  CloseCircleOutlined,
  CloseOutlined,
  DownloadOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useCan, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Descriptions, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { useParams } from 'react-router';
import { adminMessages, type AdminDocument, type AdminSellerDetails, type AdminStoreSection } from '../../contract/admin';
import { STORE_SECTIONS } from '../../contract/auth';
import { EnumTag, RelativeTime } from '../../engine/cells';
import { useRefresh } from '../../engine/actions';
import { ErrorState, NotFoundState, PageHeader, PageSkeleton } from '../../engine/states';
import { DOCUMENT_STATUS } from '../../resources/documents';
import { CARDS_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { DocumentCell, downloadDocument, openDocumentReview } from '../resources/documents/review';
import { adminPath, decide } from '../common/api';
import { ClampedText, CountryText, VerificationTag } from '../common/cells';
import { adminDialog } from '../common/dialog-store';
import { ACCOUNT_STATUS } from '../common/values';
import { SellerMoney } from './SellerMoney';
import { VerificationChecklist } from './VerificationChecklist';
import '../../engine/resource-show.css';

/** "company_name" → "Company name": the label of a stored field no text names. */
export const humanize = (key: string): string => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as text: lists joined, objects as their pairs, nothing as a dash. */
function valueText(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="cell-empty">—</span>;
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="cell-empty">—</span>;
    return value
      .map((item) => (typeof item === 'object' && item !== null ? Object.values(item as Record<string, unknown>).join(' · ') : String(item)))
      .join(', ');
  }
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanize(k)}: ${String(v)}`)
      .join(', ');
  return String(value);
}

function FieldList({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation('documents');
  return (
    <Descriptions
      size="small"
      colon={false}
      column={{ xs: 1, sm: 2, lg: 3 }}
      layout="vertical"
      className="admin-field-list"
      items={Object.entries(data).map(([key, value]) => ({
        key,
        label: t(`adminFields.${key}`, { defaultValue: humanize(key) }),
        // The business details keep the country as a code.
        children: key === 'country' && typeof value === 'string' ? <CountryText code={value} /> : valueText(value),
      }))}
    />
  );
}

function StoreSections({ sections }: { sections: AdminStoreSection[] }) {
  const { t } = useTranslation('documents');
  const ordered = STORE_SECTIONS.map((name) => sections.find((section) => section.section === name)).filter((section): section is AdminStoreSection =>
    Boolean(section),
  );
  return (
    <div className="admin-store-sections">
      {ordered.map((section) => (
        <section key={section.section} className="admin-store-section" aria-label={t(`adminSeller.section_${section.section}`)}>
          <header className="admin-store-section-head">
            <h3>{t(`adminSeller.section_${section.section}`)}</h3>
            {section.completed ? (
              <Tag color="success">{t('adminSeller.complete')}</Tag>
            ) : (
              <Tag>{section.data ? t('adminSeller.draft') : t('adminSeller.notStarted')}</Tag>
            )}
            {section.updated_at && (
              <span className="cell-sub">
                <RelativeTime iso={section.updated_at} />
              </span>
            )}
          </header>
          {section.data ? <FieldList data={section.data} /> : <p className="cell-empty">{t('adminSeller.sectionEmpty')}</p>}
        </section>
      ))}
    </div>
  );
}

function DocumentsTab({ documents, refresh }: { documents: AdminDocument[]; refresh: () => Promise<void> }) {
  const { t } = useTranslation('documents');
  const cards = useMediaQuery(CARDS_QUERY);
  if (documents.length === 0) return <p className="cell-empty">{t('adminSeller.noDocuments')}</p>;
  const columns: TableColumnsType<AdminDocument> = [
    { key: 'document', title: t('adminDocuments.document'), render: (_: unknown, row) => <DocumentCell record={row} /> },
    { key: 'status', title: t('adminDocuments.status'), render: (_: unknown, row) => <EnumTag values={DOCUMENT_STATUS} value={row.status} /> },
    { key: 'note', title: t('adminDocuments.note'), render: (_: unknown, row) => <ClampedText text={row.review_note} /> },
    { key: 'submitted', title: t('adminDocuments.submitted'), render: (_: unknown, row) => <RelativeTime iso={row.created_at} /> },
    {
      key: 'actions',
      title: <span className="visually-hidden">{t('resources.actions')}</span>,
      align: 'right',
      render: (_: unknown, row) => {
        const name = row.title ?? row.original_name;
        return (
          <div className="row-actions">
            {row.status === 'pending' && (
              <Button
                size="small"
                type="text"
                icon={<CheckOutlined aria-hidden />}
                aria-label={`${t('adminDocuments.verify')}: ${name}`}
                onClick={() => void openDocumentReview('verify', row, refresh)}
              >
                {t('adminDocuments.verify')}
              </Button>
            )}
            {/* A verified document may still be rejected later (found expired or forged). */}
            {row.status !== 'rejected' && (
              <Button
                size="small"
                type="text"
                danger
                icon={<CloseOutlined aria-hidden />}
                aria-label={`${t('adminDocuments.reject')}: ${name}`}
                onClick={() => void openDocumentReview('reject', row, refresh)}
              >
                {t('adminDocuments.reject')}
              </Button>
            )}
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined aria-hidden />}
              aria-label={`${t('adminDocuments.download')}: ${name}`}
              onClick={() => void downloadDocument(row)}
            >
              {t('adminDocuments.download')}
            </Button>
          </div>
        );
      },
    },
  ];
  if (cards) {
    return (
      <ul className="resource-cards">
        {documents.map((row) => (
          <li key={row.id} className="resource-card-item">
            <div className="resource-card-title">
              <DocumentCell record={row} />
            </div>
            <dl className="resource-card-lines">
              {columns.slice(1, -1).map((column) => (
                <div key={String(column.key)} className="resource-card-line">
                  <dt>{column.title as string}</dt>
                  <dd>{column.render?.(undefined, row, 0) as ReactNode}</dd>
                </div>
              ))}
            </dl>
            {columns[columns.length - 1].render?.(undefined, row, 0) as ReactNode}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table<AdminDocument>
      className="resource-table"
      size="middle"
      rowKey="id"
      columns={columns}
      dataSource={documents}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}

function RegistrationTab({ seller }: { seller: AdminSellerDetails }) {
  const { t } = useTranslation('documents');
  const status = seller.registration_status;
  const steps: Array<{ key: string; label: string; done: boolean }> = [
    { key: 'email', label: t('adminSeller.stepEmail'), done: status.email_verified },
    { key: 'mobile', label: t('adminSeller.stepMobile'), done: status.mobile_verified },
    { key: 'business', label: t('adminSeller.stepBusiness'), done: status.business_details },
    ...STORE_SECTIONS.map((section) => ({ key: section, label: t(`adminSeller.section_${section}`), done: status.store_sections[section] === true })),
  ];
  return (
    <div>
      <p className="form-section-text">
        {status.onboarding_complete ? t('adminSeller.onboardingDone') : t('adminSeller.onboardingOpen')}{' '}
        {t('adminSeller.storeComplete', { percent: seller.store_completeness })}
      </p>
      <ul className="admin-checklist">
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'is-done' : undefined}>
            {step.done ? <CheckCircleFilled aria-hidden className="admin-check-done" /> : <CloseCircleOutlined aria-hidden className="admin-check-open" />}
            <span>{step.label}</span>
            <span className="visually-hidden">{step.done ? t('adminSeller.done') : t('adminSeller.notDone')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A seller as staff see it: account, business, store, documents, registration, and the decisions. */
export default function SellerPage() {
  const { t } = useTranslation('documents');
  const { id = '' } = useParams();
  const { query } = useCustom<AdminSellerDetails, HttpError>({ url: adminPath('sellers', id), method: 'get', errorNotification: false });
  const invalidate = useRefresh('admin/sellers');
  const refresh = useCallback(async () => {
    await Promise.all([invalidate(), query.refetch()]);
  }, [invalidate, query]);
  const { data: canSuspend } = useCan({ resource: 'admin/sellers', action: 'suspend' });
  const back = { to: '/admin/sellers', label: t('adminSellers.title') };
  const seller = query.data?.data;

  if (query.isLoading) {
    return (
      <div className="resource-page">
        <PageHeader title={t('adminSellers.one')} back={back} />
        <PageSkeleton />
      </div>
    );
  }
  if (query.error?.statusCode === 404)
    return <NotFoundState backTo="/admin/sellers" backLabel={t('resources.backToList', { list: t('adminSellers.title') })} />;
  if (query.isError || !seller) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const { account } = seller;
  const business = seller.business_details ?? {};
  const company = typeof business.business_name === 'string' ? business.business_name : null;
  const title = company ?? account.name;
  const suspended = account.status === 'suspended';

  const openVerification = () =>
    adminDialog.open({
      kind: 'verification',
      sellerId: account.id,
      sellerName: title,
      current: account.verification_status,
      missing: seller.checklist.filter((item) => !item.done).map((item) => item.key),
      after: refresh,
    });
  const openSuspension = () =>
    adminDialog.open({
      kind: 'note',
      titleKey: suspended ? 'adminSeller.reinstateTitle' : 'adminSeller.suspendTitle',
      textKey: suspended ? 'adminSeller.reinstateText' : 'adminSeller.suspendText',
      values: { name: title },
      noteLabelKey: suspended ? 'adminSeller.reasonOptional' : 'adminSeller.reasonForSeller',
      requiredMessage: suspended ? undefined : adminMessages.reasonRequired,
      noteField: suspended ? 'note' : 'reason',
      confirmKey: suspended ? 'adminSeller.reinstate' : 'adminSeller.suspend',
      danger: !suspended,
      submit: (note) =>
        suspended
          ? decide(adminPath('sellers', account.id, 'reinstate'), note ? { note } : {})
          : decide(adminPath('sellers', account.id, 'suspend'), { reason: note }),
      after: refresh,
    });

  const facts = [
    { key: 'person', label: t('adminSeller.person'), children: account.name },
    { key: 'email', label: t('adminSeller.email'), children: <a href={`mailto:${account.email}`}>{account.email}</a> },
    {
      key: 'phone',
      label: t('adminSeller.phone'),
      children: account.phone ? `${account.country_code ?? ''} ${account.phone}`.trim() : <span className="cell-empty">—</span>,
    },
    { key: 'country', label: t('adminSellers.country'), children: <CountryText code={typeof business.country === 'string' ? business.country : null} /> },
    { key: 'joined', label: t('adminSellers.joined'), children: <RelativeTime iso={account.created_at} /> },
    {
      key: 'products',
      label: t('adminSeller.products'),
      children: t('adminSeller.productCounts', {
        total: seller.counts.products,
        published: seller.counts.products_published,
        pending: seller.counts.products_pending_review,
      }),
    },
    { key: 'orders', label: t('adminSeller.orders'), children: seller.counts.orders },
    { key: 'store', label: t('adminSeller.store'), children: `${seller.store_completeness}%` },
  ];
  const pendingDocuments = seller.documents.filter((document) => document.status === 'pending').length;

  return (
    <div className="resource-page">
      <PageHeader
        title={title}
        back={back}
        extra={
          <>
            <Button type="primary" icon={<SafetyCertificateOutlined aria-hidden />} onClick={openVerification}>
              {t('adminSeller.setVerification')}
            </Button>
            {canSuspend?.can && (
              <Button danger={!suspended} icon={suspended ? <PlayCircleOutlined aria-hidden /> : <PauseCircleOutlined aria-hidden />} onClick={openSuspension}>
                {t(suspended ? 'adminSeller.reinstate' : 'adminSeller.suspend')}
              </Button>
            )}
          </>
        }
      >
        <div className="resource-header-meta">
          <VerificationTag status={account.verification_status} overridden={seller.verification_grant?.granted_by_staff === true} />
          <EnumTag values={ACCOUNT_STATUS} value={account.status} />
          {company && <span className="cell-sub">{account.email}</span>}
        </div>
      </PageHeader>

      {suspended && (
        <Alert type="error" showIcon message={t('adminSeller.suspendedBanner')} description={account.status_reason ?? undefined} className="admin-banner" />
      )}
      {account.verification_note && (
        <Alert
          type={account.verification_status === 'rejected' ? 'warning' : 'info'}
          showIcon
          message={t('adminSeller.verificationNote')}
          description={account.verification_note}
          className="admin-banner"
        />
      )}

      <section className="resource-card" aria-label={t('resources.keyFacts')}>
        <Descriptions className="resource-facts" column={{ xs: 2, sm: 2, lg: 4 }} size="small" colon={false} layout="vertical" items={facts} />
      </section>

      <VerificationChecklist seller={seller} />

      <section className="resource-card resource-tabs">
        <Tabs
          items={[
            {
              key: 'documents',
              label: pendingDocuments > 0 ? t('adminSeller.documentsPending', { count: pendingDocuments }) : t('adminSeller.documents'),
              children: <DocumentsTab documents={seller.documents} refresh={refresh} />,
            },
            {
              key: 'business',
              label: t('adminSeller.business'),
              children: seller.business_details ? <FieldList data={seller.business_details} /> : <p className="cell-empty">{t('adminSeller.noBusiness')}</p>,
            },
            { key: 'store', label: t('adminSeller.storeSections'), children: <StoreSections sections={seller.store_sections} /> },
            { key: 'registration', label: t('adminSeller.registration'), children: <RegistrationTab seller={seller} /> },
            { key: 'money', label: t('adminSeller.money'), children: <SellerMoney sellerId={account.id} sellerName={title} email={account.email} /> },
          ]}
        />
      </section>
    </div>
  );
}
