// The supplier's score band as buyers see it: a catalogue card names it only below Good, so a weak
// measure is not hidden behind good facts; a product page shows the rating and the band under its title.
import '@ant-design/v5-patch-for-react-19';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductCard } from '../../../src/catalogue/ProductCard';
import type { PublicPerformance } from '../../../src/contract/performance';
import i18n, { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/en';
import { PerformanceHeadline } from '../../../src/performance/PerformanceFacts';
import { catalogueProduct } from '../catalogue/fixtures';

const scored = (band: NonNullable<PublicPerformance>['band']): PublicPerformance => ({
  band,
  reply_hours: 3,
  response_rate: 0.9,
  on_time_rate: 0.8,
  rating: 4.6,
  rating_count: 38,
});

beforeAll(async () => {
  await initI18n();
  i18n.addTexts('en', en);
  await i18n.changeLanguage('en');
});
afterAll(() => i18n.changeLanguage('en'));

const renderCard = (performance: PublicPerformance) =>
  render(
    <MemoryRouter>
      <ProductCard
        product={catalogueProduct({ supplier: { id: 's-1', name: 'Glove Co', country: 'IN', verified: true, verification: null, performance } })}
        to="/p/1"
      />
    </MemoryRouter>,
  );

describe('the band on a catalogue card', () => {
  it.each([
    ['needs_attention', 'Supplier needs attention'],
    ['at_risk', 'Supplier at risk'],
  ] as const)('shows %s first in the performance line', (band, text) => {
    renderCard(scored(band));
    expect(screen.getByTestId('performance-facts')).toHaveTextContent(`${text} · Replies within 3 h · 80% on time · 4.6 ★ (38)`);
  });

  it.each(['excellent', 'good'] as const)('leaves %s out (the facts speak for it)', (band) => {
    renderCard(scored(band));
    expect(screen.getByTestId('performance-facts')).toHaveTextContent(/^Supplier performance: Replies within 3 h/);
  });
});

describe('<PerformanceHeadline> under a product title', () => {
  it("shows the product's rating from its reviews and the supplier's band, whatever the band", () => {
    render(<PerformanceHeadline rating={{ average: 4.3, count: 12 }} performance={scored('excellent')} />);
    const line = screen.getByTestId('performance-headline');
    expect(line).toHaveTextContent('4.3 ★ (12)');
    expect(line).toHaveTextContent('Rated 4.3 out of 5 from 12 reviews');
    expect(line).toHaveTextContent('Supplier score: Excellent supplier');
  });

  it('shows the band alone before the first review, and nothing without either', () => {
    const { unmount } = render(<PerformanceHeadline rating={{ average: null, count: 0 }} performance={scored('needs_attention')} />);
    expect(screen.getByTestId('performance-headline').textContent).toBe('Supplier score: Supplier needs attention');
    unmount();
    render(<PerformanceHeadline rating={{ average: null, count: 0 }} performance={null} />);
    expect(screen.queryByTestId('performance-headline')).toBeNull();
  });
});
