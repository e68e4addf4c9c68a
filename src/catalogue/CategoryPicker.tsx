import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { buildCategoryTree, type CategoryNode } from '../components/category-tree';
import type { Category } from '../contract/catalog';
import { fetchCategories } from './api';

export interface CategoryPickerProps {
  value?: string;
  onChange: (value: string | undefined) => void;
  className?: string;
}

interface Choice {
  value: string;
  label: string;
}

/** Each top-level category as a group: the whole branch first, then what is under it, deeper levels indented. */
function choicesUnder(node: CategoryNode, depth = 0): Choice[] {
  return (node.children ?? []).flatMap((child) => [
    { value: child.value, label: `${'\u2003'.repeat(depth)}${child.title}` },
    ...choicesUnder(child, depth + 1),
  ]);
}

/**
 * A category and everything under it, without a token. A native select: light on the first visit,
 * searchable by typing, and the phone's own picker on a phone.
 */
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
  const known = categories?.some((category) => category.id === value) ?? false;
  return (
    <select
      className={['catalogue-select', className].filter(Boolean).join(' ')}
      aria-label={t('catalogue.category')}
      aria-busy={categories === null}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{t('catalogue.allCategories')}</option>
      {tree.map((top) => (
        <optgroup key={top.value} label={top.title}>
          <option value={top.value}>{t('catalogue.allOf', { name: top.title })}</option>
          {choicesUnder(top).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
