/** A LIKE/ILIKE pattern matching `text` anywhere, with the pattern's own characters (% _ \) taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
