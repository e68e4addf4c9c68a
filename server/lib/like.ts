// The one place LIKE patterns are built: what a user typed is matched literally, its own % _ \ escaped.

/** `text` with the pattern characters of LIKE (% _ \) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern matching `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
