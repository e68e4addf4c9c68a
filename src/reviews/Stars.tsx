// Stars as shown beside a review or an average: one image with its value as its name, so a screen
// reader says "4 out of 5 stars" once rather than five icons. Drawn with the light Icon: the product
// page shows them, and @ant-design/icons' component would load its colour library there.
import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Icon } from '../components/Icon';
import { useTranslation } from '../i18n';
import { formatNumber } from '../components/money';
import { RATING_MAX } from '../contract/reviews-constants';

export function Stars({ value, size = 'normal' }: { value: number; size?: 'normal' | 'large' | 'small' }) {
  const { t, i18n } = useTranslation();
  // Whole stars; the exact average is written beside them where it matters.
  const rounded = Math.round(value);
  return (
    <span className={`review-stars is-${size}`} role="img" aria-label={t('reviews.starsValue', { value: formatNumber(value, i18n.resolvedLanguage) })}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        return <Icon key={index} svg={StarFilled} className={`review-star ${index < rounded ? 'is-full' : 'is-empty'}`} aria-hidden />;
      })}
    </span>
  );
}

/** The three sub-ratings of a review, as "Product quality 4/5" and so on. */
export function SubRatings({ review }: { review: { quality_rating: number; communication_rating: number; delivery_rating: number } }) {
  const { t } = useTranslation();
  return (
    <ul className="review-subratings">
      <li>
        {t('reviews.quality')} {review.quality_rating}/5
      </li>
      <li>
        {t('reviews.communication')} {review.communication_rating}/5
      </li>
      <li>
        {t('reviews.delivery')} {review.delivery_rating}/5
      </li>
    </ul>
  );
}
