// The lists' table (src/components/DataTable.tsx): sortable headers, the page's selection, busy.
import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type SortOrder } from '../../../src/components/DataTable';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Bamboo cups' },
  { id: 'b', name: 'Cotton bags' },
  { id: 'c', name: 'Glass jars' },
];

function Harness({ busy = false }: { busy?: boolean }) {
  const [order, setOrder] = useState<SortOrder | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <>
      <output data-testid="state">{JSON.stringify({ order, selected })}</output>
      <DataTable<Row>
        label="Products"
        rows={ROWS}
        rowKey={(row) => row.id}
        busy={busy}
        columns={[
          { key: 'name', title: 'Name', sort: { order, onChange: setOrder }, render: (row) => row.name },
          { key: 'id', title: 'Code', align: 'right', render: (row) => row.id.toUpperCase() },
        ]}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}`, allLabel: 'Select every row on this page' }}
      />
    </>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as { order: SortOrder | null; selected: string[] };

describe('the lists’ table', () => {
  it('shows rows and columns as a table, with the header row first', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Products' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Name', 'Code']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['', 'Cotton bags', 'B']);
  });

  it('sorts ascending, then descending, then not at all, saying so through aria-sort', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Code' }).querySelector('button')).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(state().order).toBe('asc');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button', { name: 'Name' }));
    expect(state().order).toBeNull();
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('selects rows one by one and the whole page at once, showing a partial selection as mixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Cotton bags' }));
    expect(state().selected).toEqual(['b']);
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    // The dash browsers draw (and announce as mixed) comes from the DOM property.
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Select Cotton bags' }).closest('tr')).toHaveClass('is-selected');
    await user.click(all);
    expect(state().selected).toEqual(['a', 'b', 'c']);
    expect(all).toBeChecked();
    expect(all).toHaveProperty('indeterminate', false);
    expect(all).not.toHaveAttribute('aria-checked');
    await user.click(all);
    expect(state().selected).toEqual([]);
  });

  it('marks itself busy while a new page loads', () => {
    const { container } = render(<Harness busy />);
    expect(container.querySelector('.data-table')).toHaveAttribute('aria-busy', 'true');
  });
});
