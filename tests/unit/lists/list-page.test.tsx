// The Favorites page of a company member: "Mine" and "Company" (whose=company in the URL and the
// request), a colleague's favourite saying who saved it and offering no Remove; a buyer without the
// permission sees no switch.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS, type CompanyRole } from '../../../src/contract/company-messages';
import type { ListItem } from '../../../src/contract/lists';
import type { CurrentUser } from '../../../src/contract/auth';
import { refreshCompany, resetCompany } from '../../../src/company/company-store';
import ListPage from '../../../src/lists/ListPage';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { currentLocation, renderPage } from '../resources/helpers';

vi.setConfig({ testTimeout: 30_000 });

const favourite = (id: string, name: string, savedBy: string | null): ListItem => ({
  product_id: id,
  added_at: '2026-11-20T10:00:00.000Z',
  available: true,
  saved_by: savedBy ? { id: `u-${savedBy}`, name: savedBy } : null,
  product: {
    id,
    name,
    cover_image_url: null,
    currency: 'USD',
    price_min_minor: 900,
    price_max_minor: 900,
    unit: 'box',
    moq: 10,
    lead_time_days: 7,
    category_id: null,
    category_path: null,
    supplier: { id: 's-1', name: 'Glove Co', country: 'IN', verified: false, verification: null, performance: null },
    available_below_moq: null,
  },
});

let role: CompanyRole = 'buyer';
const asked: string[] = [];
const server = useMswServer(
  http.get(apiUrl('company'), () =>
    HttpResponse.json({
      success: true,
      message: 'Request successful',
      data: { company: { id: 'c-1', legal_name: 'Acme Trading' }, membership: { role, status: 'active', permissions: [...ROLE_PERMISSIONS[role]] } },
    }),
  ),
  http.get(apiUrl('lists/favorites'), ({ request }) => {
    const whose = new URL(request.url).searchParams.get('whose') ?? 'mine';
    asked.push(whose);
    const data =
      whose === 'company'
        ? [favourite('p-2', 'FFP2 masks', 'Priya Shah'), favourite('p-1', 'Nitrile gloves', null)]
        : [favourite('p-1', 'Nitrile gloves', null)];
    return HttpResponse.json({ success: true, message: 'Request successful', data, pagination: { page: 1, limit: 20, total: data.length } });
  }),
);

beforeEach(() => {
  asked.length = 0;
  sessionStore.setSession('tok-b', { id: 'b1', name: 'Bea', email: 'buyer@demo.test', roles: ['buyer'] } as CurrentUser);
});
afterEach(() => resetCompany());

describe('the Favorites page in a company', () => {
  it('switches to the company’s favourites, each colleague’s saying who saved it, without Remove', async () => {
    role = 'buyer';
    await refreshCompany();
    renderPage(<ListPage />, '/favorites');
    expect(await screen.findByRole('link', { name: 'Nitrile gloves' })).toBeInTheDocument();
    expect(asked).toEqual(['mine']);

    await userEvent.click(screen.getByText('Company'));
    const masks = (await screen.findByRole('link', { name: 'FFP2 masks' })).closest('li')!;
    expect(currentLocation()).toContain('whose=company');
    expect(asked.at(-1)).toBe('company');
    expect(within(masks).getByText(/Saved by Priya Shah/)).toBeInTheDocument();
    expect(within(masks).queryByRole('button', { name: 'Remove FFP2 masks' })).toBeNull();
    const gloves = screen.getByRole('link', { name: 'Nitrile gloves' }).closest('li')!;
    expect(within(gloves).getByRole('button', { name: 'Remove Nitrile gloves' })).toBeInTheDocument();
    expect(within(gloves).queryByText(/Saved by/)).toBeNull();
  });

  it('offers no switch without a company', async () => {
    server.use(http.get(apiUrl('company'), () => HttpResponse.json({ success: true, message: 'Request successful', data: null })));
    await refreshCompany();
    renderPage(<ListPage />, '/favorites');
    expect(await screen.findByRole('link', { name: 'Nitrile gloves' })).toBeInTheDocument();
    expect(screen.queryByText('Company')).toBeNull();
    await waitFor(() => expect(asked).toEqual(['mine']));
  });
});
