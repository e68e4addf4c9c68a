// The Hindi and Chinese texts, and the contract's `-constants` and `-messages` modules, must not reach
// zod: they load on first pages and with a language switch, where the API's schemas have no use.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../src');

/** Relative static imports of a module (type-only imports are erased, so they do not count). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'([^']+)';/gm), ...text.matchAll(/^export\s+\*\s+from\s+'([^']+)';/gm)].map((match) => match[1]);
}

/** The modules a module reaches through static imports, with the package names it names. */
function closure(start: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      if (found) visit(found);
    }
  };
  visit(start);
  return { files, packages };
}

const roots = [
  ...['hi.ts', 'zh.ts'].map((name) => path.join(SRC, 'i18n', name)),
  ...fs
    .readdirSync(path.join(SRC, 'contract'))
    .filter((name) => /-(constants|messages)\.ts$/.test(name))
    .map((name) => path.join(SRC, 'contract', name)),
];

describe('modules that must not load zod', () => {
  it('finds the modules it checks', () => {
    expect(roots.length).toBeGreaterThan(20);
    // The check follows imports: Hindi reaches the contract's messages.
    expect([...closure(roots[0]).files].some((file) => file.endsWith('-messages.ts'))).toBe(true);
  });

  it.each(roots.map((root) => [path.relative(SRC, root), root]))('%s reaches no zod', (_name, root) => {
    const { packages, files } = closure(root);
    expect(
      [...packages].filter((name) => name === 'zod' || name.startsWith('zod/')),
      [...files].map((file) => path.relative(SRC, file)).join(', '),
    ).toEqual([]);
  });
});
