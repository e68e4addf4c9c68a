// The lists' pagination (src/components/Pager.tsx): page buttons with gaps, the ends, the page shown,
// the page-size select and the phones' compact form.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Pager, pagerItems, type PagerProps } from '../../../src/components/Pager';
import { initI18n } from '../../../src/i18n';

beforeAll(() => initI18n());

/** A pager that follows its own presses, as a list keeping the page in its state does. */
function Harness({ start = 1, ...props }: Partial<PagerProps> & { start?: number }) {
  const [page, setPage] = useState(start);
  const [size, setSize] = useState(props.pageSize ?? 20);
  return (
    <Pager
      total={240}
      {...props}
      current={page}
      pageSize={size}
      onChange={(next) => {
        props.onChange?.(next);
        setPage(next);
      }}
      onPageSizeChange={(next) => {
        props.onPageSizeChange?.(next);
        setSize(next);
        setPage(1);
      }}
    />
  );
}

const nav = () => screen.getByRole('navigation', { name: 'List pages' });
/** The page numbers and gaps as shown, left to right (the gaps are hidden from screen readers). */
const shown = () => [...nav().querySelectorAll('li')].map((item) => item.textContent).filter((text) => text !== '');

describe('pagerItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours, and gaps of two pages or more', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pagerItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    expect(pagerItems(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pagerItems(9, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});

describe('the pager', () => {
  it('shows the total, the pages with gaps, and marks the page shown', () => {
    render(<Harness start={6} totalText="240 in total" />);
    expect(within(nav()).getByText('240 in total')).toBeInTheDocument();
    // 240 rows of 20: twelve pages.
    expect(shown()).toEqual(['1', '…', '5', '6', '7', '…', '12']);
    const current = within(nav()).getByRole('button', { name: 'Page 6' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Page 7' })).not.toHaveAttribute('aria-current');
    expect(
      within(nav())
        .getAllByRole('button')
        .filter((button) => button.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('goes to a page pressed, and to the previous and next ones', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    // Pressing the page already shown asks for nothing.
    onChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables previous on the first page and next on the last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Page 12' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(shown()).toEqual(['1', '…', '8', '9', '10', '11', '12']);
  });

  it('has neither previous nor next to offer when everything fits on one page', () => {
    render(<Harness total={7} />);
    expect(shown()).toEqual(['1']);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size through a labelled select, and the pages follow', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<Harness start={4} pageSizes={[10, 20, 50, 100]} onPageSizeChange={onPageSizeChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('20');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 / page', '20 / page', '50 / page', '100 / page']);
    await user.selectOptions(select, '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    // 240 rows of 50: five pages, all shown.
    expect(shown()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('has no size select without sizes to choose from', () => {
    render(<Harness />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('on phones says "Page 3 of 12" between previous and next, without numbers or sizes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness compact start={3} pageSizes={[10, 20]} onChange={onChange} totalText="240 in total" />);
    expect(within(nav()).getByText('Page 3 of 12')).toBeInTheDocument();
    expect(within(nav()).getByText('240 in total')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 3' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(within(nav()).getByText('Page 4 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(within(nav()).getByText('Page 3 of 12')).toBeInTheDocument();
  });

  it('takes another accessible name when given one', () => {
    render(<Pager current={1} pageSize={10} total={30} onChange={() => {}} label="Order pages" />);
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeInTheDocument();
  });
});
