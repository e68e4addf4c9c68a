import { PlusOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/components/Button';

describe('Button', () => {
  it('is a type="button" by default, so that inside a form it does not submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Add</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Add' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form with htmlType="submit", also a form it names by id', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <>
        <form id="edit" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)} />
        <Button type="primary" htmlType="submit" form="edit">
          Save
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onClick, and forwards its ref to the <button>', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} onClick={onClick} id="go" title="Go on">
        Go
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(ref.current).toHaveAttribute('id', 'go');
    expect(ref.current).toHaveAttribute('title', 'Go on');
  });

  it('while loading: a spinner in place of the icon, aria-busy, clicks do nothing, and focus stays', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button icon={<PlusOutlined data-testid="plus" aria-hidden />} onClick={onClick} loading>
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    // Not disabled: a keyboard user who pressed it keeps focus on it while it works.
    expect(button).not.toBeDisabled();
    button.focus();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveClass('is-loading');
    expect(button.querySelector('.anticon-loading')).not.toBeNull();
    expect(screen.queryByTestId('plus')).toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button icon={<PlusOutlined data-testid="plus" aria-hidden />} onClick={onClick}>
        Export
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('plus')).toBeInTheDocument();
    expect(button.querySelector('.anticon-loading')).toBeNull();
  });

  it('an icon-only button takes its name from aria-label and is square', () => {
    render(<Button type="text" icon={<PlusOutlined aria-hidden />} aria-label="Add a row" />);
    const button = screen.getByRole('button', { name: 'Add a row' });
    expect(button).toHaveClass('app-button', 'is-text', 'is-icon-only');
    expect(button.textContent).toBe('');
  });

  it('disabled: not clickable, drawn as disabled (not as loading)', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).not.toHaveClass('is-loading');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('carries its look in classes: type, danger, size, block, and the caller’s class', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button type="link" danger size="small" block className="filter-clear">
          Clear
        </Button>
        <Button type="primary" size="large" icon={<PlusOutlined aria-hidden />}>
          New
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' }).className).toBe('app-button');
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveClass('app-button', 'is-link', 'is-danger', 'is-small', 'is-block', 'filter-clear');
    const primary = screen.getByRole('button', { name: 'New' });
    expect(primary).toHaveClass('is-primary', 'is-large');
    expect(primary).not.toHaveClass('is-icon-only');
  });

  it('passes aria attributes through', () => {
    render(
      <Button aria-expanded={false} aria-controls="panel">
        More filters
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'More filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'panel');
  });
});
