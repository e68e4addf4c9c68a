// The supplier performance facts as buyers read them: the one-line text in English, Hindi and Chinese,
// what is left out without enough samples, "New supplier", and the line on a catalogue card.
import '@ant-design/v5-patch-for-react-19';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/catalogue/ProductCard';
import type { PublicPerformance } from '../../../src/contract/performance';
import type { CatalogueProduct } from '../../../src/contract/public-catalog';
import { catalogueProduct } from '../catalogue/fixtures';
import i18n, { initI18n, type Language } from '../../../src/i18n';
import en from '../../../src/i18n/en';
import { performanceFactsText } from '../../../src/performance/facts';

const full: PublicPerformance = { band: 'excellent', reply_hours: 3, response_rate: 0.98, on_time_rate: 0.96, rating: 4.6, rating_count: 38 };

async function inLanguage(language: Language) {
  await i18n.changeLanguage(language);
  return (performance: PublicPerformance) => performanceFactsText(i18n.t, performance, language);
}

beforeAll(async () => {
  await initI18n();
  i18n.addTexts('en', en);
});
afterAll(() => i18n.changeLanguage('en'));

describe('performanceFactsText', () => {
  it('reads "Replies within 3 h · 96% on time · 4.6 ★ (38)" in English', async () => {
    const facts = await inLanguage('en');
    expect(facts(full)).toBe('Replies within 3 h · 96% on time · 4.6 ★ (38)');
    expect(facts({ ...full, rating: 4, rating_count: 1_250 })).toBe('Replies within 3 h · 96% on time · 4.0 ★ (1,250)');
  });

  it('reads in Hindi', async () => {
    const facts = await inLanguage('hi');
    expect(facts(full)).toBe('3 घंटे में जवाब · 96% समय पर · 4.6 ★ (38)');
    expect(facts({ ...full, reply_hours: null, on_time_rate: null, rating: null, band: 'new' })).toBe('नया आपूर्तिकर्ता');
  });

  it('reads in Chinese', async () => {
    const facts = await inLanguage('zh');
    expect(facts(full)).toBe('3 小时内回复 · 96% 准时发货 · 4.6 ★（38）');
    expect(facts({ ...full, reply_hours: null, on_time_rate: null, rating: null, band: 'new' })).toBe('新供应商');
  });

  it('leaves out what has too few samples, and says nothing without a score', async () => {
    const facts = await inLanguage('en');
    expect(facts({ ...full, reply_hours: null })).toBe('96% on time · 4.6 ★ (38)');
    expect(facts({ ...full, on_time_rate: null, rating: null })).toBe('Replies within 3 h');
    // Rounded as a whole percentage: 0.955 is 96%, 1 is 100%.
    expect(facts({ ...full, reply_hours: null, rating: null, on_time_rate: 0.955 })).toBe('96% on time');
    expect(facts({ ...full, reply_hours: null, rating: null, on_time_rate: 1 })).toBe('100% on time');
    expect(facts(null)).toBe('');
    // A band from a measure buyers do not see here (cancellations): no line rather than "New supplier".
    expect(facts({ band: 'good', reply_hours: null, response_rate: null, on_time_rate: null, rating: null, rating_count: 0 })).toBe('');
  });

  it('says "New supplier" when nothing has enough samples', async () => {
    const facts = await inLanguage('en');
    expect(facts({ band: 'new', reply_hours: null, response_rate: null, on_time_rate: null, rating: null, rating_count: 2 })).toBe('New supplier');
  });
});

describe('<ProductCard> performance facts', () => {
  const product = catalogueProduct({ supplier: { id: 's-1', name: 'Glove Co', country: 'IN', verified: true, verification: null, performance: full } });
  const renderCard = (card: CatalogueProduct) =>
    render(
      <MemoryRouter>
        <ProductCard product={card} to="/ProductDetails/p-1" />
      </MemoryRouter>,
    );

  it('shows the line under the supplier, the rating spelled out for screen readers', async () => {
    await i18n.changeLanguage('en');
    renderCard(product);
    const line = screen.getByTestId('performance-facts');
    expect(line).toHaveTextContent('Replies within 3 h · 96% on time · 4.6 ★ (38)');
    expect(line).toHaveTextContent('Rated 4.6 out of 5 from 38 reviews');
  });

  it('shows nothing for a supplier not scored yet', async () => {
    await i18n.changeLanguage('en');
    renderCard({ ...product, supplier: { ...product.supplier, performance: null } });
    expect(screen.queryByTestId('performance-facts')).toBeNull();
  });
});
