import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusTag, TAG_TONES } from '../../../src/components/StatusTag';

describe('StatusTag', () => {
  it.each(['success', 'processing', 'error', 'warning', 'default', 'gold', 'purple', 'blue', 'red', 'green', 'cyan', 'orange', 'magenta', 'volcano'])(
    'draws the %s colour',
    (tone) => {
      render(
        <StatusTag color={tone} className="status-tag">
          Label
        </StatusTag>,
      );
      expect(screen.getByText('Label')).toHaveClass('app-tag', `app-tag-${tone}`, 'status-tag');
    },
  );

  it('falls back to the default colour for a missing or unknown one', () => {
    const { rerender } = render(<StatusTag>Draft</StatusTag>);
    expect(screen.getByText('Draft')).toHaveClass('app-tag-default');
    rerender(<StatusTag color="#ff0000">Draft</StatusTag>);
    expect(screen.getByText('Draft')).toHaveClass('app-tag-default');
    expect(TAG_TONES).toContain('default');
  });

  it('passes other props to its element', () => {
    render(
      <StatusTag color="error" aria-describedby="reason" data-testid="tag" title="Unpublished">
        By staff
      </StatusTag>,
    );
    expect(screen.getByTestId('tag')).toHaveAttribute('aria-describedby', 'reason');
    expect(screen.getByTestId('tag')).toHaveAttribute('title', 'Unpublished');
  });
});
