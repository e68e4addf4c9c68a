// The seller's performance card: the band, each measure with its value, period, sample size and band,
// what pulls the score down with the value the next band takes, "New supplier", the help link, and a
// failed load with its retry.
import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerPerformance } from '../../../src/contract/performance';
import i18n, { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/en';
import { SellerScoreCard } from '../../../src/performance/SellerScoreCard';
import { signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();

const score: SellerPerformance = {
  band: 'needs_attention',
  measures: [
    {
      measure: 'response_rate',
      value: 4 / 6,
      period_days: 30,
      samples: 6,
      min_samples: 5,
      counts: true,
      band: 'needs_attention',
      next: { band: 'good', threshold: 0.75 },
    },
    { measure: 'reply_time', value: 5400, period_days: 30, samples: 5, min_samples: 5, counts: true, band: 'excellent', next: null },
    { measure: 'on_time_rate', value: 1, period_days: 90, samples: 2, min_samples: 5, counts: false, band: null, next: null },
    { measure: 'cancellation_rate', value: null, period_days: 90, samples: 0, min_samples: 5, counts: false, band: null, next: null },
    { measure: 'rating', value: 4.25, period_days: 90, samples: 8, min_samples: 3, counts: true, band: 'good', next: { band: 'excellent', threshold: 4.5 } },
  ],
  pulled_down_by: ['response_rate'],
  computed_at: '2026-03-01T10:00:00.000Z',
  help_slug: 'supplier-performance-score',
};

const answer = (data: SellerPerformance) => HttpResponse.json({ success: true, message: 'OK', data });
const renderCard = () =>
  render(
    <MemoryRouter>
      <SellerScoreCard />
    </MemoryRouter>,
  );

beforeAll(async () => {
  await initI18n();
  i18n.addTexts('en', en);
  await i18n.changeLanguage('en');
  signIn();
});

describe('<SellerScoreCard>', () => {
  it('shows the band, every measure with its period and samples, and what pulls it down', async () => {
    server.use(http.get(apiUrl('seller/performance'), () => answer(score)));
    renderCard();
    const card = await screen.findByTestId('seller-score-card');
    expect(await within(card).findAllByText('Needs attention')).not.toHaveLength(0);

    const response = screen.getByTestId('measure-response_rate');
    expect(response).toHaveTextContent('Response rate');
    expect(response).toHaveTextContent('66.7%');
    expect(response).toHaveTextContent('Last 30 days · 6 conversations and invitations');
    expect(screen.getByTestId('measure-reply_time')).toHaveTextContent('1.5 h');
    expect(screen.getByTestId('measure-reply_time')).toHaveTextContent('Excellent');
    // Too few samples: shown, said not to count yet, no band.
    const onTime = screen.getByTestId('measure-on_time_rate');
    expect(onTime).toHaveTextContent('100%');
    expect(onTime).toHaveTextContent('Last 90 days · 2 orders · Counts from 5');
    expect(screen.getByTestId('measure-cancellation_rate')).toHaveTextContent('No data yet');
    expect(screen.getByTestId('measure-rating')).toHaveTextContent('4.3 ★');

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('What pulls your score down');
    expect(alert).toHaveTextContent('Response rate: 66.7% → 75% for Good');
    expect(screen.getByRole('link', { name: 'How the score is calculated' })).toHaveAttribute('href', '/helpCenterDetails?id=supplier-performance-score');
  });

  it('explains "New supplier" instead of a score', async () => {
    const fresh: SellerPerformance = {
      ...score,
      band: 'new',
      pulled_down_by: [],
      computed_at: null,
      measures: score.measures.map((m) => ({ ...m, value: null, samples: 0, counts: false, band: null, next: null })),
    };
    server.use(http.get(apiUrl('seller/performance'), () => answer(fresh)));
    renderCard();
    expect(await screen.findByText(/Not enough orders, conversations or reviews yet/)).toBeInTheDocument();
    expect(screen.getAllByText('New supplier')).not.toHaveLength(0);
    expect(screen.queryByText(/Updated/)).toBeNull();
  });

  it('says when the score could not be loaded, and loads it again on retry', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('seller/performance'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'Verify your mobile number first' }, { status: 403 }) : answer(score);
      }),
    );
    renderCard();
    expect(await screen.findByText('Your performance score could not be loaded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('measure-response_rate')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
