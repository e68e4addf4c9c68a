// Every translation key the code names must exist in the English texts (hi and zh are held to the same
// keys by their types): a missing key would show as the key itself on screen.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en';
import hi from '../../../src/i18n/hi';
import zh from '../../../src/i18n/zh';
import { declaredTexts } from '../../../src/declared-labels';

const SRC = path.resolve(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !full.includes(`${path.sep}i18n${path.sep}`) ? [full] : [];
  });
}

/** Keys written out literally: t('a.b'), i18n.t('a.b'), and declarations such as labelKey: 'a.b'. */
function namedKeys(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(/\bt\(\s*'([A-Za-z][\w-]*\.[\w.-]+)'/g)) keys.push(match[1]);
  for (const match of source.matchAll(/\b\w*Key\s*[:=]\s*'([A-Za-z][\w-]*\.[\w.-]+)'/g)) keys.push(match[1]);
  return keys;
}

// The declared resources' labels (src/<area>/resources/<name>/labels.ts) are English texts too, filed by
// the translator under resources.<namespace> and nested like any texts.
const declared = (await declaredTexts('en')).resources;

/** The text at a dotted path of a nested label tree, or its plural forms. */
function inTree(tree: unknown, path: string[]): boolean {
  const [head, ...rest] = path;
  if (typeof tree !== 'object' || tree === null) return false;
  const texts = tree as Record<string, unknown>;
  if (rest.length === 0) return [head, `${head}_one`, `${head}_other`].some((name) => typeof texts[name] === 'string');
  return inTree(texts[head], rest);
}

function resolves(key: string): boolean {
  const [section, ...rest] = key.split('.');
  if (section === 'resources' && rest.length > 1 && rest[0] in declared) return inTree(declared[rest[0]], rest.slice(1));
  const texts = (en as Record<string, Record<string, string>>)[section];
  if (!texts) return false;
  const name = rest.join('.');
  return name in texts || `${name}_one` in texts || `${name}_other` in texts;
}

describe('translation keys', () => {
  const files = sourceFiles(SRC);

  it('finds the keys it checks', () => {
    const all = files.flatMap((file) => namedKeys(fs.readFileSync(file, 'utf8')));
    expect(all.length).toBeGreaterThan(300);
    expect(namedKeys("t('storePage.save'); const a = { labelKey: 'storePage.logo' };")).toEqual(['storePage.save', 'storePage.logo']);
    expect(resolves('storePage.save')).toBe(true);
    expect(resolves('storePage.almostDoneText')).toBe(true);
    expect(resolves('storePage.noSuchText')).toBe(false);
    expect(resolves('noSuchSection.save')).toBe(false);
    // A declared resource's labels, nested and plural, and what they lack.
    expect(resolves('resources.statements.filesOf')).toBe(true);
    expect(resolves('resources.buyer-budgets.values.scope.company')).toBe(true);
    expect(resolves('resources.admin-commission-invoices.issuedCount')).toBe(true);
    expect(resolves('resources.statements.noSuchLabel')).toBe(false);
    expect(resolves('resources.buyer-budgets.values.scope.nobody')).toBe(false);
    expect(resolves('resources.buyer-budgets.values.scope')).toBe(false);
  });

  it('every key the code names exists in the English texts', () => {
    const missing = files.flatMap((file) =>
      namedKeys(fs.readFileSync(file, 'utf8'))
        .filter((key) => !resolves(key))
        .map((key) => `${path.relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

/** 'section.key' for every text of a language file. */
const keysOf = (texts: Record<string, Record<string, string>>) =>
  Object.entries(texts)
    .flatMap(([section, entries]) => Object.keys(entries).map((key) => `${section}.${key}`))
    .sort();

describe('the three languages', () => {
  it('have exactly the same keys', () => {
    const english = keysOf(en);
    expect(keysOf(hi)).toEqual(english);
    expect(keysOf(zh)).toEqual(english);
  });

  it('have a non-empty text for every key, translated where English words would show', () => {
    for (const texts of [hi, zh] as Array<Record<string, Record<string, string>>>) {
      const empty = keysOf(texts).filter((key) => !texts[key.split('.')[0]][key.slice(key.indexOf('.') + 1)].trim());
      expect(empty).toEqual([]);
    }
    // Most texts differ from English; names of languages, codes and symbols may not.
    const same = keysOf(hi).filter((key) => {
      const [section, ...rest] = key.split('.');
      const name = rest.join('.');
      return (hi as Record<string, Record<string, string>>)[section][name] === (en as Record<string, Record<string, string>>)[section][name];
    });
    expect(same.length / keysOf(hi).length).toBeLessThan(0.15);
  });
});
