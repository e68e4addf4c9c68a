// Ranked catalogue search over more products than it reads first (the newest 2,000): every page of
// every tier must come out exactly as docs/API.md describes it, whichever way each tier is read.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/db/schema';
import { COUNTED_TOTAL_LIMIT } from '../../server/modules/catalog/public-products';
import { createTestApp, envelope, onboardedSeller } from './helpers';

const t = await createTestApp();

interface Generated {
  name: string;
  /** 0 names starting with the search, 1 other name hits, 2 specification hits, 3 category hits, 4 description hits; none for the rest. */
  tier?: number;
  categoryPath: string;
  description?: string;
  specifications?: Array<{ key: string; value: string }>;
}

const FILLER = 6_000;
/** Searched for as "kitchen": the category path "Home & Garden / Kitchenware" contains it too. */
const tiers: Array<(i: number) => Generated> = [
  (i) => ({ name: `Kitchen scale ${i}`, tier: 0, categoryPath: 'Home & Garden / Furniture' }),
  (i) => ({ name: `Compact kitchen timer ${i}`, tier: 1, categoryPath: 'Home & Garden / Furniture' }),
  (i) => ({ name: `Steel rack ${i}`, tier: 2, categoryPath: 'Home & Garden / Furniture', specifications: [{ key: 'Use', value: 'Kitchen' }] }),
  (i) => ({ name: `Bamboo tray ${i}`, tier: 3, categoryPath: 'Home & Garden / Kitchenware' }),
  (i) => ({ name: `Wall clock ${i}`, tier: 4, categoryPath: 'Home & Garden / Furniture', description: 'Fits any kitchen wall.' }),
];
/** Products per tier: the second tier is common among the newest products, the others are not. */
const perTier = [40, 80, 40, 40, 40];

/** Newest first: the product at place 0 was published a minute ago, the next two minutes ago, … */
const catalogue: Array<Generated & { place: number; id?: string }> = [];

beforeAll(async () => {
  const seller = await onboardedSeller(t, { name: 'Kim Ranking' });
  const categories = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
  const categoryId = new Map(categories.map((category) => [category.path, category.id]));
  const items: Generated[] = [
    ...tiers.flatMap((make, tier) => Array.from({ length: perTier[tier] }, (_, i) => make(i))),
    ...Array.from({ length: FILLER }, (_, i) => ({ name: `Plain crate ${i}`, categoryPath: 'Home & Garden / Furniture' })),
  ];
  // A fixed shuffle, so hits of every tier are spread over the newest products and the older ones alike.
  let seed = 7;
  for (let i = items.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  items.forEach((item, place) => catalogue.push({ ...item, place }));
  const now = Date.now();
  for (let start = 0; start < catalogue.length; start += 1_000) {
    const rows = await t.db
      .insert(products)
      .values(
        catalogue.slice(start, start + 1_000).map((item) => {
          const published = new Date(now - (item.place + 1) * 60_000);
          return {
            sellerId: seller.user.id,
            name: item.name,
            sku: `RK-${item.place}`,
            categoryId: categoryId.get(item.categoryPath)!,
            description: item.description ?? 'Sturdy and stackable.',
            specifications: item.specifications ?? [],
            // Every other product costs 10 dollars instead of 5.
            priceMinor: item.place % 2 === 0 ? 500 : 1000,
            status: 'published' as const,
            createdAt: published,
            updatedAt: published,
            publishedAt: published,
          };
        }),
      )
      .returning({ id: products.id });
    rows.forEach((row, offset) => (catalogue[start + offset].id = row.id));
  }
  await t.db.execute(sql`analyze`);
});

const page = async (query: string) => {
  const response = await t.request({ method: 'GET', url: `/v1/public/products?${query}` });
  expect(response.statusCode, query).toBe(200);
  return envelope<Array<{ id: string; name: string }>>(response) as unknown as { data: Array<{ id: string; name: string }>; total: number };
};

/** The docs/API.md order: by tier, newest first within each. */
const ranked = (keep: (item: (typeof catalogue)[number]) => boolean = () => true) =>
  catalogue
    .filter((item) => item.tier !== undefined && keep(item))
    .sort((a, b) => a.tier! - b.tier! || a.place - b.place)
    .map((item) => item.name);

describe('ranked search over many products', () => {
  it('pages through every tier in order: names starting with the search, other names, specifications, category, description', async () => {
    const expected = ranked();
    expect(expected).toHaveLength(240);
    for (const limit of [24, 7]) {
      const seen: string[] = [];
      for (let number = 1; number <= Math.ceil(expected.length / limit) + 1; number += 1) {
        const { data, total } = await page(`q=kitchen&limit=${limit}&page=${number}`);
        expect(total, `limit ${limit}, page ${number}`).toBe(240);
        seen.push(...data.map((card) => card.name));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('applies the search and the filters to every tier', async () => {
    const { data: cheap, total } = await page('q=kitchen&price_lte=5&limit=100');
    expect(cheap.map((card) => card.name)).toEqual(ranked((item) => item.place % 2 === 0).slice(0, 100));
    expect(total).toBe(ranked((item) => item.place % 2 === 0).length);
    // Excluded words; the category path does not contain "kitchen -scale -timer", so no category hits.
    const { data } = await page('q=kitchen%20-scale%20-timer&limit=48');
    expect(data.map((card) => card.name)).toEqual(ranked((item) => item.tier === 2 || item.tier === 4).slice(0, 48));
    const { data: typing } = await page('q=compact%20kitch&limit=5');
    expect(typing.map((card) => card.name)).toEqual(
      ranked()
        .filter((name) => name.startsWith('Compact'))
        .slice(0, 5),
    );
  });

  it('sorts the same hits newest first when asked', async () => {
    const newest = catalogue.filter((item) => item.tier !== undefined).map((item) => item.name);
    const { data } = await page('q=kitchen&sort=newest&limit=50&page=2');
    expect(data.map((card) => card.name)).toEqual(newest.slice(50, 100));
  });

  it('counts a total up to the limit and estimates a larger one from the statistics', async () => {
    expect(FILLER).toBeGreaterThan(COUNTED_TOTAL_LIMIT);
    // 240 hits: counted (above, on every page). 6,240 products and 6,000 crates: estimated.
    for (const [query, actual] of [
      ['limit=24', catalogue.length],
      ['q=crate&limit=24', FILLER],
    ] as const) {
      const { total } = await page(query);
      expect(total, query).toBeGreaterThan(COUNTED_TOTAL_LIMIT);
      expect(total, query).toBeLessThan(actual * 2);
    }
  });
});
