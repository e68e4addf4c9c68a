// A quantity with its unit in a document's language ("300 pairs", "300 जोड़ी", "300 双"), from the same
// counted-unit texts the web app shows (src/contract/unit-words.ts), so a PDF and the order page never disagree.
import { UNIT_COUNT_EN, UNIT_COUNT_HI, UNIT_COUNT_ZH } from '../../src/contract/unit-words';
import { LOCALE_OF, type DocumentLanguage } from './document-language';

const UNIT_COUNT: Record<DocumentLanguage, Record<string, string>> = {
  en: UNIT_COUNT_EN,
  hi: UNIT_COUNT_HI,
  zh: UNIT_COUNT_ZH,
};

/** `quantity` counted in `unit`, in `language`; a unit the texts do not know is written as stored. */
export function countedUnit(language: DocumentLanguage, quantity: number, unit: string | null | undefined): string {
  const locale = LOCALE_OF[language];
  const formatted = new Intl.NumberFormat(locale).format(quantity);
  if (!unit) return formatted;
  const texts = UNIT_COUNT[language];
  const template = texts[`${unit}_${new Intl.PluralRules(locale).select(quantity)}`] ?? texts[`${unit}_other`];
  return template ? template.replace('{{formatted}}', formatted) : `${formatted} ${unit}`;
}
