// Back office, help articles: the list's title (with the slug) and published cells.
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n';
import type { AdminHelpArticle } from '../../../contract/admin';
import type { CellProps } from '../../../engine/types';

export function ArticleTitleCell({ record }: CellProps<AdminHelpArticle>) {
  return (
    <span className="admin-party">
      <span className="admin-party-title">{record.title}</span>
      <span className="cell-sub">{record.slug}</span>
    </span>
  );
}

export function PublishedCell({ record }: CellProps<AdminHelpArticle>) {
  const { t } = useTranslation();
  return <Tag color={record.published ? 'success' : 'default'}>{t(record.published ? 'adminPublished.true' : 'adminPublished.false')}</Tag>;
}
