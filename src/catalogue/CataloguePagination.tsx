import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

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
      <Button icon={<LeftOutlined aria-hidden />} disabled={current <= 1} onClick={() => onChange(current - 1)} aria-label={t('catalogue.previousPage')} />
      <ol className="catalogue-pagination-pages">
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden className="catalogue-pagination-gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Button
                type={page === current ? 'primary' : 'text'}
                ghost={page === current}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('catalogue.pageNumber', { page })}
                onClick={() => page !== current && onChange(page)}
              >
                {page}
              </Button>
            </li>
          ),
        )}
      </ol>
      <Button icon={<RightOutlined aria-hidden />} disabled={current >= last} onClick={() => onChange(current + 1)} aria-label={t('catalogue.nextPage')} />
    </nav>
  );
}
