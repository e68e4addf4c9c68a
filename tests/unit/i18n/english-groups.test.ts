// English by groups (src/i18n, loadEnglish): the signed-in app loads what its user's roles need, and a
// text outside the loaded groups still arrives, with a warning that names it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../src/i18n/en';
import { signedInEn } from '../../../src/i18n/en-signed-in';
import { adminEn } from '../../../src/i18n/areas/admin.en';
import { buyerEn } from '../../../src/i18n/areas/buyer.en';
import { cartEn } from '../../../src/i18n/areas/cart.en';
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
    expect({ ...en, ...signedInEn, ...adminEn, ...buyerEn, ...cartEn }).toEqual(en);
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
