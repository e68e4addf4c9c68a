import { and, count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rfqs } from '../../../server/db/schema';
import { createTestApp } from '../helpers';
import { rfqFixtures } from '../rfq-fixtures';

// The daily limit on posting RFQs under concurrency, where only a real PostgreSQL server runs requests
// on separate connections at once: a buyer firing many posts (new ones and drafts) together gets
// exactly the limit through, because each post locks the buyer's row before counting.
const url = process.env.TEST_DATABASE_URL;
const DAILY = 4;
const t = url ? await createTestApp({ rfqDailyPosts: DAILY }, { database: 'postgres' }) : undefined;
const fixtures = t ? rfqFixtures(t) : undefined;

describe.skipIf(!url)('on real PostgreSQL, the daily limit on posting', () => {
  it('lets exactly the limit through when posts race, whether new or drafts', async () => {
    const f = fixtures!;
    const buyer = await f.buyerWithAddress('Rushing Buyer');
    const drafts = await Promise.all(
      Array.from(
        { length: 3 },
        async () => (await f.post(buyer.token, '/v1/rfqs', await f.rfqBody({ status: 'draft' }), f.newKey())).json() as { data: { id: string } },
      ),
    );
    const body = await f.rfqBody();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => f.post(buyer.token, '/v1/rfqs', body, f.newKey())),
      ...drafts.map((draft) => f.post(buyer.token, `/v1/rfqs/${draft.data.id}/open`, {})),
    ]);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201 || c === 200)).toHaveLength(DAILY);
    expect(codes.filter((c) => c === 429)).toHaveLength(8 - DAILY);
    const [posted] = await t!.db
      .select({ n: count() })
      .from(rfqs)
      .where(and(eq(rfqs.buyerId, buyer.user.id), isNotNull(rfqs.openedAt)));
    expect(Number(posted.n)).toBe(DAILY);
  });
});
