import { TreeSelect } from 'antd';
import { useTranslation } from '../i18n';
import { useCategoryTree } from './useCategoryTree';

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
