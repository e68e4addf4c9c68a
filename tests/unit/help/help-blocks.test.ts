// How an article's body becomes blocks: a list right under its lead-in line is still a list (the
// performance article's bands), '*' and numbered items, and an item's next line without a marker.
import { describe, expect, it } from 'vitest';
import { helpBlocks } from '../../../src/contract/help';

describe('helpBlocks', () => {
  it('makes a list of the items under a lead-in line, without a blank line between them', () => {
    expect(helpBlocks('## Bands\nEach measure earns a band.\n- Excellent: at least 95%\n- Good: at least 85%\n\nYour score is the weakest band.')).toEqual([
      { kind: 'heading', text: 'Bands' },
      { kind: 'paragraph', text: 'Each measure earns a band.' },
      { kind: 'list', ordered: false, items: ['Excellent: at least 95%', 'Good: at least 85%'] },
      { kind: 'paragraph', text: 'Your score is the weakest band.' },
    ]);
  });

  it('reads "*" items, numbered steps, and a line that continues an item', () => {
    expect(helpBlocks('* One\n* Two\n  continued\n\n1. First\n2) Second')).toEqual([
      { kind: 'list', ordered: false, items: ['One', 'Two continued'] },
      { kind: 'list', ordered: true, items: ['First', 'Second'] },
    ]);
  });

  it('keeps a dash inside a sentence and a paragraph of several lines as text', () => {
    expect(helpBlocks('Prices - in USD -\nare shown per unit.')).toEqual([{ kind: 'paragraph', text: 'Prices - in USD - are shown per unit.' }]);
  });
});
