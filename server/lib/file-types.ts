/** What a file really is, read from its first bytes; the name and the declared type are never trusted. */
export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

export function sniffContentType(data: Uint8Array): SniffedType | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && data[8] === 0x57 && data[9] === 0x45 && data[10] === 0x42 && data[11] === 0x50) return 'image/webp';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return undefined;
}

export const IMAGE_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/webp'];
