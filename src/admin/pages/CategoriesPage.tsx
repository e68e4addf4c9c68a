import { EditOutlined, PlusOutlined, RollbackOutlined, StopOutlined, SwapOutlined } from '@ant-design/icons';
import { useCan, useList, type HttpError } from '@refinedev/core';
import { Alert, Button, Form, Input, Modal, Segmented, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { categoryCreateSchema, CATEGORY_TREE_MAX_LIMIT, type AdminCategory } from '../../contract/admin';
import { translateMessage, useTranslation } from '../../i18n';
import { EnumTag } from '../../engine/cells';
import { useRefresh } from '../../engine/actions';
import { zodRule } from '../../engine/rules';
import { EmptyState, ErrorState, PageHeader, TableSkeleton } from '../../engine/states';
import { adminPath, decide } from '../common/api';
import { CategoryPicker } from '../common/CategoryPicker';
import { CATEGORY_STATUS } from '../common/values';

interface Row extends AdminCategory {
  children?: Row[];
}

/** The flat list (ordered by path) nested by parent; a retired parent still holds its children. */
export function nestCategories(categories: readonly AdminCategory[]): Row[] {
  const byId = new Map<string, Row>(categories.map((category) => [category.id, { ...category }]));
  const roots: Row[] = [];
  for (const category of categories) {
    const row = byId.get(category.id)!;
    const parent = category.parent_id ? byId.get(category.parent_id) : undefined;
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

type Editing = { mode: 'create'; parentId: string | null } | { mode: 'rename'; category: AdminCategory } | { mode: 'move'; category: AdminCategory };

function CategoryDialog({ editing, onClose, onDone }: { editing: Editing; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const initial =
    editing.mode === 'create'
      ? { parent_id: editing.parentId }
      : editing.mode === 'rename'
        ? { name: editing.category.name }
        : { parent_id: editing.category.parent_id };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as { name?: string; parent_id?: string | null };
    setBusy(true);
    setProblem(null);
    try {
      const result =
        editing.mode === 'create'
          ? await decide(adminPath('categories'), { name: (values.name ?? '').trim(), parent_id: values.parent_id ?? null })
          : editing.mode === 'rename'
            ? await decide(adminPath('categories', editing.category.id), { name: (values.name ?? '').trim() }, 'put')
            : await decide(adminPath('categories', editing.category.id, 'move'), { parent_id: values.parent_id ?? null });
      if (result.success) {
        onClose();
        await onDone();
      } else if (result.errors) form.setFields(Object.entries(result.errors).map(([name, message]) => ({ name, errors: [translateMessage(message)] })));
      else setProblem(translateMessage(result.message));
    } finally {
      setBusy(false);
    }
  };

  const title =
    editing.mode === 'create'
      ? t('adminCategories.createTitle')
      : editing.mode === 'rename'
        ? t('adminCategories.renameTitle', { name: editing.category.name })
        : t('adminCategories.moveTitle', { name: editing.category.name });
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose} disabled={busy}>
          {t('resources.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} onClick={() => void submit()}>
          {t(editing.mode === 'create' ? 'adminCategories.create' : editing.mode === 'rename' ? 'adminCategories.saveName' : 'adminCategories.move')}
        </Button>,
      ]}
    >
      {problem && <Alert type="error" showIcon message={problem} className="admin-dialog-alert" />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={() => void submit()}>
        {editing.mode !== 'move' && (
          <Form.Item name="name" label={t('adminCategories.name')} rules={[zodRule(categoryCreateSchema.shape.name)]} required>
            <Input maxLength={100} autoFocus />
          </Form.Item>
        )}
        {editing.mode !== 'rename' && (
          <Form.Item name="parent_id" label={t('adminCategories.parent')} extra={t('adminCategories.parentHelp')}>
            <CategoryPicker excludeId={editing.mode === 'move' ? editing.category.id : undefined} aria-label={t('adminCategories.parent')} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The category tree with product counts; administrators change it, reviewers read it. */
export default function CategoriesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'all' | 'active' | 'retired'>('all');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [retiring, setRetiring] = useState<AdminCategory | null>(null);
  const refresh = useRefresh('admin/categories');
  const { data: canWrite } = useCan({ resource: 'admin/categories', action: 'edit' });
  const writable = canWrite?.can === true;

  const { query, result } = useList<AdminCategory, HttpError>({
    resource: 'admin/categories',
    pagination: { currentPage: 1, pageSize: CATEGORY_TREE_MAX_LIMIT, mode: 'server' },
    filters: [{ field: 'status', operator: 'eq', value: 'all' }],
    errorNotification: false,
  });
  const all = result.data;
  const rows = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    const chosen = all.filter((c) => (status === 'all' || c.status === status) && (!needle || c.path.toLocaleLowerCase().includes(needle)));
    // Filtered views are flat (a match's parent may be filtered out); the whole tree is nested.
    return status === 'all' && !needle ? nestCategories(chosen) : chosen.map((c) => ({ ...c }));
  }, [all, status, search]);

  const restore = async (category: AdminCategory) => {
    const outcome = await decide(adminPath('categories', category.id, 'restore'));
    if (outcome.success) await refresh();
  };

  const columns: TableColumnsType<Row> = [
    {
      key: 'name',
      title: t('adminCategories.name'),
      render: (_: unknown, row) => (
        <span className="admin-party">
          <span className="admin-party-title">{row.name}</span>
          {(status !== 'all' || search) && row.depth > 0 && <span className="cell-sub">{row.path}</span>}
        </span>
      ),
    },
    { key: 'status', title: t('adminCategories.status'), width: 120, render: (_: unknown, row) => <EnumTag values={CATEGORY_STATUS} value={row.status} /> },
    {
      key: 'products',
      title: t('adminCategories.products'),
      align: 'right',
      width: 150,
      render: (_: unknown, row) => (
        <span className="cell-number" title={t('adminCategories.productsHint')}>
          {row.product_count}
          {row.subtree_product_count !== row.product_count && <span className="cell-sub"> / {row.subtree_product_count}</span>}
        </span>
      ),
    },
  ];
  if (writable) {
    columns.push({
      key: 'actions',
      title: <span className="visually-hidden">{t('resources.actions')}</span>,
      align: 'right',
      render: (_: unknown, row) => (
        <div className="row-actions">
          {row.status === 'active' ? (
            <>
              <Button
                size="small"
                type="text"
                icon={<PlusOutlined aria-hidden />}
                aria-label={t('adminCategories.addUnder', { name: row.name })}
                onClick={() => setEditing({ mode: 'create', parentId: row.id })}
              >
                <span className="admin-action-label">{t('adminCategories.addChild')}</span>
              </Button>
              <Button
                size="small"
                type="text"
                icon={<EditOutlined aria-hidden />}
                aria-label={t('adminCategories.renameLabel', { name: row.name })}
                onClick={() => setEditing({ mode: 'rename', category: row })}
              >
                <span className="admin-action-label">{t('adminCategories.rename')}</span>
              </Button>
              <Button
                size="small"
                type="text"
                icon={<SwapOutlined aria-hidden />}
                aria-label={t('adminCategories.moveLabel', { name: row.name })}
                onClick={() => setEditing({ mode: 'move', category: row })}
              >
                <span className="admin-action-label">{t('adminCategories.move')}</span>
              </Button>
              <Button
                size="small"
                type="text"
                icon={<StopOutlined aria-hidden />}
                aria-label={t('adminCategories.retireLabel', { name: row.name })}
                onClick={() => setRetiring(row)}
              >
                <span className="admin-action-label">{t('adminCategories.retire')}</span>
              </Button>
            </>
          ) : (
            <Button
              size="small"
              type="text"
              icon={<RollbackOutlined aria-hidden />}
              aria-label={t('adminCategories.restoreLabel', { name: row.name })}
              onClick={() => void restore(row)}
            >
              {t('adminCategories.restore')}
            </Button>
          )}
        </div>
      ),
    });
  }

  let body;
  if (query.isError && all.length === 0) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isLoading) body = <TableSkeleton />;
  else if (rows.length === 0) body = <EmptyState text={t(all.length === 0 ? 'adminCategories.empty' : 'resources.emptyFiltered')} />;
  else
    body = (
      <Table<Row>
        className="resource-table admin-category-table"
        size="middle"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={query.isFetching && !query.isLoading}
        expandable={{ defaultExpandAllRows: true }}
        scroll={{ x: 'max-content' }}
      />
    );

  return (
    <div className="resource-page">
      <PageHeader
        title={t('adminCategories.title')}
        extra={
          writable ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'create', parentId: null })}>
              {t('adminCategories.add')}
            </Button>
          ) : undefined
        }
      >
        <p className="form-section-text">{t(writable ? 'adminCategories.text' : 'adminCategories.readOnlyText')}</p>
      </PageHeader>
      <section className="resource-card resource-list" aria-label={t('adminCategories.title')}>
        <div className="admin-toolbar-row">
          <Input.Search
            allowClear
            placeholder={t('adminCategories.searchPlaceholder')}
            aria-label={t('adminCategories.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="admin-tree-search"
          />
          <Segmented
            value={status}
            onChange={(value) => setStatus(value as typeof status)}
            options={[
              { value: 'all', label: t('adminCategories.showAll') },
              { value: 'active', label: t('adminCategoryStatus.active') },
              { value: 'retired', label: t('adminCategoryStatus.retired') },
            ]}
          />
        </div>
        {body}
      </section>
      {editing && <CategoryDialog key={JSON.stringify(editing)} editing={editing} onClose={() => setEditing(null)} onDone={refresh} />}
      <ConfirmDialog
        open={retiring !== null}
        title={t('adminCategories.retireTitle', { name: retiring?.name ?? '' })}
        description={t('adminCategories.retireText')}
        confirmLabel={t('adminCategories.retire')}
        cancelLabel={t('resources.cancel')}
        onConfirm={async () => {
          if (!retiring) return;
          const outcome = await decide(adminPath('categories', retiring.id, 'retire'));
          if (!outcome.success) throw new Error(outcome.message);
          await refresh();
        }}
        onClose={() => setRetiring(null)}
      />
    </div>
  );
}
