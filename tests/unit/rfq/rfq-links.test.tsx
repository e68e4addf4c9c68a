// "Post an RFQ" and the RFQ board are reachable from the buyers' home (/home), the catalogue and the
// public top bar: a visitor is sent to sign in and then to the form, a buyer straight to the form, and a
// supplier, who does not post requests, sees the board only.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueView } from '../../../src/catalogue/CatalogueView';
import { RfqPrompt } from '../../../src/catalogue/RfqPrompt';
import { initI18n } from '../../../src/i18n';
import HomePage from '../../../src/landing/HomePage';
import { sessionStore } from '../../../src/providers/session';
import { PublicTopBar } from '../../../src/public/PublicTopBar';
import { buyerUser, sellerUser } from '../users';
import { apiUrl, useMswServer } from '../setup';

const empty = () => HttpResponse.json({ success: true, message: 'OK', data: [], pagination: { page: 1, limit: 24, totalPages: 1 }, total: 0 });
useMswServer(
  http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  http.get(apiUrl('public/products'), empty),
);
vi.setConfig({ testTimeout: 30_000 });
beforeAll(() => initI18n());
afterEach(() => sessionStore.clear());

const at = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const prompt = async () => screen.findByRole('complementary', { name: 'Can’t find what you need?' });

describe('the way to requests for quotation', () => {
  it('is on the buyers’ home: sign in to post, or see the board', async () => {
    at(<HomePage />);
    const box = await prompt();
    expect(within(box).getByRole('link', { name: 'Post an RFQ' })).toHaveAttribute('href', '/login?redirect=%2Frfq%2Fnew');
    expect(within(box).getByRole('link', { name: 'See the RFQ board' })).toHaveAttribute('href', '/rfq');
  });

  it('is under the catalogue’s results', async () => {
    at(<CatalogueView detailsPath={(id) => `/PublicProductDetails/${id}`} />);
    const box = await prompt();
    expect(within(box).getByRole('link', { name: 'See the RFQ board' })).toHaveAttribute('href', '/rfq');
  });

  it('is in the public top bar', () => {
    at(<PublicTopBar />);
    expect(screen.getByRole('link', { name: 'RFQ board' })).toHaveAttribute('href', '/rfq');
  });

  it('takes a signed-in buyer straight to the form, and shows a supplier the board only', async () => {
    sessionStore.setSession('tok-1', buyerUser());
    const { unmount } = at(<RfqPrompt />);
    expect(within(await prompt()).getByRole('link', { name: 'Post an RFQ' })).toHaveAttribute('href', '/rfq/new');
    unmount();
    sessionStore.setSession('tok-2', sellerUser());
    at(<RfqPrompt />);
    const box = await prompt();
    expect(within(box).queryByRole('link', { name: 'Post an RFQ' })).not.toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'See the RFQ board' })).toBeInTheDocument();
  });
});
