import { Typography } from 'antd';
import { useTranslation } from '../../i18n';
import type { CellProps } from '../_generic/types';
import type { CategoryRequest } from '../../contract/operations';

export function ReasonCell({ record }: CellProps<CategoryRequest>) {
  return (
    <Typography.Paragraph className="text-cell" ellipsis={{ rows: 2, tooltip: record.reason }}>
      {record.reason}
    </Typography.Paragraph>
  );
}

/** The reviewer's note once a request is decided; while pending, that it waits for review. */
export function ReviewerNoteCell({ record }: CellProps<CategoryRequest>) {
  const { t } = useTranslation();
  if (record.reviewer_note) {
    return (
      <Typography.Paragraph className="text-cell" ellipsis={{ rows: 2, tooltip: record.reviewer_note }}>
        {record.reviewer_note}
      </Typography.Paragraph>
    );
  }
  return <span className="cell-empty">{record.status === 'pending' ? t('categoryRequests.awaitingReview') : '—'}</span>;
}
