// Before the filters' native select and the pager: their own rules must come after this file's.
import './resource-list.css';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useList, type BaseRecord, type HttpError } from '@refinedev/core';
import { Button } from '../components/Button';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { Pager } from '../components/Pager';
import { CARDS_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { useTranslation } from '../i18n';
import { toast } from '../providers/toast';
import { RecordActionButtons, toastError, useRecordActions, useRefresh } from './actions';
import { Cell } from './cells';
import { DataTable, SelectBox, toggled, type DataColumn } from '../components/DataTable';
import { FilterBar } from './FilterBar';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from './states';
import { recordId, routeWithId, type BulkAction, type BulkResult, type ColumnDeclaration, type PageProps, type Resource } from './types';
import { keepPreviousRowsOf } from './query-options';
import { lazyPart } from './lazy-part';
import { loadFormDeclaration } from './form-declaration';
import { PAGE_SIZES } from './url-state';
import { useListState } from './useListState';
import { useTableFits } from './useTableFit';

/** The seller shell's sticky header: the table's header sticks just below it. */
const SHELL_HEADER_PX = 64;

// Shown only after a bulk action or on Create/Edit of a drawer-form resource: loaded then.
const BulkSummary = lazyPart(() => import('./BulkSummary'), 'BulkSummary');
const ResourceFormDrawer = lazyPart(() => import('./ResourceForm'), 'ResourceFormDrawer');

function recordLink(resource: Resource, column: ColumnDeclaration<BaseRecord>, record: BaseRecord): string | undefined {
  const pattern = column.link === 'edit' ? resource.routes.edit : column.link === 'show' ? (resource.routes.show ?? resource.routes.edit) : undefined;
  return pattern ? routeWithId(pattern, recordId(resource, record)) : undefined;
}

function ColumnCell({ resource, column, record }: { resource: Resource; column: ColumnDeclaration<BaseRecord>; record: BaseRecord }) {
  const cell = <Cell record={record} field={column.field} cell={column.cell} />;
  const to = recordLink(resource, column, record);
  return to ? (
    <Link to={to} className="cell-link">
      {cell}
    </Link>
  ) : (
    cell
  );
}

/**
 * Any declared resource's list: server-side pages, sort and filters kept in the URL, a sticky header,
 * bulk actions on selected rows, row actions, empty, loading and error states, and cards on phones.
 */
export default function ResourceList({ resource }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = resource.list;
  const { state, filters, sorters, update } = useListState(list);
  const phone = useMediaQuery(CARDS_QUERY);
  const refresh = useRefresh(resource.name);
  const pageRef = useRef<HTMLDivElement>(null);
  const drawerForm = resource.form?.mode === 'drawer';
  const [drawer, setDrawer] = useState<{ id?: string } | null>(null);
  const { trigger, dialog } = useRecordActions(resource, { onEdit: drawerForm ? (record) => setDrawer({ id: recordId(resource, record) }) : undefined });

  const { query, result } = useList<BaseRecord, HttpError>({
    resource: resource.name,
    pagination: { currentPage: state.page, pageSize: state.pageSize, mode: 'server' },
    sorters,
    filters,
    queryOptions: { placeholderData: keepPreviousRowsOf(resource.name) },
    errorNotification: false,
  });
  const rows = result.data;
  const total = result.total ?? 0;
  const tableFits = useTableFits(pageRef, [rows, phone]);
  const cards = phone || !tableFits;

  // A selection belongs to the page it was made on; another page, sort or filter starts afresh.
  const listKey = JSON.stringify(state);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: listKey, ids: [] });
  const selected = selection.key === listKey ? selection.ids : [];
  const select = (ids: string[]) => setSelection({ key: listKey, ids });

  const [bulkPending, setBulkPending] = useState<BulkAction | null>(null);
  const [bulkResult, setBulkResult] = useState<{ action: BulkAction; outcome: BulkResult } | null>(null);
  const runBulk = async (action: BulkAction) => {
    // A summary of failures names the fields from the form's labels: its declaration loads meanwhile.
    void loadFormDeclaration(resource)?.catch(() => undefined);
    try {
      const outcome = await action.run(selected);
      select([]);
      await refresh();
      if (outcome.failed.length === 0) toast.success(t('resources.bulkDone', { count: outcome.done.length }));
      else setBulkResult({ action, outcome });
    } catch (error) {
      toastError(error);
    }
  };

  // Editing and deleting are writes: offered only to whoever may make them (a reviewer reads what administrators keep).
  const writable = resource.writable?.() ?? true;
  const rowActions = (list.rowActions ?? []).filter((action) => writable || (action.kind !== 'edit' && action.kind !== 'delete'));
  const bulkActions = list.bulkActions ?? [];
  const titleColumn = list.columns.find((c) => c.card === 'title') ?? list.columns[0];
  const nameOf = (record: BaseRecord) => String(record[titleColumn.field ?? 'id'] ?? '');

  const columns: DataColumn<BaseRecord>[] = list.columns.map((column) => ({
    key: column.key,
    title: t(column.titleKey),
    width: column.width,
    align: column.align,
    sort: column.sortKey
      ? {
          order: state.sort?.field === column.sortKey ? state.sort.order : null,
          onChange: (order) => update({ sort: order ? { field: column.sortKey!, order } : null }),
        }
      : undefined,
    render: (record) => <ColumnCell resource={resource} column={column} record={record} />,
  }));
  if (rowActions.length > 0) {
    columns.push({
      key: '_actions',
      title: <span className="visually-hidden">{t('resources.actions')}</span>,
      align: 'right',
      render: (record) => <RecordActionButtons actions={rowActions} record={record} name={nameOf(record)} onAction={trigger} inline={0} />,
    });
  }

  const filtered = Object.keys(state.values).length > 0;
  const createButton =
    list.createKey && writable && (resource.routes.create || drawerForm) ? (
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => (drawerForm ? setDrawer({}) : navigate(resource.routes.create!))}>
        {t(list.createKey)}
      </Button>
    ) : null;
  const Toolbar = list.toolbar;

  const pagination = (
    <Pager
      className="resource-pagination"
      current={state.page}
      pageSize={state.pageSize}
      total={total}
      pageSizes={PAGE_SIZES}
      compact={cards}
      totalText={t('resources.total', { count: total })}
      onChange={(page) => update({ page })}
      onPageSizeChange={(pageSize) => update({ pageSize })}
    />
  );

  let body;
  if (query.isError && rows.length === 0) {
    body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isLoading) {
    body = <TableSkeleton />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <EmptyState
        text={t('resources.emptyFiltered')}
        action={
          <Button onClick={() => update({ values: Object.fromEntries(Object.keys(state.values).map((k) => [k, undefined])) })}>
            {t('resources.clearFilters')}
          </Button>
        }
      />
    ) : (
      <EmptyState text={t(list.emptyKey)} action={createButton} />
    );
  } else if (cards) {
    body = (
      <ul className="resource-cards" aria-busy={query.isFetching}>
        {rows.map((record) => {
          const id = recordId(resource, record);
          const lines = list.columns.filter((c) => c !== titleColumn && c.card !== 'hidden');
          return (
            <li key={id} className="resource-card-item">
              <div className="resource-card-head">
                {bulkActions.length > 0 && (
                  <SelectBox
                    checked={selected.includes(id)}
                    aria-label={t('resources.selectRow', { name: nameOf(record) })}
                    onChange={(event) => select(toggled(selected, id, event.target.checked))}
                  />
                )}
                <div className="resource-card-title">
                  <ColumnCell resource={resource} column={titleColumn} record={record} />
                </div>
              </div>
              <dl className="resource-card-lines">
                {lines.map((column) => (
                  <div key={column.key} className="resource-card-line">
                    <dt>{t(column.titleKey)}</dt>
                    <dd>
                      <ColumnCell resource={resource} column={column} record={record} />
                    </dd>
                  </div>
                ))}
              </dl>
              {rowActions.length > 0 && <RecordActionButtons actions={rowActions} record={record} name={nameOf(record)} onAction={trigger} inline={2} />}
            </li>
          );
        })}
      </ul>
    );
  } else {
    body = (
      <DataTable<BaseRecord>
        className="resource-table"
        label={t(resource.labelKey)}
        rowKey={(record) => recordId(resource, record)}
        columns={columns}
        rows={rows}
        busy={query.isFetching && !query.isLoading}
        // The table takes the page's width and long texts wrap; when it cannot fit, cards take over.
        stickyTop={SHELL_HEADER_PX}
        selection={
          bulkActions.length > 0
            ? { selected, onChange: select, rowLabel: (record) => t('resources.selectRow', { name: nameOf(record) }), allLabel: t('resources.selectAll') }
            : undefined
        }
      />
    );
  }

  return (
    <div className="resource-page" ref={pageRef}>
      <PageHeader
        title={t(resource.labelKey)}
        extra={
          <>
            {Toolbar && <Toolbar filters={filters} refresh={refresh} />}
            {createButton}
          </>
        }
      />
      <section className="resource-card resource-list" aria-label={t(resource.labelKey)}>
        <FilterBar filters={list.filters} values={state.values} onChange={(values) => update({ values })} />
        {selected.length > 0 && (
          <div className="bulk-bar" role="region" aria-label={t('resources.bulkActions')}>
            <span className="bulk-bar-count">{t('resources.selected', { count: selected.length })}</span>
            <div className="bulk-bar-actions">
              {bulkActions.map((action) => {
                const Icon = action.icon;
                return (
                  <Button
                    key={action.key}
                    danger={action.danger}
                    icon={Icon ? <Icon className="action-icon" aria-hidden /> : undefined}
                    onClick={() => setBulkPending(action)}
                  >
                    {t(action.labelKey)}
                  </Button>
                );
              })}
              <Button type="text" icon={<CloseOutlined aria-hidden />} onClick={() => select([])}>
                {t('resources.clearSelection')}
              </Button>
            </div>
          </div>
        )}
        {body}
        {rows.length > 0 && pagination}
      </section>
      {dialog}
      <ConfirmDialog
        open={bulkPending !== null}
        title={bulkPending ? t(bulkPending.confirm.titleKey, { count: selected.length }) : ''}
        description={bulkPending ? t(bulkPending.confirm.textKey, { count: selected.length }) : ''}
        confirmLabel={bulkPending ? t(bulkPending.confirm.confirmKey, { count: selected.length }) : undefined}
        cancelLabel={t('resources.cancel')}
        onConfirm={() => (bulkPending ? runBulk(bulkPending) : undefined)}
        onClose={() => setBulkPending(null)}
      />
      <MountWhenOpened open={bulkResult !== null}>
        <BulkSummary
          resource={resource}
          result={bulkResult}
          action={bulkResult ? t(bulkResult.action.labelKey) : undefined}
          onClose={() => setBulkResult(null)}
        />
      </MountWhenOpened>
      {drawerForm && (
        <MountWhenOpened open={drawer !== null}>
          <ResourceFormDrawer resource={resource} open={drawer !== null} id={drawer?.id} onClose={() => setDrawer(null)} />
        </MountWhenOpened>
      )}
    </div>
  );
}
