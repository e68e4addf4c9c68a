import { useTranslation } from '../../i18n';
import { ClampedText } from '../../engine/cells';
import type { CellProps } from '../../engine/types';
import type { CategoryRequest } from '../../contract/operations';

export function ReasonCell({ record }: CellProps<CategoryRequest>) {
  return <ClampedText text={record.reason} />;
}

/** The reviewer's note once a request is decided; while pending, that it waits for review. */
export function ReviewerNoteCell({ record }: CellProps<CategoryRequest>) {
  const { t } = useTranslation();
  if (record.reviewer_note) {
    return <ClampedText text={record.reviewer_note} />;
  }
  return <span className="cell-empty">{record.status === 'pending' ? t('categoryRequests.awaitingReview') : '—'}</span>;
}
