// What the Verified badge says: when staff verified the supplier and which documents were checked when
// (in the reader's language), "Verified by staff" for an override, and the plain badge without details.
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerifiedBadge } from '../../../src/components/VerifiedBadge';
import type { PublicVerification } from '../../../src/contract/public-catalog';
import i18n, { initI18n } from '../../../src/i18n';
import en from '../../../src/i18n/en';

const checked: PublicVerification = {
  verified_at: '2026-11-14T10:00:00.000Z',
  granted_by_staff: false,
  checks: [
    { key: 'registration_certificate', checked_at: '2026-11-12T09:00:00.000Z' },
    { key: 'tax_certificate', checked_at: '2026-11-13T09:00:00.000Z' },
  ],
};

beforeAll(async () => {
  await initI18n();
  i18n.addTexts('en', en);
});
afterAll(() => i18n.changeLanguage('en'));

describe('<VerifiedBadge>', () => {
  it('on a card: the day and the documents checked are in its accessible name and hover text', async () => {
    await i18n.changeLanguage('en');
    render(<VerifiedBadge verification={checked} />);
    const badge = screen.getByRole('img', { name: /^Verified:/ });
    expect(badge.getAttribute('aria-label')).toBe(
      'Verified: Business documents checked by the marketplace’s staff. Verified Nov 14, 2026. Business licence checked Nov 12, 2026. Tax registration checked Nov 13, 2026',
    );
    expect(badge.getAttribute('title')).toContain('Business licence checked Nov 12, 2026');
  });

  it('on a store page: writes out when and what was checked beside the badge', async () => {
    await i18n.changeLanguage('en');
    render(<VerifiedBadge verification={checked} detailed />);
    expect(screen.getByText('Verified Nov 14, 2026 · Business licence checked Nov 12, 2026 · Tax registration checked Nov 13, 2026')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Verified: Business documents checked by the marketplace’s staff' })).toBeTruthy();
  });

  it('says staff granted it when it was an override', async () => {
    await i18n.changeLanguage('en');
    render(<VerifiedBadge verification={{ verified_at: '2026-11-14T10:00:00.000Z', granted_by_staff: true, checks: [] }} detailed />);
    expect(screen.getByText('Verified by staff')).toBeTruthy();
    expect(screen.getByText('Granted by staff Nov 14, 2026')).toBeTruthy();
  });

  it('reads in Hindi and Chinese, with dates in that language', async () => {
    await i18n.changeLanguage('hi');
    const { unmount } = render(<VerifiedBadge verification={checked} detailed />);
    const hindi = screen.getByText(/व्यवसाय लाइसेंस/).textContent ?? '';
    expect(hindi).toContain('व्यवसाय लाइसेंस 12 नव॰ 2026 को जाँचा गया');
    unmount();
    await i18n.changeLanguage('zh');
    render(<VerifiedBadge verification={checked} detailed />);
    expect(screen.getByText(/营业执照/).textContent).toContain('营业执照已于 2026年11月12日 核查');
  });

  it('without details (verified before the checklist), is the plain badge', async () => {
    await i18n.changeLanguage('en');
    render(<VerifiedBadge />);
    expect(screen.getByRole('img', { name: 'Verified: Business documents checked by the marketplace’s staff' })).toBeTruthy();
  });
});
