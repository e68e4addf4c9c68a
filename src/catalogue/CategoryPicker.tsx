import { TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildCategoryTree } from '../components/category-tree';
import type { Category } from '../contract/catalog';
import { fetchCategories } from './api';

export interface CategoryPickerProps {
  value?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}

/** A category and everything under it; searchable by name, without a token. */
export function CategoryPicker({ value, onChange, className }: CategoryPickerProps) {
  const { t } = useTranslation();
  const [categories, setCategories] = useState<Category[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetchCategories().then((result) => {
      if (current) setCategories(result.success ? result.data : []);
    });
    return () => {
      current = false;
    };
  }, []);
  const tree = useMemo(() => buildCategoryTree(categories ?? []), [categories]);
  return (
    <TreeSelect<string>
      className={className}
      aria-label={t('catalogue.category')}
      value={categories ? value : undefined}
      onChange={(next) => onChange(next ?? undefined)}
      treeData={tree}
      fieldNames={{ label: 'title', value: 'value', children: 'children' }}
      treeNodeLabelProp="path"
      showSearch
      treeNodeFilterProp="title"
      allowClear
      loading={categories === null}
      placeholder={t('catalogue.allCategories')}
      popupMatchSelectWidth={false}
      treeDefaultExpandAll
      notFoundContent={t('catalogue.noCategories')}
    />
  );
}
