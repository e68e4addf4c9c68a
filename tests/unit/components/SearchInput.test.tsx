import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchInput } from '../../../src/components/SearchInput';
import { initI18n } from '../../../src/i18n';

beforeAll(() => initI18n());

/** The applied search held as a list page holds it (in its URL), reported to `onApply`. */
function Applied({ initial = '', onApply }: { initial?: string; onApply: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <SearchInput
      value={value}
      onChange={(next) => {
        setValue(next);
        onApply(next);
      }}
      placeholder="Name or SKU"
      label="Search"
    />
  );
}

describe('SearchInput', () => {
  it('applies on Enter, offers a clear button only with text, and clearing applies at once and keeps focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Applied onApply={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();

    await user.type(box, ' bottle {Enter}');
    expect(onChange).toHaveBeenLastCalledWith('bottle');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('clears on Escape through the same path', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Applied initial="cable" onApply={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('cable');
    await user.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
