// A declared resource's labels, in one file beside its declaration (src/resources/<name>/labels.ts), in
// every language: English, Hindi and Chinese with the same keys (the type insists, and a unit test names
// the resource whose Hindi or Chinese is missing). The app finds these files itself (src/declared-labels.ts)
// and files them under resources.<name>: the naming rule the generic pages read (entity.ts).
import type { Language, Texts } from '../i18n';

/** Labels nest like any texts of the app. */
export type LabelTree = Texts;

/** The same keys as `T`, every leaf a string. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export type ResourceLabels<T extends LabelTree = LabelTree> = { en: T; hi: SameKeys<T>; zh: SameKeys<T> };

export function defineLabels<const T extends LabelTree>(labels: { en: T; hi: SameKeys<T>; zh: SameKeys<T> }): Readonly<Record<Language, LabelTree>> {
  return labels as Readonly<Record<Language, LabelTree>>;
}

/** The keys of a label tree, as dotted paths: what a language lacks is told by name. */
export function labelPaths(tree: LabelTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : labelPaths(value, `${prefix}${key}.`)));
}
