// A 1–5 star choice for a form: antd's Rate, whose stars are radios, each named by its value ("3 stars")
// and the group by the field's label, so the choice works and reads the same by keyboard and screen reader.
import { Rate } from 'antd';
import { cloneElement, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { RATING_MAX } from '../contract/reviews';

export interface RatingInputProps {
  id?: string;
  value?: number;
  onChange?: (value: number) => void;
  /** The group's name, as the field's label says it. */
  label: string;
  large?: boolean;
}

type StarNode = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

export function RatingInput({ id, value, onChange, label, large = false }: RatingInputProps) {
  const { t } = useTranslation();
  return (
    <Rate
      id={id}
      className={large ? 'review-rate is-large' : 'review-rate'}
      count={RATING_MAX}
      value={value ?? 0}
      // Clicking the chosen star again would clear it; a rating is required.
      allowClear={false}
      onChange={(next) => onChange?.(next)}
      aria-label={label}
      characterRender={(node, { index = 0 }) => {
        // The radio is the star's only child: it gets the name the star has none of.
        const star = node as StarNode;
        return cloneElement(star, {}, cloneElement(star.props.children, { 'aria-label': t('reviews.stars', { count: index + 1 }) }));
      }}
    />
  );
}
