import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_TRANSLATIONS, seedHelpArticles } from '../../server/db/seed-help';
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
    // What was typed is matched literally: _ and % are not wildcards in titles ('_mport' would otherwise find 'Import…').
    expect((await list(`?q=${encodeURIComponent('_mport')}`)).data).toEqual([]);
    const bad = await t.request({ method: 'GET', url: '/v1/help/articles?topic=weather' });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('topic');
  });

  it('shows an article with related ones from its topic, in the reader’s language where translated', async () => {
    type Article = { slug: string; title: string; body: string; language: string; related: Summary[] };
    const get = async (url: string) => envelope<Article>(await t.request({ method: 'GET', url })).data;
    const article = await get('/v1/help/articles/list-a-product');
    expect(article.body).toContain('Price tiers');
    expect(article.related.map((r) => r.slug).sort()).toEqual(['import-products-from-csv', 'manage-stock']);

    const hindi = await get('/v1/help/articles/list-a-product?lang=hi');
    expect(hindi).toMatchObject({ title: HELP_TRANSLATIONS.hi['list-a-product'].title, language: 'hi' });
    expect(hindi.body).toContain('मूल्य स्तर');
    expect(hindi.related.every((r) => r.language === 'hi')).toBe(true);
    const chinese = await get('/v1/help/articles/list-a-product?lang=zh');
    expect(chinese).toMatchObject({ title: '发布带阶梯价格的产品', language: 'zh' });
    expect((await list('?lang=zh&limit=100')).data.every((a) => a.language === 'zh')).toBe(true);

    // An article without a row in the language is shown in English, and says so by its language.
    await t.db.delete(helpArticles).where(sql`slug = 'manage-stock' and language = 'hi'`);
    expect((await get('/v1/help/articles/manage-stock?lang=hi')).language).toBe('en');
    const hindiList = await list('?lang=hi&limit=100');
    expect(hindiList.total).toBe(HELP_ARTICLES.length);
    expect(hindiList.data.find((a) => a.slug === 'manage-stock')?.language).toBe('en');
    // Staff edits are kept: a language that has articles is not seeded again.
    expect(await seedHelpArticles(t.db)).toBe(false);
  });

  it('has every article in Hindi and Chinese, and finds them by words in those languages', async () => {
    for (const texts of Object.values(HELP_TRANSLATIONS)) {
      expect(Object.keys(texts).sort()).toEqual(HELP_ARTICLES.map((a) => a.slug).sort());
    }
    expect((await list(`?lang=zh&q=${encodeURIComponent('付款')}`)).data[0].slug).toBe('payment-methods');
    expect((await list(`?lang=hi&q=${encodeURIComponent('भुगतान')}`)).data.map((a) => a.slug)).toContain('payment-methods');
  });

  it('answers 404 for an unknown or unpublished article and 400 for a malformed address', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/no-such-article' })).statusCode).toBe(404);
    await t.db
      .update(helpArticles)
      .set({ published: false })
      .where(sql`slug = 'payment-methods'`);
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
