import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countTicks } from '../../../src/admin/pages/chart-ticks';
import OverviewPage from '../../../src/admin/pages/OverviewPage';
import type { AdminOverview } from '../../../src/contract/admin';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const overview: AdminOverview = {
  attention: {
    pending_documents: 2,
    pending_category_requests: 1,
    products_to_review: 4,
    sellers_pending_verification: 1,
    rfqs_to_moderate: 7,
    reviews_to_moderate: 3,
  },
  totals: { sellers: 5, buyers: 9, products_published: 40, orders: 12, order_value_this_month: [] },
  series: [{ date: '2026-11-27', orders: 1, new_sellers: 0 }],
};

beforeAll(() => initI18n());
beforeEach(() => {
  signInAs('reviewer');
  server.use(http.get(apiUrl('admin/overview'), () => HttpResponse.json({ success: true, message: 'OK', data: overview })));
});
afterEach(() => sessionStore.clear());

describe('the back office overview', () => {
  it('has tiles for the RFQs and reviews to moderate, counted by the API, linking to their queues', async () => {
    renderAdmin(<OverviewPage />, '/admin');
    const rfqs = await screen.findByRole('link', { name: /Open RFQs to moderate/ });
    expect(rfqs).toHaveTextContent('7');
    expect(rfqs).toHaveAttribute('href', '/admin/rfqs?status=open');
    const reviews = screen.getByRole('link', { name: /One-star reviews on show/ });
    expect(reviews).toHaveTextContent('3');
    expect(reviews).toHaveAttribute('href', '/admin/reviews?hidden=false&rating=1');
  });
});

describe('the overview charts’ count axis', () => {
  it('ticks whole numbers only', () => {
    expect(countTicks(0, 1, 4)).toEqual([0, 1]);
    expect(countTicks(0, 2, 4)).toEqual([0, 1, 2]);
    expect(countTicks(0, 3, 4)).toEqual([0, 1, 2, 3]);
    expect(countTicks(0, 48, 4)).toEqual([0, 20, 40]);
    expect(countTicks(0, 0, 4)).toEqual([0]);
    for (const top of [1, 2, 3, 5, 7, 9, 13, 99]) for (const tick of countTicks(0, top, 4)) expect(Number.isInteger(tick), `${top}: ${tick}`).toBe(true);
  });
});
