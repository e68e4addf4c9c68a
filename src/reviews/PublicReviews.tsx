// Reviews on a product page or a store page: the average of each rating, how many reviews gave each
// number of stars, and the reviews newest first, a page at a time. Buyers appear by first name and
// country; the server never sends more, nor hidden reviews. Light on purpose (no dayjs, no antd form
// controls): it is part of the public pages.
import { useState } from 'react';
import { CataloguePagination } from '../components/CataloguePagination';
import { CatalogueError } from '../components/CatalogueStates';
import { useRemote } from '../ssr/useRemote';
import { intlLocale } from '../components/money';
import { countryName } from '../components/countries';
import type { PublicReview, ReviewSummary } from '../contract/reviews';
import { PUBLIC_REVIEWS_PAGE_SIZE } from '../contract/reviews-constants';
import { useTranslation } from '../i18n';
import { loadPublicReviews, type ReviewSource } from './api';
import { Stars, SubRatings } from './Stars';
import './reviews.css';

/** An average as a rating reads: one decimal ("4.0"). */
export function averageText(value: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

const dateOf = (iso: string, language: string) => new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium' }).format(new Date(iso));

const SUB_RATINGS = [
  { key: 'quality', labelKey: 'reviews.quality' },
  { key: 'communication', labelKey: 'reviews.communication' },
  { key: 'delivery', labelKey: 'reviews.delivery' },
] as const;

function Summary({ summary }: { summary: ReviewSummary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const overall = summary.averages.overall ?? 0;
  const most = Math.max(1, ...summary.stars.map((s) => s.count));
  return (
    <div className="reviews-summary" role="group" aria-label={t('reviews.summaryLabel')}>
      <div className="reviews-average">
        <span className="reviews-average-value">{averageText(overall, language)}</span>
        <span className="reviews-muted">{t('reviews.outOf')}</span>
        <Stars value={overall} size="large" />
        <span className="reviews-muted">{t('reviews.basedOn', { count: summary.count })}</span>
      </div>
      <ul className="reviews-bars" aria-label={t('reviews.starCounts')}>
        {summary.stars.map(({ rating, count }) => (
          <li key={rating} className="reviews-bar-row">
            <span className="reviews-bar-label">{t('reviews.stars', { count: rating })}</span>
            <span className="reviews-bar" aria-hidden>
              <span style={{ width: `${(count / most) * 100}%` }} />
            </span>
            <span className="reviews-bar-count">
              <span className="visually-hidden">{t('reviews.starCount', { stars: t('reviews.stars', { count: rating }), count })}</span>
              <span aria-hidden>{count}</span>
            </span>
          </li>
        ))}
      </ul>
      <div role="group" aria-label={t('reviews.subRatings')}>
        <dl className="reviews-subratings">
          {SUB_RATINGS.map(({ key, labelKey }) => {
            const value = summary.averages[key];
            return (
              <div key={key}>
                <dt>{t(labelKey)}</dt>
                <dd>
                  {value === null ? '—' : <Stars value={value} size="small" />}{' '}
                  {value !== null && <span className="reviews-subrating-value">{averageText(value, language)}</span>}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </div>
  );
}

export function ReviewItem({ review, showProducts }: { review: PublicReview; showProducts: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const country = countryName(review.buyer.country, language);
  return (
    <li className="review-item">
      <div className="review-item-head">
        <Stars value={review.overall_rating} />
        <span className="review-author">{country ? t('reviews.buyerFrom', { name: review.buyer.first_name, country }) : review.buyer.first_name}</span>
        <time className="reviews-muted" dateTime={review.created_at}>
          {dateOf(review.created_at, language)}
        </time>
      </div>
      {showProducts && review.products.length > 0 && (
        <p className="reviews-muted review-products">{t('reviews.bought', { products: review.products.join(', ') })}</p>
      )}
      {review.comment && <p className="review-comment">{review.comment}</p>}
      <SubRatings review={review} />
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-title">
            {t('reviews.supplierReply')} <time dateTime={review.reply.created_at}>· {dateOf(review.reply.created_at, language)}</time>
          </p>
          <p className="review-comment">{review.reply.text}</p>
        </div>
      )}
    </li>
  );
}

/** The reviews section of a product page (`products`) or a store page (`suppliers`). */
export function PublicReviews({ source }: { source: ReviewSource }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { result, loading, retry } = useRemote(`${source.kind}/${source.id}/${page}`, (signal) => loadPublicReviews(source, page, signal));
  const headingId = `reviews-${source.kind}`;
  const count = result?.success ? result.data.summary.count : null;

  let body;
  if (loading || !result) {
    body = (
      <div className="reviews-loading" role="status" aria-busy="true" aria-label={t('catalogue.loading')}>
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '40%' }} />
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '80%' }} />
        <span className="catalogue-bar catalogue-shimmer" style={{ width: '60%' }} />
      </div>
    );
  } else if (!result.success) {
    body = <CatalogueError title={t('reviews.loadFailed')} message={result.status === 0 ? undefined : result.message} onRetry={retry} />;
  } else if (result.data.summary.count === 0) {
    body = <p className="reviews-muted">{t('reviews.empty')}</p>;
  } else {
    body = (
      <>
        <Summary summary={result.data.summary} />
        <ol className="review-list">
          {result.data.reviews.map((review) => (
            <ReviewItem key={review.id} review={review} showProducts={source.kind === 'suppliers'} />
          ))}
        </ol>
        {result.data.summary.count > PUBLIC_REVIEWS_PAGE_SIZE && (
          <CataloguePagination
            current={page}
            total={result.data.summary.count}
            pageSize={PUBLIC_REVIEWS_PAGE_SIZE}
            onChange={setPage}
            label={t('reviews.pages')}
          />
        )}
      </>
    );
  }

  return (
    <section className="catalogue-panel reviews-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalogue-section-title">
        {count ? t('reviews.titleCount', { count }) : t('reviews.title')}
      </h2>
      {body}
    </section>
  );
}
