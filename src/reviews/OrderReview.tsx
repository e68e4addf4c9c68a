// The review part of a delivered order's page (/orders/:id): a prompt to review it while that is open,
// the form, and then the buyer's review with the supplier's reply, changeable for 30 days.
// `?review=write` (the 'To review' list's link) opens the form at once.
import { EditOutlined, SmileOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CatalogueError } from '../components/CatalogueStates';
import { useRemote } from '../ssr/useRemote';
import type { OrderReviewState } from '../contract/reviews';
import { useTranslation } from '../i18n';
import { dateText } from '../components/dates';
import { changeReview, loadOrderReview, postReview } from './api';
import { ReviewForm } from './ReviewForm';
import { Stars, SubRatings } from './Stars';
import './reviews.css';

function YourReview({ state, onEdit }: { state: OrderReviewState; onEdit: () => void }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage;
  const review = state.review!;
  return (
    <div className="order-review">
      {review.hidden && (
        <Alert
          type="warning"
          showIcon
          className="ordering-alert"
          message={t('reviewForm.hiddenTitle')}
          description={review.hidden_reason ? t('reviewForm.hiddenReason', { reason: review.hidden_reason }) : undefined}
        />
      )}
      <div className="review-item-head">
        <Stars value={review.overall_rating} />
        <span className="reviews-muted">{t('reviewForm.posted', { date: dateText(review.created_at, language) })}</span>
      </div>
      <SubRatings review={review} />
      {review.comment && <p className="review-comment">{review.comment}</p>}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-title">{t('reviews.supplierReply')}</p>
          <p className="review-comment">{review.reply.text}</p>
        </div>
      )}
      <div className="order-review-foot">
        <span className="reviews-muted">
          {review.can_edit ? t('reviewForm.editableUntil', { date: dateText(review.editable_until, language) }) : t('reviewForm.notEditable')}
        </span>
        {review.can_edit && (
          <Button icon={<EditOutlined aria-hidden />} onClick={onEdit}>
            {t('reviewForm.edit')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Shown on a delivered order's page; nothing for other orders. */
export function OrderReview({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('reviews');
  const language = i18n.resolvedLanguage;
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(params.get('review') === 'write');
  const { result, retry } = useRemote(orderId, (signal) => loadOrderReview(orderId, signal));
  const [saved, setSaved] = useState<OrderReviewState | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const state = saved ?? (result?.success ? result.data : null);

  // Arriving from 'To review': bring the form into view once it is there.
  const opened = editing && state !== null;
  useEffect(() => {
    if (opened && params.get('review') === 'write') sectionRef.current?.scrollIntoView?.({ block: 'start' });
  }, [opened, params]);

  const close = () => {
    setEditing(false);
    if (params.has('review')) {
      const next = new URLSearchParams(params);
      next.delete('review');
      setParams(next, { replace: true });
    }
  };

  let body;
  if (result && !result.success) body = <CatalogueError title={t('reviewForm.loadFailed')} message={result.message} onRetry={retry} />;
  else if (!state) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (editing && (state.can_review || state.review?.can_edit))
    body = (
      <ReviewForm
        review={state.review}
        onSubmit={(values) => (state.review ? changeReview(orderId, values) : postReview(orderId, values))}
        onSaved={(next) => {
          setSaved(next);
          close();
        }}
        onCancel={close}
      />
    );
  else if (state.review) body = <YourReview state={state} onEdit={() => setEditing(true)} />;
  else if (state.can_review)
    body = (
      <div className="order-review-prompt">
        <p>{t('reviewForm.promptText', { date: dateText(state.review_until!, language) })}</p>
        <Button type="primary" icon={<SmileOutlined aria-hidden />} onClick={() => setEditing(true)}>
          {t('reviewForm.write')}
        </Button>
      </div>
    );
  else if (state.review_until) body = <p className="reviews-muted">{t('reviewForm.closed', { date: dateText(state.review_until, language) })}</p>;
  else return null;

  const title =
    state?.review && !editing ? t('reviewForm.yourReview') : state?.can_review && !editing ? t('reviewForm.promptTitle') : t('reviewForm.formTitle');
  return (
    <section className="ordering-card order-review-card" aria-labelledby="order-review" id="review" ref={sectionRef}>
      <h2 id="order-review">{title}</h2>
      {body}
    </section>
  );
}
