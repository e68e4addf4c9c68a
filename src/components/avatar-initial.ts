// The letter an avatar shows when there is no picture: shared by the portals' user menus and the buyer's profile page.

/** Spec: the avatar's fallback when there is no name to take a letter from. */
export const AVATAR_FALLBACK = 'U';

/** The first letter of the name, upper-cased; whole characters, so a name outside Latin script works too. */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from(name?.trim() ?? '')[0];
  return first ? first.toLocaleUpperCase() : AVATAR_FALLBACK;
}
