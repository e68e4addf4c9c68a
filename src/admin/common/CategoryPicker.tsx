import { useList } from '@refinedev/core';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { buildCategoryTree } from '../../components/category-tree';
import { CATEGORY_TREE_MAX_LIMIT, type AdminCategory } from '../../contract/admin';

/** The active categories as staff see them (fresh: approvals and edits change the tree). */
export function useAdminCategoryTree(excludeId?: string) {
  const { query, result } = useList<AdminCategory>({
    resource: 'admin/categories',
    pagination: { currentPage: 1, pageSize: CATEGORY_TREE_MAX_LIMIT, mode: 'server' },
    filters: [{ field: 'status', operator: 'eq', value: 'active' }],
    errorNotification: false,
  });
  const tree = useMemo(() => {
    // A category cannot move under itself or its subtree: those are left out of the choices.
    const excluded = excludeId ? result.data.find((c) => c.id === excludeId) : undefined;
    const rows = excluded ? result.data.filter((c) => c.id !== excluded.id && !c.path.startsWith(`${excluded.path} / `)) : result.data;
    return buildCategoryTree(rows);
  }, [result.data, excludeId]);
  return { tree, loading: query.isLoading, error: query.isError, categories: result.data };
}

export interface CategoryPickerProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** A category whose subtree may not be chosen (moving it). */
  excludeId?: string;
  placeholderKey?: string;
  'aria-label'?: string;
}

/** A parent category from the tree, searchable by name; cleared means the top level. */
export function CategoryPicker({ id, value, onChange, excludeId, placeholderKey = 'adminCategories.topLevel', ...rest }: CategoryPickerProps) {
  const { t } = useTranslation();
  const { tree, loading } = useAdminCategoryTree(excludeId);
  return (
    <TreeSelect<string>
      id={id}
      aria-label={rest['aria-label']}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={tree}
      fieldNames={{ label: 'title', value: 'value', children: 'children' }}
      treeNodeLabelProp="path"
      showSearch
      treeNodeFilterProp="title"
      allowClear
      loading={loading}
      placeholder={t(placeholderKey)}
      popupMatchSelectWidth={false}
      treeDefaultExpandAll
      notFoundContent={t('resources.noCategories')}
      style={{ width: '100%' }}
    />
  );
}
