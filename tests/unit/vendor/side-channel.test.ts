// The browser build's stand-in for `side-channel` (vite.config.ts aliases it for qs): the calls qs makes
// behave as the package's do, keyed by objects.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const getSideChannel = createRequire(import.meta.url)('../../../src/vendor/side-channel.cjs') as () => {
  get: (key: object) => unknown;
  set: (key: object, value: unknown) => void;
  has: (key: object) => boolean;
  delete: (key: object) => boolean;
  assert: (key: object) => void;
};

describe('side-channel stand-in', () => {
  it('keeps a value per object, apart per channel, and says when a key is missing', () => {
    const first = getSideChannel();
    const second = getSideChannel();
    const key = {};
    expect(first.get(key)).toBeUndefined();
    first.set(key, 3);
    expect(first.get(key)).toBe(3);
    expect(first.has(key)).toBe(true);
    expect(second.has(key)).toBe(false);
    expect(() => second.assert(key)).toThrow(TypeError);
    expect(first.delete(key)).toBe(true);
    expect(first.has(key)).toBe(false);
  });
});
