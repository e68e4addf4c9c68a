import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, seedHelpArticles } from '../../server/db/seed-help';
import { helpArticles } from '../../server/db/schema';
import { createTestApp, envelope } from './helpers';

const t = await createTestApp();
await seedHelpArticles(t.db);

type Summary = { slug: string; topic: string; title: string; language: string };
const list = async (query = '') => envelope<Summary[]>(await t.request({ method: 'GET', url: `/v1/help/articles${query}` }));

describe('help center', () => {
  it('seeds once: a second run leaves the articles as they are', async () => {
    expect(await seedHelpArticles(t.db)).toBe(false);
    const all = await list('?limit=100');
    expect(all.total).toBe(HELP_ARTICLES.length);
  });

  it('counts the articles of every topic', async () => {
    const topics = envelope<Array<{ topic: string; count: number }>>(await t.request({ method: 'GET', url: '/v1/help/topics' })).data;
    expect(topics.map((topic) => topic.topic)).toEqual(['getting-started', 'onboarding', 'products', 'orders', 'payments', 'account']);
    expect(topics.every((topic) => topic.count > 0)).toBe(true);
  });

  it('lists by topic and searches by prefix, best match first', async () => {
    expect((await list('?topic=payments')).data.map((a) => a.slug)).toEqual(['payment-methods']);
    const found = await list('?q=recover');
    expect(found.data[0].slug).toBe('recovery-contacts');
    expect((await list('?q=csv')).data.map((a) => a.slug)).toContain('import-products-from-csv');
    expect((await list('?q=zzzzqqq')).data).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/v1/help/articles?topic=weather' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('topic');
  });

  it('shows an article with related ones from its topic, in the reader’s language where translated', async () => {
    const article = envelope<{ slug: string; body: string; language: string; related: Summary[] }>(await t.request({ method: 'GET', url: '/v1/help/articles/list-a-product' })).data;
    expect(article.body).toContain('Price tiers');
    expect(article.related.map((r) => r.slug).sort()).toEqual(['import-products-from-csv', 'manage-stock']);
    // No Hindi text yet: English stands in, and says so by its language.
    expect(envelope<{ language: string }>(await t.request({ method: 'GET', url: '/v1/help/articles/list-a-product?lang=hi' })).data.language).toBe('en');
    await t.db.insert(helpArticles).values({ slug: 'list-a-product', language: 'hi', topic: 'products', title: 'उत्पाद सूचीबद्ध करें', summary: 'सारांश', body: 'पाठ' });
    const hindi = envelope<{ title: string; language: string }>(await t.request({ method: 'GET', url: '/v1/help/articles/list-a-product?lang=hi' })).data;
    expect(hindi).toMatchObject({ title: 'उत्पाद सूचीबद्ध करें', language: 'hi' });
    expect((await list('?lang=hi&limit=100')).total).toBe(HELP_ARTICLES.length);
  });

  it('answers 404 for an unknown or unpublished article and 400 for a malformed address', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/no-such-article' })).statusCode).toBe(404);
    await t.db.update(helpArticles).set({ published: false }).where(sql`slug = 'payment-methods'`);
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/payment-methods' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/Not%20A%20Slug' })).statusCode).toBe(400);
  });

  it("records 'Was this helpful?' answers and checks them", async () => {
    const yes = await t.request({ method: 'POST', url: '/v1/help/articles/order-statuses/feedback', payload: { helpful: true } });
    expect(yes.statusCode).toBe(200);
    expect(envelope(yes).message).toBe('Thank you for your feedback');
    const bad = await t.request({ method: 'POST', url: '/v1/help/articles/order-statuses/feedback', payload: { helpful: 'maybe' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/v1/help/articles/nope/feedback', payload: { helpful: true } })).statusCode).toBe(404);
  });
});
