// The labels of the declared resources, found by file name: src/resources/<name>/labels.ts filed under
// resources.<name>, the back office's src/admin/resources/<name>/labels.ts under resources.admin-<name>, the
// buyer portal's src/buyer/resources/<name>/labels.ts under resources.buyer-<name>.
// Loaded with the signed-in app's texts and with each whole language: src/main.tsx hands this module to
// the translator (provideDeclaredLabels), which cannot import the resources it translates.
import type { Language, Texts } from './i18n';

type Labels = Readonly<Record<Language, Texts>>;
const seller = import.meta.glob<Labels>('./resources/*/labels.ts', { eager: true, import: 'default' });
const staff = import.meta.glob<Labels>('./admin/resources/*/labels.ts', { eager: true, import: 'default' });
const buyer = import.meta.glob<Labels>('./buyer/resources/*/labels.ts', { eager: true, import: 'default' });
const folderOf = (file: string) => file.split('/').at(-2) ?? file;

/** Namespace under resources. (the folder's name; admin-<name> in the back office) → its labels in every language. */
export const declaredLabels: ReadonlyMap<string, Labels> = new Map([
  ...Object.entries(seller).map(([file, labels]): [string, Labels] => [folderOf(file), labels]),
  ...Object.entries(staff).map(([file, labels]): [string, Labels] => [`admin-${folderOf(file)}`, labels]),
  ...Object.entries(buyer).map(([file, labels]): [string, Labels] => [`buyer-${folderOf(file)}`, labels]),
]);

/** One language's labels of every declared resource, as the translator files them. */
export function declaredTexts(language: Language): { resources: Record<string, Texts> } {
  return { resources: Object.fromEntries([...declaredLabels].map(([name, labels]) => [name, labels[language]])) };
}
