// The buyer's review of an order: the overall rating, product quality, communication and on-time
// delivery (1–5 stars each) and an optional comment, checked by the contract's rules as the server
// checks them; a refusal from the server lands on its field.
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import {
  RATING_FIELDS,
  REVIEW_COMMENT_MAX,
  ratingSchema,
  reviewCommentSchema,
  type BuyerReview,
  type OrderReviewState,
  type RatingField,
} from '../contract/reviews';
import type { ApiResult } from '../providers/http';
import { toast } from '../providers/toast';
import { zodRule } from '../engine/rules';
import { RatingInput } from './RatingInput';

export type ReviewValues = Record<RatingField, number> & { comment: string };

const LABEL_KEYS: Record<RatingField, string> = {
  overall_rating: 'reviewForm.overall',
  quality_rating: 'reviewForm.quality',
  communication_rating: 'reviewForm.communication',
  delivery_rating: 'reviewForm.delivery',
};

export interface ReviewFormProps {
  /** The review being changed; none for a new one. */
  review?: BuyerReview | null;
  onSubmit: (values: ReviewValues) => Promise<ApiResult<OrderReviewState>>;
  onSaved: (state: OrderReviewState) => void;
  onCancel?: () => void;
}

export function ReviewForm({ review, onSubmit, onSaved, onCancel }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const [form] = Form.useForm<ReviewValues>();
  const [busy, setBusy] = useState(false);
  const initialValues = review
    ? {
        overall_rating: review.overall_rating,
        quality_rating: review.quality_rating,
        communication_rating: review.communication_rating,
        delivery_rating: review.delivery_rating,
        comment: review.comment,
      }
    : { comment: '' };

  const submit = async (values: ReviewValues) => {
    setBusy(true);
    try {
      const result = await onSubmit({ ...values, comment: (values.comment ?? '').trim() });
      if (result.success) {
        toast.success(translateMessage(result.message));
        onSaved(result.data);
        return;
      }
      const fields = Object.entries(result.errors ?? {}).filter(([name]) => name === 'comment' || (RATING_FIELDS as readonly string[]).includes(name));
      if (fields.length > 0) form.setFields(fields.map(([name, message]) => ({ name: name as keyof ReviewValues, errors: [translateMessage(message)] })));
      else toast.error(translateMessage(result.message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<ReviewValues>
      form={form}
      layout="vertical"
      className="review-form"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      requiredMark
    >
      <div className="review-form-ratings">
        {RATING_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(LABEL_KEYS[field])}
            rules={[zodRule(ratingSchema)]}
            required
            className={field === 'overall_rating' ? 'review-form-overall' : undefined}
          >
            <RatingInput label={t(LABEL_KEYS[field])} large={field === 'overall_rating'} />
          </Form.Item>
        ))}
      </div>
      <Form.Item name="comment" label={t('reviewForm.comment')} rules={[zodRule(reviewCommentSchema)]}>
        <Input.TextArea rows={4} maxLength={REVIEW_COMMENT_MAX} showCount placeholder={t('reviewForm.commentPlaceholder')} />
      </Form.Item>
      <div className="review-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            {t('reviewForm.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t(review ? 'reviewForm.save' : 'reviewForm.submit')}
        </Button>
      </div>
    </Form>
  );
}
