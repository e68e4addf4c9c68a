// What a user types into a search box is matched literally: LIKE's own characters are escaped (server/lib/like.ts).
import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '../../server/lib/like';
import { createTestApp, envelope, onboardedSeller } from './helpers';

const t = await createTestApp();

describe('LIKE patterns', () => {
  it('escape %, _ and the backslash, and match anywhere', () => {
    expect(escapeLike('50%_off\\now')).toBe('50\\%\\_off\\\\now');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('')).toBe('%%');
  });

  it('make a search for "%" or "_" find only what holds it', async () => {
    const { token } = await onboardedSeller(t);
    const reason = 'We would list these products under it, in several sizes.';
    for (const name of ['Discount 100% cotton', 'Plain cotton', 'Snake_case cables', 'Snakes and ladders']) {
      expect((await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name, reason } })).statusCode).toBe(201);
    }
    const names = async (q: string) =>
      envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: `/v1/category-requests?q=${encodeURIComponent(q)}`, token }))
        .data.map((r) => r.name)
        .sort();
    expect(await names('%')).toEqual(['Discount 100% cotton']);
    expect(await names('e_c')).toEqual(['Snake_case cables']);
    expect(await names('_')).toEqual(['Snake_case cables']);
  });
});
