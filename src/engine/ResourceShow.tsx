import { useCustom, useOne, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button, Descriptions, Tabs } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from '../i18n';
import { useNavigate, useParams } from 'react-router';
import { iconOf, useRecordActions, useRefresh } from './actions';
import { PartBoundary } from './lazy-part';
import { Cell, EnumTag } from './cells';
import { ErrorState, NotFoundState, PageHeader, PageSkeleton } from './states';
import { recordTitle, type PageProps, type Resource, type ShowDeclaration } from './types';
import './resource-show.css';

/** The record: from /<resource>/<id>, or from the declaration's details path (orders/<id>/details). */
function useShowRecord(resource: Resource, id: string) {
  const show = resource.show as ShowDeclaration<BaseRecord>;
  const detailsUrl = show.detailsPath?.(id);
  const one = useOne<BaseRecord, HttpError>({ resource: resource.name, id, queryOptions: { enabled: !detailsUrl }, errorNotification: false });
  const details = useCustom<BaseRecord, HttpError>({
    url: detailsUrl ?? '',
    method: 'get',
    queryOptions: { enabled: Boolean(detailsUrl) },
    errorNotification: false,
  });
  const query = detailsUrl ? details.query : one.query;
  const record = detailsUrl ? details.query.data?.data : one.result;
  return { query, record };
}

export default function ResourceShowPage({ resource }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const show = resource.show as ShowDeclaration<BaseRecord>;
  const { query, record } = useShowRecord(resource, id);
  const invalidate = useRefresh(resource.name);
  const refresh = useCallback(async () => {
    await Promise.all([invalidate(), query.refetch()]);
  }, [invalidate, query]);
  const { trigger, dialog } = useRecordActions(resource, { afterDelete: () => navigate(resource.routes.list), refresh });
  const back = { to: resource.routes.list, label: t(resource.labelKey) };

  if (query.isLoading) {
    return (
      <div className="resource-page">
        <PageHeader title={t(resource.singularKey)} back={back} />
        <PageSkeleton />
      </div>
    );
  }
  if (query.error?.statusCode === 404)
    return <NotFoundState backTo={resource.routes.list} backLabel={t('resources.backToList', { list: t(resource.labelKey) })} />;
  if (query.isError || !record) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const Subtitle = show.subtitle;
  const HeaderExtra = show.headerExtra;
  const name = recordTitle(resource, record);
  const actions = (show.actions ?? []).filter((action) => !action.visible || action.visible(record));
  const placed = (placement: 'aside' | 'facts' | 'main') => (show.sections ?? []).filter((section) => (section.placement ?? 'main') === placement);
  const aside = placed('aside');
  const withFacts = placed('facts');
  const below = placed('main');
  const renderTab = (tab: NonNullable<typeof show.tabs>[number]) => {
    const Tab = tab.component;
    return (
      <PartBoundary>
        <Tab record={record} refresh={refresh} />
      </PartBoundary>
    );
  };
  const renderSection = (section: NonNullable<typeof show.sections>[number]) => {
    const Section = section.component;
    return (
      <section key={section.key} className="resource-card" aria-label={section.titleKey ? t(section.titleKey) : undefined}>
        {section.titleKey && <h2 className="form-section-title">{t(section.titleKey)}</h2>}
        <PartBoundary>
          <Section record={record} refresh={refresh} />
        </PartBoundary>
      </section>
    );
  };

  return (
    <div className="resource-page">
      <PageHeader
        title={name}
        back={back}
        extra={
          <>
            {HeaderExtra && (
              <PartBoundary inline>
                <HeaderExtra record={record} refresh={refresh} />
              </PartBoundary>
            )}
            {actions.map((action) => (
              <Button
                key={action.key}
                danger={action.danger}
                icon={iconOf(action)}
                type={action.kind === 'edit' ? 'primary' : 'default'}
                onClick={() => trigger(action, record)}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </>
        }
      >
        <div className="resource-header-meta">
          {show.status && <EnumTag values={show.status.values} value={record[show.status.field]} />}
          {Subtitle && (
            <PartBoundary inline>
              <Subtitle record={record} />
            </PartBoundary>
          )}
        </div>
      </PageHeader>

      <div className={aside.length > 0 ? 'resource-overview has-aside' : 'resource-overview'}>
        {aside.length > 0 && <div className="resource-column">{aside.map(renderSection)}</div>}
        <div className="resource-column">
          <section className="resource-card" aria-label={t('resources.keyFacts')}>
            <Descriptions
              className="resource-facts"
              column={{ xs: 1, sm: 2, lg: aside.length > 0 ? 2 : 3 }}
              size="small"
              colon={false}
              layout={aside.length > 0 ? 'vertical' : 'horizontal'}
              items={show.facts.map((fact) => ({
                key: fact.key,
                label: t(fact.labelKey),
                children: <Cell record={record} field={fact.field} cell={fact.cell} />,
              }))}
            />
          </section>
          {withFacts.map(renderSection)}
        </div>
      </div>

      {below.map(renderSection)}

      {show.tabs && show.tabs.length === 1 && (
        // One related list needs no tab strip: a titled section reads better.
        <section className="resource-card" aria-label={t(show.tabs[0].labelKey)}>
          <h2 className="form-section-title">{t(show.tabs[0].labelKey)}</h2>
          {renderTab(show.tabs[0])}
        </section>
      )}
      {show.tabs && show.tabs.length > 1 && (
        <section className="resource-card resource-tabs">
          <Tabs items={show.tabs.map((tab) => ({ key: tab.key, label: t(tab.labelKey), children: renderTab(tab) }))} />
        </section>
      )}
      {dialog}
    </div>
  );
}
