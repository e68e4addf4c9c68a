// The English texts a signed-in user's roles need (src/i18n, loadEnglish): only the signed-in app
// imports this, so the public pages' entry does not carry it.
import { useEffect, useState } from 'react';
import { isEnglishLoaded, loadDeclaredTexts, loadEnglish, loadEnglishTexts } from './index';

/** The signed-in app's English groups: every signed-in user's, the buyer's and the back office's, and the catalogue's. */
export type SignedInGroup = 'signedIn' | 'buyer' | 'admin' | 'catalogue';
const loaders = {
  // Each portal's declared resources' labels (src/declared-labels.ts) come with its texts: the seller's with every signed-in user's.
  signedIn: () => Promise.all([import('./en-signed-in'), loadDeclaredTexts('en', ['seller'])]).then(([m, declared]) => [m.signedInEn, declared]),
  buyer: () =>
    Promise.all([import('./areas/buyer.en'), import('./areas/cart.en'), loadDeclaredTexts('en', ['buyer'])]).then(([buyer, cart, declared]) => [
      { ...buyer.buyerEn, ...cart.cartEn },
      declared,
    ]),
  admin: () => Promise.all([import('./areas/admin.en'), loadDeclaredTexts('en', ['admin'])]).then(([m, declared]) => [m.adminEn, declared]),
};

export const loadSignedInEnglish = (group: SignedInGroup): Promise<void> =>
  group === 'catalogue' ? loadEnglish('catalogue') : loadEnglishTexts(group, loaders[group]);

/** The English groups a signed-in user's screens need: the buyer's and the back office's come with those roles only. */
export function englishGroupsFor(roles: readonly string[]): SignedInGroup[] {
  const groups: SignedInGroup[] = ['signedIn'];
  if (roles.includes('buyer')) groups.push('buyer', 'catalogue');
  if (roles.includes('admin')) groups.push('admin');
  return groups;
}

export const loadEnglishFor = (roles: readonly string[]): Promise<unknown> => Promise.all(englishGroupsFor(roles).map(loadSignedInEnglish));

/**
 * True once the English texts for these roles are here (at once, when the signed-in app loaded them for
 * the same roles); otherwise loads them. After a failed load it gives up waiting: the texts then arrive
 * through the missing-text fallback.
 */
export function useEnglishFor(roles: readonly string[]): boolean {
  const groups = englishGroupsFor(roles);
  const key = groups.join(' ');
  const ready = groups.every((group) => isEnglishLoaded(group));
  // Which groups' load last settled, and whether it failed: a new render either way.
  const [settled, setSettled] = useState<{ key: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (groups.every((group) => isEnglishLoaded(group))) return;
    let current = true;
    Promise.all(groups.map(loadSignedInEnglish)).then(
      () => current && setSettled({ key, failed: false }),
      () => current && setSettled({ key, failed: true }),
    );
    return () => {
      current = false;
    };
    // `key` names the groups: the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return ready || (settled?.key === key && settled.failed);
}
