import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OtpInput, type OtpInputProps } from '../../../src/components/OtpInput';
import { initTestI18n } from '../onboarding/helpers';

beforeAll(async () => {
  await initTestI18n();
});

/** The input as a form uses it: the parent holds the value. */
function Controlled({ initial = '', ...props }: Partial<OtpInputProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        label="Verification code"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
      <output data-testid="value">{value}</output>
    </>
  );
}

const cells = () => screen.getAllByRole('textbox');
const shown = () => cells().map((c) => (c as HTMLInputElement).value);

describe('<OtpInput />', () => {
  it('is one labelled group of 4 cells by default, each named by its position', () => {
    render(<OtpInput label="Verification code" />);
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(cells()).toHaveLength(4);
    expect(cells().map((c) => c.getAttribute('aria-label'))).toEqual(['Digit 1 of 4', 'Digit 2 of 4', 'Digit 3 of 4', 'Digit 4 of 4']);
    for (const cell of cells()) expect(group).toContainElement(cell);
  });

  it('takes its length from the prop (6 in the mobile flow)', () => {
    render(<OtpInput label="Code" length={6} />);
    expect(cells()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 6 of 6')).toBeInTheDocument();
  });

  it('offers the SMS code to phones: one-time-code autocomplete and a numeric keyboard on the first cell', () => {
    render(<OtpInput label="Code" length={6} />);
    const [first, ...rest] = cells();
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(first).toHaveAttribute('inputmode', 'numeric');
    for (const cell of rest) expect(cell).toHaveAttribute('autocomplete', 'off');
  });

  it('names cells "Character n of m" when it takes letters', () => {
    render(<OtpInput label="Code" allowed="alphanumeric" />);
    expect(screen.getByLabelText('Character 1 of 4')).toHaveAttribute('inputmode', 'text');
  });

  it('types one character per cell and moves to the next cell', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled length={6} onChange={onChange} />);
    await user.click(cells()[0]);
    await user.keyboard('123');
    expect(shown()).toEqual(['1', '2', '3', '', '', '']);
    expect(cells()[3]).toHaveFocus();
    expect(onChange.mock.calls.map(([v]) => v)).toEqual(['1', '12', '123']);
  });

  it('ignores characters the code cannot contain', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(cells()[0]);
    await user.keyboard('a- 7');
    expect(shown()).toEqual(['7', '', '', '']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(cells()[1]).toHaveFocus();
  });

  it('accepts letters with allowed="alphanumeric" and honours a custom pattern', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled allowed="alphanumeric" />);
    await user.click(cells()[0]);
    await user.keyboard('a9Z!');
    expect(shown()).toEqual(['a', '9', 'Z', '']);
    unmount();

    render(<Controlled allowed={/[A-F0-9]/} />);
    await user.click(cells()[0]);
    await user.keyboard('AgF1');
    expect(shown()).toEqual(['A', 'F', '1', '']);
  });

  it('fills every cell from a pasted code of the full length', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Controlled length={6} onComplete={onComplete} />);
    await user.click(cells()[0]);
    await user.paste('482913');
    expect(shown()).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(screen.getByTestId('value')).toHaveTextContent('482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
    expect(cells()[5]).toHaveFocus();
  });

  it('fills the first cells from a shorter matching paste and moves to the next empty cell', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Controlled length={6} onComplete={onComplete} />);
    await user.click(cells()[0]);
    await user.paste(' 482 '.trim());
    expect(shown()).toEqual(['4', '8', '2', '', '', '']);
    expect(cells()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it.each([
    ['letters in a digit code', '48a913'],
    ['a code longer than the input', '4829137'],
    ['separators', '482-913'],
    ['nothing at all', ''],
  ])('rejects a paste with %s: nothing changes', async (_case, text) => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled length={6} initial="12" onChange={onChange} />);
    await user.click(cells()[2]);
    await user.paste(text);
    expect(shown()).toEqual(['1', '2', '', '', '', '']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('signals completion once when the last cell is filled, and again only after it is completed anew', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Controlled onComplete={onComplete} />);
    await user.click(cells()[0]);
    await user.keyboard('1234');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');

    // Replacing a character of a full code is not a new completion.
    await user.click(cells()[1]);
    await user.keyboard('9');
    expect(shown()).toEqual(['1', '9', '3', '4']);
    expect(onComplete).toHaveBeenCalledTimes(1);

    // Emptying a cell and filling it again is.
    await user.click(cells()[3]);
    await user.keyboard('{Backspace}');
    await user.click(cells()[3]);
    await user.keyboard('8');
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('1938');
  });

  it('Backspace clears the cell and moves back; on an empty cell it clears the one before', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1234" />);
    await user.click(cells()[3]);
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '2', '3', '']);
    expect(cells()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '2', '', '']);
    expect(cells()[1]).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['1', '', '', '']);
    expect(cells()[0]).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);

    // On an empty cell: the character before it goes.
    await user.keyboard('{ArrowRight}');
    expect(cells()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(shown()).toEqual(['', '', '', '']);
    expect(cells()[0]).toHaveFocus();
  });

  it('moves between cells with Left, Right, Home and End without changing anything', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled initial="5678" onChange={onChange} />);
    await user.click(cells()[1]);
    await user.keyboard('{ArrowRight}');
    expect(cells()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cells()[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(cells()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(cells()[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(cells()[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cells()[0]).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reaches the group and its cells by Tab, in order', async () => {
    const user = userEvent.setup();
    render(<OtpInput label="Code" />);
    await user.tab();
    expect(cells()[0]).toHaveFocus();
    await user.tab();
    expect(cells()[1]).toHaveFocus();
  });

  it('starts a tap on a later empty cell at the first empty one', async () => {
    const user = userEvent.setup();
    render(<Controlled length={6} initial="12" />);
    await user.click(cells()[4]);
    expect(cells()[2]).toHaveFocus();
  });

  it('follows the value prop: a pre-filled code shows, a reset empties every cell', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Controlled length={6} initial="904117" onComplete={onComplete} />);
    expect(shown()).toEqual(['9', '0', '4', '1', '1', '7']);
    // Filled by the parent, not typed: no completion signal.
    expect(onComplete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(shown()).toEqual(['', '', '', '', '', '']);
  });

  it('keeps its own value when used without one', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<OtpInput label="Code" onComplete={onComplete} />);
    await user.click(cells()[0]);
    await user.keyboard('2468');
    expect(shown()).toEqual(['2', '4', '6', '8']);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('2468');
  });

  it('takes a whole code typed into one cell at once (the SMS autofill of phones)', () => {
    const onChange = vi.fn();
    render(<OtpInput label="Code" length={6} onChange={onChange} />);
    fireEvent.change(cells()[0], { target: { value: '731905' } });
    expect(onChange).toHaveBeenCalledWith('731905');
    expect(shown()).toEqual(['7', '3', '1', '9', '0', '5']);
  });

  it('focuses the first cell with autoFocus, disables every cell with disabled and marks them invalid with invalid', () => {
    const { rerender } = render(<OtpInput label="Code" autoFocus />);
    expect(cells()[0]).toHaveFocus();
    rerender(<OtpInput label="Code" disabled invalid describedBy="err" />);
    for (const cell of cells()) {
      expect(cell).toBeDisabled();
      expect(cell).toHaveAttribute('aria-invalid', 'true');
      expect(cell).toHaveAttribute('aria-describedby', 'err');
    }
    expect(screen.getByRole('group', { name: 'Code' })).toHaveClass('is-invalid');
  });

  it('selects a cell on focus, so typing replaces its character', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1111" />);
    await user.click(cells()[2]);
    const cell = cells()[2] as HTMLInputElement;
    expect([cell.selectionStart, cell.selectionEnd]).toEqual([0, 1]);
    await user.keyboard('5');
    expect(shown()).toEqual(['1', '1', '5', '1']);
  });
});
