import { CheckCircleFilled, ClockCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useTranslation } from '../i18n';
import { Link } from 'react-router';
import type { StoreSection } from '../contract/store';
import { ErrorState, PageHeader, PageSkeleton } from '../engine/states';
import { useStoreProfile } from './api';
import { sectionDeclaration } from './sections';
import { StoreSectionForm } from './StoreSectionForm';
import './store.css';

export function CompletionTag({ complete }: { complete: boolean }) {
  const { t } = useTranslation('store');
  return complete ? (
    <Tag color="success" icon={<CheckCircleFilled aria-hidden />}>
      {t('storePage.complete')}
    </Tag>
  ) : (
    <Tag color="gold" icon={<ClockCircleOutlined aria-hidden />}>
      {t('storePage.incomplete')}
    </Tag>
  );
}

/** /store/<section>: one section of the store profile, edited on its own. */
export default function StoreSectionPage({ section }: { section: StoreSection }) {
  const { t } = useTranslation('store');
  const declaration = sectionDeclaration(section);
  const profile = useStoreProfile();
  const record = profile.data?.sections.find((s) => s.section === section);
  return (
    <div className="resource-page">
      <PageHeader
        title={t(declaration.titleKey)}
        extra={
          <Link to="/SellerStoreWizard">
            <Button icon={<ToolOutlined aria-hidden />}>{t('storePage.openWizard')}</Button>
          </Link>
        }
      >
        {record && (
          <div className="resource-header-meta">
            <CompletionTag complete={record.complete} />
          </div>
        )}
      </PageHeader>
      {profile.isLoading ? (
        <PageSkeleton />
      ) : profile.isError || !record ? (
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <StoreSectionForm key={record.updated_at ?? 'new'} declaration={declaration} record={record} />
      )}
    </div>
  );
}
