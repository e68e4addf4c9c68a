// The labels of the declared resources, found by file name: src/resources/<name>/labels.ts filed under
// resources.<name>, the back office's src/admin/resources/<name>/labels.ts under resources.admin-<name>, the
// buyer portal's src/buyer/resources/<name>/labels.ts under resources.buyer-<name>.
// Each portal's labels load with its English texts (the seller's with every signed-in user's, the back
// office's and the buyer's with those roles) and every portal's with each whole language: src/main.tsx hands
// this module to the translator (provideDeclaredLabels), which cannot import the resources it translates.
import type { DeclaredPortal, Language, Texts } from './i18n';

type Labels = Readonly<Record<Language, Texts>>;
type Files = Record<string, () => Promise<Labels>>;

/** Each portal's labels files (loaded when asked for) and the prefix of their namespaces. */
const PORTALS: Record<DeclaredPortal, { files: Files; prefix: string }> = {
  seller: { files: import.meta.glob<Labels>('./resources/*/labels.ts', { import: 'default' }), prefix: '' },
  admin: { files: import.meta.glob<Labels>('./admin/resources/*/labels.ts', { import: 'default' }), prefix: 'admin-' },
  buyer: { files: import.meta.glob<Labels>('./buyer/resources/*/labels.ts', { import: 'default' }), prefix: 'buyer-' },
};
const folderOf = (file: string) => file.split('/').at(-2) ?? file;

/** Namespace under resources. (the folder's name, with its portal's prefix) → its labels in every language: the given portals', else every portal's. */
export async function loadDeclaredLabels(portals: readonly DeclaredPortal[] = Object.keys(PORTALS) as DeclaredPortal[]): Promise<ReadonlyMap<string, Labels>> {
  const entries = portals.flatMap((portal) => {
    const { files, prefix } = PORTALS[portal];
    return Object.entries(files).map(([file, load]) => load().then((labels): [string, Labels] => [`${prefix}${folderOf(file)}`, labels]));
  });
  return new Map(await Promise.all(entries));
}

/** One language's labels of the given portals' declared resources (every portal's by default), as the translator files them. */
export async function declaredTexts(language: Language, portals?: readonly DeclaredPortal[]): Promise<{ resources: Record<string, Texts> }> {
  const labels = await loadDeclaredLabels(portals);
  return { resources: Object.fromEntries([...labels].map(([name, all]) => [name, all[language]])) };
}
