import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { NativeSelect } from './NativeSelect';
import './pager.css';

/** A page number to show, or a gap standing for the pages left out between two of them. */
export type PagerItem = number | 'gap';

/**
 * The page buttons for `current` of `last` pages: every page when there are at most seven, otherwise
 * the first, the last and the current one with a neighbour either side. Near an end the run grows to
 * five pages so that the row keeps its length, and a gap always stands for two pages or more (one page
 * is shown rather than hidden behind an ellipsis).
 */
export function pagerItems(current: number, last: number): PagerItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (last <= 7) return range(1, last);
  if (current <= 4) return [...range(1, 5), 'gap', last];
  if (current >= last - 3) return [1, 'gap', ...range(last - 4, last)];
  return [1, 'gap', current - 1, current, current + 1, 'gap', last];
}

export interface PagerProps {
  /** The page shown, from 1. */
  current: number;
  pageSize: number;
  /** How many records there are in all pages. */
  total: number;
  onChange: (page: number) => void;
  /** The sizes to choose from; without them (or without onPageSizeChange) there is no size changer. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** Phones: "Page 3 of 12" between the previous and next buttons, and no size changer. */
  compact?: boolean;
  /** Shown first, e.g. "45 in total". */
  totalText?: ReactNode;
  /** The navigation's accessible name; the lists' "List pages" by default. */
  label?: string;
  className?: string;
}

/**
 * Previous, page numbers with gaps, next and a page-size select, in antd Pagination's look without its
 * weight (antd's brings rc-pagination and, for the size changer, the whole Select). Everything is a
 * native control: buttons named "Page 3", aria-current on the page shown, a named <select> (NativeSelect).
 */
export function Pager({ current, pageSize, total, onChange, pageSizes, onPageSizeChange, compact = false, totalText, label, className }: PagerProps) {
  const { t } = useTranslation();
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  // A page past the end (an old bookmark) shows as the last one.
  const page = Math.min(Math.max(1, current), last);
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= last) onChange(next);
  };
  // A size the URL asked for that is not among the choices still shows as chosen.
  const sizes = pageSizes && !pageSizes.includes(pageSize) ? [...pageSizes, pageSize].sort((a, b) => a - b) : pageSizes;
  const showSizes = !compact && sizes !== undefined && sizes.length > 0 && onPageSizeChange !== undefined;

  const previous = (
    <button type="button" className="pager-item pager-step" disabled={page <= 1} aria-label={t('resources.pagerPrevious')} onClick={() => go(page - 1)}>
      <LeftOutlined aria-hidden />
    </button>
  );
  const next = (
    <button type="button" className="pager-item pager-step" disabled={page >= last} aria-label={t('resources.pagerNext')} onClick={() => go(page + 1)}>
      <RightOutlined aria-hidden />
    </button>
  );

  return (
    <nav className={['pager', compact ? 'is-compact' : '', className].filter(Boolean).join(' ')} aria-label={label ?? t('resources.pagerLabel')}>
      {totalText !== undefined && <span className="pager-total">{totalText}</span>}
      {compact ? (
        <div className="pager-list">
          {previous}
          {/* Read out when a press of previous or next changes it, since focus stays on the button. */}
          <span className="pager-status" aria-live="polite">
            {t('resources.pagerPageOf', { page, pages: last })}
          </span>
          {next}
        </div>
      ) : (
        <ul className="pager-list">
          <li>{previous}</li>
          {pagerItems(page, last).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} className="pager-gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <button
                  type="button"
                  className={item === page ? 'pager-item is-current' : 'pager-item'}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={t('resources.pagerPage', { page: item })}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ),
          )}
          <li>{next}</li>
        </ul>
      )}
      {showSizes && (
        <NativeSelect
          className="pager-size"
          aria-label={t('resources.pagerPerPage')}
          value={String(pageSize)}
          onChange={(size) => size && onPageSizeChange(Number(size))}
          options={sizes.map((size) => ({ value: String(size), label: t('resources.pagerSizeOption', { count: size }) }))}
        />
      )}
    </nav>
  );
}
