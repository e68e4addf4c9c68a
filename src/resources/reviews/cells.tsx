// The seller's reviews list: its cells (the review, the order, the reviewer and the reply).
import { Link } from 'react-router';
import { useCountryName } from '../../components/countries';
import type { SellerReview } from '../../contract/reviews';
import { useTranslation } from '../../i18n';
import { Stars } from '../../reviews/Stars';
import '../../reviews/reviews.css';
import { ClampedText } from '../../engine/cells';
import type { CellProps } from '../../engine/types';
import { StatusTag } from '../../components/StatusTag';

/** The stars, the comment and whether staff hid it. */
export function ReviewCell({ record }: CellProps<SellerReview>) {
  const { t } = useTranslation();
  return (
    <span className="seller-review-cell">
      <Stars value={record.overall_rating} />
      {record.comment ? <ClampedText text={record.comment} rows={3} /> : null}
      {record.hidden && (
        <StatusTag color="warning" title={record.hidden_reason ?? undefined}>
          {t('sellerReviews.hidden')}
        </StatusTag>
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
  if (!record.reply) return <StatusTag color="gold">{t('sellerReviews.notReplied')}</StatusTag>;
  return <ClampedText text={record.reply.text} />;
}
