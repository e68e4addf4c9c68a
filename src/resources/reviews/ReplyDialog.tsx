import { Form, Input, Modal } from 'antd';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { REVIEW_REPLY_MAX, reviewReplyInputSchema } from '../../contract/reviews';
import { translateMessage, useTranslation } from '../../i18n';
import { toast } from '../../providers/toast';
import { saveReply } from '../../reviews/api';
import { Stars } from '../../reviews/Stars';
import { zodRule } from '../../engine/rules';
import { replyDialog } from './dialog-store';

const replyRule = zodRule(reviewReplyInputSchema.shape.reply);

/** The reply dialog: the review above, the reply below; posts the first reply, changes a later one. */
export default function ReplyDialog() {
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
