import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NativeSelect } from '../../../src/components/NativeSelect';

const options = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
];

describe('NativeSelect', () => {
  it('offers the placeholder first and reports a choice, and the placeholder as no choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<NativeSelect aria-label="Status" placeholder="Status" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Status', 'Draft', 'Published']);
    expect(select.parentElement).toHaveClass('is-empty');

    await user.selectOptions(select, 'Published');
    expect(onChange).toHaveBeenLastCalledWith('published');

    rerender(<NativeSelect aria-label="Status" placeholder="Status" options={options} value="published" onChange={onChange} />);
    expect(select).toHaveValue('published');
    expect(select.parentElement).not.toHaveClass('is-empty');
    await user.selectOptions(select, 'Status');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a value it does not offer (a stale link) as the placeholder', () => {
    render(<NativeSelect aria-label="Status" placeholder="Status" options={options} value="archived" onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('without a placeholder always has one of its options chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NativeSelect aria-label="Rows per page" options={options} value="draft" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Draft', 'Published']);
    expect(select.parentElement).not.toHaveClass('is-empty');
    await user.selectOptions(select, 'Published');
    expect(onChange).toHaveBeenLastCalledWith('published');
  });
});
