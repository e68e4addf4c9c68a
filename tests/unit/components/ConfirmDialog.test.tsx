import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import i18n from '../../../src/i18n';
import { initTestI18n } from '../onboarding/helpers';
import { setViewportWidth } from '../shells/helpers';

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});

/** Opened by a button, as a screen uses it. */
function Harness({ onConfirm }: { onConfirm: () => unknown }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog open={open} title="Logout" description="Are you sure, you want to logout?" onConfirm={onConfirm} onClose={() => setOpen(false)} />
    </>
  );
}

// The dialog's code loads when it first opens, so the first look waits for it.
const dialog = () => screen.findByRole('dialog', { name: 'Logout' });
const isOpen = () => screen.queryByRole('dialog', { name: 'Logout' }) !== null;

describe('ConfirmDialog', () => {
  it('is a centred dialog when the screen is wider than 768 px', async () => {
    setViewportWidth(769);
    render(<Harness onConfirm={vi.fn()} />);
    expect(await dialog()).toBeInTheDocument();
    expect(document.querySelector('.confirm-dialog .ant-modal')).not.toBeNull();
    expect(document.querySelector('.confirm-dialog .ant-modal-wrap')).toHaveClass('ant-modal-centered');
    expect(document.querySelector('.ant-drawer')).toBeNull();
  });

  it('is a bottom drawer at 768 px', async () => {
    setViewportWidth(768);
    render(<Harness onConfirm={vi.fn()} />);
    expect(await dialog()).toBeInTheDocument();
    expect(document.querySelector('.confirm-dialog.ant-drawer .ant-drawer-content-wrapper')).not.toBeNull();
    expect(document.querySelector('.confirm-dialog .ant-drawer-bottom, .confirm-dialog.ant-drawer-bottom')).not.toBeNull();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it.each([769, 768])('at %i px shows the title, the text, No and Yes with Yes as danger', async (width) => {
    setViewportWidth(width);
    render(<Harness onConfirm={vi.fn()} />);
    const box = await dialog();
    expect(within(box).getByText('Are you sure, you want to logout?')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Are you sure, you want to logout?');
    const actions = box.querySelector('.confirm-dialog-actions');
    expect([...(actions?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['No', 'Yes']);
    expect(within(box).getByRole('button', { name: 'Yes' })).toHaveClass('ant-btn-dangerous');
    expect(within(box).getByRole('button', { name: 'No' })).not.toHaveClass('ant-btn-dangerous');
  });

  it('No closes without confirming', async () => {
    setViewportWidth(1280);
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(within(await dialog()).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Yes runs an async action with a busy button, then closes', async () => {
    setViewportWidth(1280);
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    const yes = within(await dialog()).getByRole('button', { name: 'Yes' });
    await user.click(yes);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(yes).toHaveClass('ant-btn-loading'));
    expect(within(await dialog()).getByRole('button', { name: 'No' })).toBeDisabled();
    finish();
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('stays open when the action fails, ready for another try', async () => {
    setViewportWidth(600);
    const onConfirm = vi.fn().mockRejectedValueOnce(new Error('offline'));
    const user = userEvent.setup();
    render(<Harness onConfirm={onConfirm} />);
    const yes = within(await dialog()).getByRole('button', { name: 'Yes' });
    await user.click(yes);
    await waitFor(() => expect(yes).not.toHaveClass('ant-btn-loading'));
    expect(isOpen()).toBe(true);
  });
});
