// English by groups (src/i18n, loadEnglish): the signed-in app loads what its user's roles need, and a
// text outside the loaded groups still arrives, with a warning that names it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../src/i18n/en';
import { signedInEn } from '../../../src/i18n/en-signed-in';
import { adminEn } from '../../../src/i18n/areas/admin.en';
import { buyerEn } from '../../../src/i18n/areas/buyer.en';
import { cartEn } from '../../../src/i18n/areas/cart.en';
import { rfqEn } from '../../../src/i18n/areas/rfq.en';
import { storeEn } from '../../../src/i18n/areas/store.en';
import { loginEn } from '../../../src/i18n/areas/login.en';
import { landingEn } from '../../../src/i18n/areas/landing.en';
import { catalogueTexts } from '../../../src/i18n/en-catalogue';
import { accountEn } from '../../../src/i18n/areas/account.en';
import { documentsEn } from '../../../src/i18n/areas/documents.en';
import { recoveryEn } from '../../../src/i18n/areas/recovery.en';
import { addressesEn } from '../../../src/i18n/areas/addresses.en';
import { reviewsEn } from '../../../src/i18n/areas/reviews.en';
import { notificationsEn } from '../../../src/i18n/areas/notifications.en';
import { chatEn } from '../../../src/i18n/areas/chat.en';
import { helpEn } from '../../../src/i18n/areas/help.en';
import { listsEn } from '../../../src/i18n/areas/lists.en';
import { performanceEn } from '../../../src/i18n/areas/performance.en';
import { sellerAnalyticsEn } from '../../../src/i18n/areas/seller-analytics.en';
import { financeEn } from '../../../src/i18n/areas/finance.en';
import { paymentsEn } from '../../../src/i18n/areas/payments.en';
import { companyPortalEn } from '../../../src/i18n/areas/company-portal.en';

const screenGroups = [
  notificationsEn,
  documentsEn,
  recoveryEn,
  addressesEn,
  reviewsEn,
  accountEn,
  loginEn,
  landingEn,
  catalogueTexts,
  rfqEn,
  storeEn,
  chatEn,
  helpEn,
  listsEn,
  performanceEn,
  sellerAnalyticsEn,
  financeEn,
  paymentsEn,
  companyPortalEn,
];
import { englishGroupsFor } from '../../../src/i18n/roles';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('English groups', () => {
  it('gives a seller the signed-in texts only, and adds the buyer’s and the back office’s with those roles', () => {
    expect(englishGroupsFor(['seller'])).toEqual(['signedIn']);
    expect(englishGroupsFor(['buyer'])).toEqual(['signedIn', 'buyer', 'catalogue']);
    expect(englishGroupsFor(['admin'])).toEqual(['signedIn', 'admin']);
    expect(englishGroupsFor([])).toEqual(['signedIn']);
  });

  it('leaves the buyer’s and the back office’s sections out of the seller’s group, and every group together is every text', () => {
    for (const section of [...Object.keys(adminEn), ...Object.keys(buyerEn), ...Object.keys(cartEn)]) expect(signedInEn).not.toHaveProperty(section);
    // The seller's products show the moderation state, so that section is the seller's, not the back office's.
    expect(signedInEn).toHaveProperty('productModeration.pending');
    // Every group together is every text: the sections loaded with their screens complete the signed-in ones.
    const groups = [signedInEn, adminEn, buyerEn, cartEn, ...screenGroups];
    const merged: Record<string, object> = {};
    for (const group of groups) for (const [section, texts] of Object.entries(group)) merged[section] = { ...merged[section], ...texts };
    expect(merged).toEqual(en);
  });

  it('leaves out of the signed-in group the areas that come with their screens, but keeps the sidebar labels they own', () => {
    for (const section of [...Object.keys(rfqEn), ...Object.keys(storeEn)].filter((name) => name !== 'rfqNav')) expect(signedInEn).not.toHaveProperty(section);
    expect(signedInEn).toHaveProperty('rfqNav.board', rfqEn.rfqNav.board);
    expect(signedInEn).toHaveProperty('sellerAnalytics.navHome', 'Home');
    expect(signedInEn).not.toHaveProperty('sellerAnalytics.homeIntro');
    // The company portal is the buyer's: its texts come with its screens, never with the seller's group.
    for (const section of Object.keys(companyPortalEn)) expect(signedInEn).not.toHaveProperty(section);
  });

  it('loads each portal’s declared labels with its group: the seller’s with the signed-in texts, the buyer’s and the back office’s with those roles', async () => {
    vi.resetModules();
    // A fresh translator, given the declared labels as src/main.tsx gives them.
    const { default: i18n, provideDeclaredLabels } = await import('../../../src/i18n');
    const { declaredTexts } = await import('../../../src/declared-labels');
    const { loadSignedInEnglish } = await import('../../../src/i18n/roles');
    provideDeclaredLabels(declaredTexts);
    const has = (namespace: string) => i18n.engine.hasResourceBundle('en', `resources.${namespace}`);
    await loadSignedInEnglish('signedIn');
    expect([has('statements'), has('buyer-members'), has('admin-money-figures')]).toEqual([true, false, false]);
    await loadSignedInEnglish('buyer');
    expect([has('buyer-members'), has('admin-money-figures')]).toEqual([true, false]);
    await loadSignedInEnglish('admin');
    expect(has('admin-money-figures')).toBe(true);
  });

  it('holds a component that names a group until its texts are here, without a missing-text warning', async () => {
    vi.resetModules();
    // Fresh copies that share one React: the translator's, the renderer's and the test's.
    const React = await import('react');
    const { render, screen, cleanup } = await import('@testing-library/react');
    const { useTranslation, isEnglishLoaded } = await import('../../../src/i18n');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Status() {
      const { t } = useTranslation('rfq');
      return React.createElement('p', null, t('rfqStatus.open'));
    }
    expect(isEnglishLoaded('rfq')).toBe(false);
    render(React.createElement(React.Suspense, { fallback: React.createElement('p', null, 'waiting') }, React.createElement(Status)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText(rfqEn.rfqStatus.open)).toBeInTheDocument();
    expect(isEnglishLoaded('rfq')).toBe(true);
    expect(isEnglishLoaded('store')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    cleanup();
  });

  it('loads a text missing from the loaded groups, says which, and shows it once here', async () => {
    vi.resetModules();
    // A fresh translator: the unit setup's copy already holds every English text.
    const { default: i18n } = await import('../../../src/i18n');
    const { loadSignedInEnglish } = await import('../../../src/i18n/roles');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadSignedInEnglish('signedIn');
    expect(i18n.t('sellerNav.products')).not.toBe('sellerNav.products');
    expect(i18n.t('adminNav.overview')).toBe('adminNav.overview');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"adminNav.overview"'));
    await vi.waitFor(() => expect(i18n.t('adminNav.overview')).toBe('Overview'));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
