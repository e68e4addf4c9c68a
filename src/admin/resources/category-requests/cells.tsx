import { useTranslation } from '../../../i18n';
import type { AdminCategoryRequest } from '../../../contract/admin';
import type { CellProps } from '../../../engine/types';

/** The name asked for, where the seller wanted it, and where an approval put it. */
export function RequestedCell({ record }: CellProps<AdminCategoryRequest>) {
  const { t } = useTranslation();
  return (
    <span className="admin-party">
      <span className="admin-party-title">{record.name}</span>
      <span className="cell-sub">{record.parent_path ? t('adminRequests.under', { path: record.parent_path }) : t('adminRequests.atTop')}</span>
      {record.category_path && <span className="cell-sub admin-created-path">{t('adminRequests.createdAs', { path: record.category_path })}</span>}
    </span>
  );
}
