import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from './Icon';
import { useTranslation } from '../i18n';
import './plain-controls.css';

export interface CataloguePaginationProps {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  label: string;
}

/** The page numbers to show: the first, the last, and two either side of the current one; null is a gap. */
export function pageWindow(current: number, last: number): Array<number | null> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [null, page] : [page]));
}

/** Previous, page numbers and next, with "25–48 of 120"; small enough for the public pages' first load. */
export function CataloguePagination({ current, total, pageSize, onChange, label }: CataloguePaginationProps) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  return (
    <nav className="catalogue-pagination" aria-label={label}>
      <span className="catalogue-pagination-range">{t('catalogue.range', { from, to, total })}</span>
      <button
        type="button"
        className="plain-button is-icon"
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        aria-label={t('catalogue.previousPage')}
      >
        <Icon svg={LeftOutlined} aria-hidden />
      </button>
      <ol className="catalogue-pagination-pages">
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden className="catalogue-pagination-gap">
              …
            </li>
          ) : (
            <li key={page}>
              <button
                type="button"
                className={page === current ? 'plain-button catalogue-page-number is-current' : 'plain-button catalogue-page-number'}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('catalogue.pageNumber', { page })}
                onClick={() => page !== current && onChange(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="plain-button is-icon"
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
        aria-label={t('catalogue.nextPage')}
      >
        <Icon svg={RightOutlined} aria-hidden />
      </button>
    </nav>
  );
}
