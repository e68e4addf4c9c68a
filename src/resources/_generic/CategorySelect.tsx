import { useList } from '@refinedev/core';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { buildCategoryTree } from '../../components/category-tree';
import type { Category } from '../../contract/catalog';

/** The public category tree, fetched once per session: it changes when staff approve a request. */
export function useCategoryTree() {
  const { query, result } = useList<Category>({
    resource: 'categories',
    pagination: { mode: 'off' },
    queryOptions: { staleTime: 10 * 60_000 },
  });
  const tree = useMemo(() => buildCategoryTree(result.data), [result.data]);
  return { tree, loading: query.isLoading, error: query.isError };
}

export interface CategorySelectProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  allowClear?: boolean;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
}

/** A category from the tree, searchable by name; the chosen one shows its full path. */
export function CategorySelect({ id, value, onChange, allowClear = true, placeholder, className, ...rest }: CategorySelectProps) {
  const { t } = useTranslation();
  const { tree, loading } = useCategoryTree();
  return (
    <TreeSelect<string>
      id={id}
      className={className}
      aria-label={rest['aria-label']}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={tree}
      fieldNames={{ label: 'title', value: 'value', children: 'children' }}
      treeNodeLabelProp="path"
      showSearch
      treeNodeFilterProp="title"
      allowClear={allowClear}
      loading={loading}
      placeholder={placeholder ?? t('resources.chooseCategory')}
      popupMatchSelectWidth={false}
      treeDefaultExpandAll
      notFoundContent={t('resources.noCategories')}
    />
  );
}
