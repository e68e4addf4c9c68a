import { describe, expect, it } from 'vitest';
import { changedFields } from '../../../src/engine/form-declaration';

describe('changedFields', () => {
  it('keeps what differs from the original, deep values included, and what the button always sets', () => {
    const original = { name: 'Mug', moq: 50, tiers: [{ min_quantity: 100, price_minor: 900 }], status: 'draft', id: 'p-1' };
    const payload = { name: 'Mug', moq: 60, tiers: [{ min_quantity: 100, price_minor: 850 }], status: 'draft', id: 'p-1' };
    expect(changedFields(payload, original, { status: 'published' })).toEqual({ moq: 60, tiers: [{ min_quantity: 100, price_minor: 850 }], status: 'draft' });
    expect(changedFields(payload, payload)).toEqual({});
  });

  it('sends a field the user emptied', () => {
    expect(changedFields({ line2: null }, { line2: 'Unit 4' })).toEqual({ line2: null });
  });

  it('sends a cleared control (undefined, which JSON would drop) as null', () => {
    const sent = changedFields({ origin: undefined, name: 'Sea' }, { origin: 'IN', name: 'Sea' });
    expect(JSON.parse(JSON.stringify(sent))).toEqual({ origin: null });
  });
});
