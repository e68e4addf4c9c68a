import { intlLocale } from './money';

/** "820 B", "14 KB", "2.4 MB": the number in the user's language, the unit as every language writes it. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: value < 10 && unit !== 'B' ? 1 : 0 }).format(value);
  return `${number} ${unit}`;
}
