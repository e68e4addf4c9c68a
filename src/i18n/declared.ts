// The labels of the declared resources (src/resources/<name>/labels.ts), found by file name and filed
// under resources.<name>. Loaded with the signed-in app's texts and with each whole language.
import type { LabelTree } from '../resources/_generic/resource-labels';
import type { Language } from './index';

const files = import.meta.glob<Readonly<Record<Language, LabelTree>>>('../resources/*/labels.ts', { eager: true, import: 'default' });

/** Resource name → its labels in every language. */
export const declaredLabels: ReadonlyMap<string, Readonly<Record<Language, LabelTree>>> = new Map(
  Object.entries(files).map(([file, labels]) => [file.split('/').at(-2) ?? file, labels]),
);

/** One language's labels of every declared resource, as the translator files them. */
export function declaredTexts(language: Language): { resources: Record<string, LabelTree> } {
  return { resources: Object.fromEntries([...declaredLabels].map(([name, labels]) => [name, labels[language]])) };
}
