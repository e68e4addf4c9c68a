import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORE_SECTIONS, type StoreProfile, type StoreSection } from '../../../src/contract/store';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { storePayload } from '../../../src/store/api';
import StoreWizard, { resumeStep } from '../../../src/store/StoreWizard';
import { currentLocation, renderPage, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();

function profile(complete: StoreSection[], data: Partial<Record<StoreSection, Record<string, unknown>>> = {}): StoreProfile {
  const sections = STORE_SECTIONS.map((section) => ({
    section,
    complete: complete.includes(section),
    data: data[section] ?? {},
    updated_at: complete.includes(section) || data[section] ? '2026-11-20T10:00:00.000Z' : null,
  }));
  return { sections, next_section: sections.find((s) => !s.complete)?.section ?? null };
}

function serve(current: StoreProfile) {
  const saves: Array<{ path: string; body: Record<string, unknown> }> = [];
  server.use(
    http.get(apiUrl('store'), () => HttpResponse.json({ success: true, message: 'OK', data: current })),
    http.put(apiUrl('store/:section'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ path: `store/${String(params.section)}`, body });
      return HttpResponse.json({
        success: true,
        message: 'Section saved',
        data: { section: params.section, data: body, complete: true, updated_at: '2026-11-23T10:00:00.000Z' },
      });
    }),
    http.put(apiUrl('store/:section/draft'), async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push({ path: `store/${String(params.section)}/draft`, body });
      return HttpResponse.json({
        success: true,
        message: 'Draft saved',
        data: { section: params.section, data: body, complete: false, updated_at: '2026-11-23T10:00:00.000Z' },
      });
    }),
  );
  return saves;
}

beforeAll(() => initI18n());
beforeEach(() => signIn());
afterEach(() => sessionStore.clear());

describe('resumeStep', () => {
  it('opens the step in the address, else the first incomplete section, else the summary', () => {
    const halfway = profile(['basic-info', 'company-overview']);
    expect(resumeStep('bank-details', halfway)).toBe('bank-details');
    expect(resumeStep(null, halfway)).toBe('factory-information');
    expect(resumeStep('no-such-step', halfway)).toBe('factory-information');
    expect(resumeStep(null, profile([...STORE_SECTIONS]))).toBe('done');
  });
});

describe('storePayload', () => {
  it('leaves out blanks and empty rows, trims text', () => {
    expect(
      storePayload({
        store_name: '  Rao  ',
        website: ' ',
        logo_file_id: null,
        year_established: 1998,
        markets: [
          { region: undefined, share: null },
          { region: 'africa', share: 100 },
        ],
        main_products: [],
      }),
    ).toEqual({
      store_name: 'Rao',
      year_established: 1998,
      markets: [{ region: 'africa', share: 100 }],
    });
  });
});

describe('the store wizard', { timeout: 90_000 }, () => {
  it('resumes at the first incomplete section with its draft, and saves a draft of what is there', async () => {
    const saves = serve(profile(['basic-info', 'company-overview'], { 'factory-information': { location: 'Pune' } }));
    const user = userEvent.setup();
    renderPage(<StoreWizard />, '/SellerStoreWizard');
    expect(await screen.findByRole('heading', { name: 'Factory info' })).toBeInTheDocument();
    expect(screen.getByText('2 of 6 sections complete')).toBeInTheDocument();
    expect(screen.getByLabelText('Factory location')).toHaveValue('Pune');
    await user.type(screen.getByLabelText('Annual capacity'), '5,000 sets');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves).toEqual([{ path: 'store/factory-information/draft', body: { location: 'Pune', annual_capacity: '5,000 sets' } }]));
    expect(currentLocation()).toBe('/SellerStoreWizard');
  });

  it('shows the contract messages and sends nothing when a required field is empty', async () => {
    const saves = serve(profile([]));
    const user = userEvent.setup();
    renderPage(<StoreWizard />, '/SellerStoreWizard');
    await screen.findByRole('heading', { name: 'Store info' });
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    // antd validates the fields one after another: each message may show a moment after the first.
    expect(await screen.findByText('Store name is required')).toBeInTheDocument();
    expect(await screen.findByText('Describe your store in at least 50 characters')).toBeInTheDocument();
    expect(saves).toEqual([]);
  });

  it('checks that market shares add up to 100 before sending, then moves to the next step', async () => {
    const saves = serve(profile(['basic-info', 'company-overview', 'factory-information'], { 'main-markets': { markets: [{ region: 'africa', share: 60 }] } }));
    const user = userEvent.setup();
    renderPage(<StoreWizard />, '/SellerStoreWizard');
    await screen.findByRole('heading', { name: 'Main markets' });
    expect(screen.getByText('Total: 60% of 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findAllByText('The shares must add up to 100%')).not.toHaveLength(0);
    expect(saves).toEqual([]);

    const share = screen.getByLabelText('Share of market 1');
    await user.clear(share);
    await user.type(share, '100');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(saves.map((s) => s.path)).toEqual(['store/main-markets']));
    expect(saves[0].body).toEqual({ markets: [{ region: 'africa', share: 100 }] });
    await waitFor(() => expect(currentLocation()).toBe('/SellerStoreWizard?step=bank-details'));
  });
});

describe('each store form', { timeout: 90_000 }, () => {
  it.each([
    ['basic-info', 'Store info', 'Store name is required'],
    ['company-overview', 'Company overview', 'Business type is required'],
    ['factory-information', 'Factory info', 'Factory location is required'],
    ['main-markets', 'Main markets', 'Add at least one market'],
    ['bank-details', 'Bank details', 'Account holder is required'],
    ['trade-capabilities', 'Trade capabilities', 'Nearest port is required'],
  ] as const)('%s: an empty save shows the contract message and sends nothing', async (section, heading, message) => {
    const saves = serve(profile([]));
    const user = userEvent.setup();
    renderPage(<StoreWizard />, `/SellerStoreWizard?step=${section}`);
    await screen.findByRole('heading', { name: heading });
    await user.click(screen.getByRole('button', { name: section === 'trade-capabilities' ? 'Save and finish' : 'Save and continue' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(saves).toEqual([]);
  });
});
