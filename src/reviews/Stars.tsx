// Stars as shown beside a review or an average: one image with its value as its name, so a screen
// reader says "4 out of 5 stars" once rather than five icons.
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from '../i18n';
import { formatNumber } from '../components/money';
import { RATING_MAX } from '../contract/reviews';

export function Stars({ value, size = 'normal' }: { value: number; size?: 'normal' | 'large' | 'small' }) {
  const { t, i18n } = useTranslation();
  // Whole stars; the exact average is written beside them where it matters.
  const rounded = Math.round(value);
  return (
    <span className={`review-stars is-${size}`} role="img" aria-label={t('reviews.starsValue', { value: formatNumber(value, i18n.resolvedLanguage) })}>
      {Array.from({ length: RATING_MAX }, (_, index) => {
        return <StarFilled key={index} className={`review-star ${index < rounded ? 'is-full' : 'is-empty'}`} aria-hidden />;
      })}
    </span>
  );
}
