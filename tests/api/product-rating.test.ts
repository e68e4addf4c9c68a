// A product page carries the product's own rating (shown under its title): the same average and count as
// its reviews list, for every product of the demo catalogue, and it follows a review hidden by staff.
import { describe, expect, it } from 'vitest';
import { reviews } from '../../server/db/schema';
import { createTestApp, envelope } from './helpers';

const t = await createTestApp({}, { seed: true });

type Summary = { summary: { count: number; averages: { overall: number | null } } };
const rating = async (id: string) =>
  envelope<{ rating: { average: number | null; count: number } }>(await t.request({ method: 'GET', url: `/v1/public/products/${id}` })).data.rating;
const listed = async (id: string) => envelope<Summary>(await t.request({ method: 'GET', url: `/v1/public/products/${id}/reviews` })).data.summary;

describe('GET /v1/public/products/:id rating', () => {
  it("matches the product's reviews list, and follows a hidden review", async () => {
    const ids = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: '/v1/public/products?limit=100' })).data.map((p) => p.id);
    let reviewed: string | null = null;
    for (const id of ids) {
      const summary = await listed(id);
      expect(await rating(id), id).toEqual({ average: summary.averages.overall, count: summary.count });
      if (summary.count > 0) reviewed = id;
    }
    expect(reviewed).not.toBeNull();
    const before = await rating(reviewed!);
    await t.db.update(reviews).set({ hiddenAt: new Date(), hiddenReason: 'Spam' });
    const after = await rating(reviewed!);
    expect(before.count).toBeGreaterThan(0);
    expect(after).toEqual({ average: null, count: 0 });
  });
});
