import '@ant-design/v5-patch-for-react-19';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Dropdown, LONG_PRESS_MS, type DropdownProps } from '../../../src/components/Dropdown';
import { setViewportWidth } from '../shells/helpers';

function renderDropdown(props: Partial<DropdownProps> = {}) {
  const onSelect = vi.fn();
  const onEdit = vi.fn();
  render(
    <>
      <Dropdown
        onSelect={onSelect}
        header={<span>Signed in as Li Wei</span>}
        items={[
          { key: 'edit', label: 'Edit', onSelect: onEdit },
          { key: 'copy', label: 'Duplicate' },
          { key: 'sep', type: 'divider' },
          { key: 'delete', label: 'Delete', danger: true },
        ]}
        {...props}
      >
        Actions
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { onSelect, onEdit, trigger: screen.getByRole('button', { name: 'Actions' }) };
}

const menu = () => screen.queryByRole('menu');
const item = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => setViewportWidth(1280));

describe('Dropdown', () => {
  it('is a menu button with the right roles and states', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu()?.id);
    expect(screen.getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Edit', 'Duplicate', 'Delete']);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    // The header is shown but sits outside the menu role.
    expect(screen.getByText('Signed in as Li Wei').closest('[role="menu"]')).toBeNull();
  });

  it('opens and closes by press', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    await user.click(trigger);
    expect(menu()).not.toBeNull();
    expect(item('Edit')).toHaveFocus();
    await user.click(trigger);
    expect(menu()).toBeNull();
  });

  it('opens by a long press of 500 ms, and the release does not close it', () => {
    vi.useFakeTimers();
    const { trigger } = renderDropdown();
    fireEvent.pointerDown(trigger, { button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(menu()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(menu()).not.toBeNull();
    expect(LONG_PRESS_MS).toBe(500);
    // Lifting the finger ends with a click, which must not toggle the menu shut.
    fireEvent.pointerUp(trigger, { button: 0, pointerType: 'touch' });
    fireEvent.click(trigger);
    expect(menu()).not.toBeNull();
  });

  it('does not open when the press is released early, except through the click itself', () => {
    vi.useFakeTimers();
    const { trigger } = renderDropdown();
    fireEvent.pointerDown(trigger, { button: 0 });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerLeave(trigger);
    act(() => vi.advanceTimersByTime(1000));
    expect(menu()).toBeNull();
  });

  it('ArrowDown on the trigger opens with focus on the first item', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(menu()).not.toBeNull();
    expect(item('Edit')).toHaveFocus();
  });

  it('ArrowUp on the trigger opens with focus on the last item', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(menu()).not.toBeNull();
    expect(item('Delete')).toHaveFocus();
  });

  it('moves between items with the arrows (wrapping), Home and End, skipping disabled ones', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown({
      items: [
        { key: 'a', label: 'First' },
        { key: 'b', label: 'Unavailable', disabled: true },
        { key: 'c', label: 'Third' },
      ],
    });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Third')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Third')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('First')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Third')).toHaveFocus();
  });

  it('Escape closes and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after an item is chosen, by click or Enter, and reports it', async () => {
    const user = userEvent.setup();
    const { trigger, onSelect, onEdit } = renderDropdown();
    await user.click(trigger);
    await user.click(item('Edit'));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith('edit');
    expect(menu()).toBeNull();
    expect(trigger).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('delete');
    expect(menu()).toBeNull();
  });

  it('stays open after a choice when closeOnSelect is false', async () => {
    const user = userEvent.setup();
    const { trigger, onSelect } = renderDropdown({ closeOnSelect: false });
    await user.click(trigger);
    await user.click(item('Duplicate'));
    expect(onSelect).toHaveBeenCalledWith('copy');
    expect(menu()).not.toBeNull();
  });

  it('closes on a press outside and when focus moves away', async () => {
    const user = userEvent.setup();
    const { trigger } = renderDropdown();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu()).toBeNull();

    await user.click(trigger);
    await user.tab();
    expect(menu()).toBeNull();
  });

  it('is a bottom sheet below 700 px and a dropdown from 700 px', async () => {
    const user = userEvent.setup();
    setViewportWidth(699);
    const first = renderDropdown();
    await user.click(first.trigger);
    expect(document.querySelector('.dropdown-panel')).toHaveClass('is-sheet');
    expect(document.querySelector('.dropdown-backdrop')).not.toBeNull();
    await user.click(document.querySelector<HTMLElement>('.dropdown-backdrop') as HTMLElement);
    expect(menu()).toBeNull();
  });

  it('is a dropdown at 700 px', async () => {
    const user = userEvent.setup();
    setViewportWidth(700);
    const { trigger } = renderDropdown();
    await user.click(trigger);
    expect(document.querySelector('.dropdown-panel')).not.toHaveClass('is-sheet');
    expect(document.querySelector('.dropdown-backdrop')).toBeNull();
  });
});
