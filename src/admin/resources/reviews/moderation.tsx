// Back office, review moderation: the review and shown/hidden cells, hiding a review and showing it again.
import { Tag, Typography } from 'antd';
import { adminPath, decide } from '../../common/api';
import { ClampedText } from '../../common/cells';
import { adminDialog } from '../../common/dialog-store';
import { reviewMessages, type AdminReview } from '../../../contract/reviews';
import { useTranslation } from '../../../i18n';
import { Stars } from '../../../reviews/Stars';
import '../../../reviews/reviews.css';
import type { CellProps } from '../../../engine/types';

export function ReviewTextCell({ record }: CellProps<AdminReview>) {
  return (
    <span className="seller-review-cell">
      <Stars value={record.overall_rating} />
      {record.comment ? (
        <Typography.Paragraph className="text-cell" ellipsis={{ rows: 3, tooltip: record.comment }}>
          {record.comment}
        </Typography.Paragraph>
      ) : null}
    </span>
  );
}

/** Shown, or hidden with the reason. */
export function ShownCell({ record }: CellProps<AdminReview>) {
  const { t } = useTranslation();
  if (!record.hidden) return <Tag color="success">{t('adminReviewVisibility.false')}</Tag>;
  return (
    <span className="seller-review-cell">
      <Tag color="warning">{t('adminReviewVisibility.true')}</Tag>
      <ClampedText text={record.hidden_reason} />
    </span>
  );
}

export async function hideReview(review: Pick<AdminReview, 'id' | 'order_number'>, after: () => Promise<void>): Promise<void> {
  adminDialog.open({
    kind: 'note',
    titleKey: 'adminReviews.hideTitle',
    textKey: 'adminReviews.hideText',
    values: { number: review.order_number },
    noteLabelKey: 'adminReviews.reason',
    requiredMessage: reviewMessages.reasonRequired,
    noteField: 'reason',
    confirmKey: 'adminReviews.hideConfirm',
    danger: true,
    submit: (reason) => decide(adminPath('reviews', review.id, 'hide'), { reason }),
    after,
  });
}

/** Showing a review again needs no reason: both parties are told it is back. */
export async function unhideReview(review: Pick<AdminReview, 'id'>, after: () => Promise<void>): Promise<void> {
  const result = await decide(adminPath('reviews', review.id, 'unhide'));
  if (result.success) await after();
}
