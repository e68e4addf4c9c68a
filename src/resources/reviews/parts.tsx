// The seller's reviews list: its cells, and the one reply dialog that a row's Reply or Change reply
// opens (row actions are declared outside React, so they open it through a small store).
import { Form, Input, Modal, Tag, Typography } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useCountryName } from '../../components/countries';
import { REVIEW_REPLY_MAX, reviewReplyInputSchema, type SellerReview } from '../../contract/reviews';
import { translateMessage, useTranslation } from '../../i18n';
import { toast } from '../../providers/toast';
import { saveReply } from '../../reviews/api';
import { Stars } from '../../reviews/Stars';
import '../../reviews/reviews.css';
import { zodRule } from '../_generic/rules';
import type { CellProps } from '../_generic/types';

/** The stars, the comment and whether staff hid it. */
export function ReviewCell({ record }: CellProps<SellerReview>) {
  const { t } = useTranslation();
  return (
    <span className="seller-review-cell">
      <Stars value={record.overall_rating} />
      {record.comment ? (
        <Typography.Paragraph className="text-cell" ellipsis={{ rows: 3, tooltip: record.comment }}>
          {record.comment}
        </Typography.Paragraph>
      ) : null}
      {record.hidden && (
        <Tag color="warning" title={record.hidden_reason ?? undefined}>
          {t('sellerReviews.hidden')}
        </Tag>
      )}
    </span>
  );
}

/** The order number (to its page) and what it held. */
export function OrderCell({ record }: CellProps<SellerReview>) {
  return (
    <span className="name-cell">
      <Link to={`/OrderDetails/${encodeURIComponent(record.order_id)}`} className="cell-link">
        <span className="name-cell-name">{record.order_number}</span>
      </Link>
      <span className="name-cell-sub is-wrapping">{record.products.map((product) => product.name).join(', ')}</span>
    </span>
  );
}

/** First name and country, as buyers appear everywhere. */
export function ReviewerCell({ record }: CellProps<SellerReview>) {
  const countryName = useCountryName();
  const country = countryName(record.buyer.country);
  return (
    <span className="name-cell">
      <span>{record.buyer.first_name}</span>
      {country && <span className="name-cell-sub">{country}</span>}
    </span>
  );
}

export function ReplyCell({ record }: CellProps<SellerReview>) {
  const { t } = useTranslation();
  if (!record.reply) return <Tag color="gold">{t('sellerReviews.notReplied')}</Tag>;
  return (
    <Typography.Paragraph className="text-cell" ellipsis={{ rows: 2, tooltip: record.reply.text }}>
      {record.reply.text}
    </Typography.Paragraph>
  );
}

interface ReplyRequest {
  review: SellerReview;
  after: () => Promise<void>;
}

let current: ReplyRequest | null = null;
const listeners = new Set<() => void>();
const set = (next: ReplyRequest | null) => {
  current = next;
  for (const listener of [...listeners]) listener();
};

export const replyDialog = {
  open: (review: SellerReview, after: () => Promise<void>) => set({ review, after }),
  close: () => set(null),
  get: (): ReplyRequest | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const replyRule = zodRule(reviewReplyInputSchema.shape.reply);

/** The reply dialog: the review above, the reply below; posts the first reply, changes a later one. */
export function ReplyDialog() {
  const { t } = useTranslation();
  const request = useSyncExternalStore(replyDialog.subscribe, replyDialog.get, replyDialog.get);
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  // A dialog left open belongs to this visit of the page.
  useEffect(() => () => replyDialog.close(), []);
  const review = request?.review;
  useEffect(() => {
    if (review) form.setFieldsValue({ reply: review.reply?.text ?? '' });
  }, [review, form]);

  const submit = async () => {
    if (!request) return;
    const { reply } = await form.validateFields();
    setBusy(true);
    try {
      const result = await saveReply(request.review, { reply: reply.trim() });
      if (!result.success) {
        if (result.errors?.reply) form.setFields([{ name: 'reply', errors: [translateMessage(result.errors.reply)] }]);
        else toast.error(translateMessage(result.message));
        return;
      }
      toast.success(translateMessage(result.message));
      replyDialog.close();
      await request.after();
    } finally {
      setBusy(false);
    }
  };

  const editing = Boolean(review?.reply);
  return (
    <Modal
      open={review !== undefined}
      title={review ? t(editing ? 'sellerReviews.editReplyTitle' : 'sellerReviews.replyTitle', { number: review.order_number }) : ''}
      onCancel={() => replyDialog.close()}
      onOk={() => void submit().catch(() => undefined)}
      okText={t(editing ? 'sellerReviews.saveReply' : 'sellerReviews.postReply')}
      cancelText={t('sellerReviews.cancel')}
      okButtonProps={{ loading: busy }}
      destroyOnHidden
      className="seller-review-dialog"
    >
      {review && (
        <>
          <div className="review-item-head">
            <Stars value={review.overall_rating} />
            <span className="review-author">{review.buyer.first_name}</span>
          </div>
          {review.comment && <p className="review-comment">{review.comment}</p>}
          <Form form={form} layout="vertical" requiredMark>
            <Form.Item name="reply" label={t('sellerReviews.replyLabel')} extra={t('sellerReviews.replyHelp')} rules={[replyRule]} required>
              <Input.TextArea rows={5} maxLength={REVIEW_REPLY_MAX} showCount />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}

/** The list's toolbar: nothing to click, only the dialog its rows open. */
export function ReviewsToolbar() {
  return <ReplyDialog />;
}
