// The product page buyers land on from search has the catalogue's JavaScript budget (145 KB gzipped,
// docs/DESIGN.md "Budgets"). What its chunk imports statically loads with it: none of it may reach zod
// (the contract's schemas, 25 KB with what they import), antd, or @ant-design/icons' component (its
// colour library and style injector; the public pages draw icons with src/components/Icon.tsx).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../src');
const FORBIDDEN = [/^zod(\/|$)/, /^antd(\/|$)/, /^@ant-design\/icons(\/|$)/];

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The static value imports of a file: `import type` and imports of types only are left out, as the build erases them. */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, clause, specifier] of text.matchAll(/^import\s+([^'";]*?)\s*(?:from\s+)?'([^']+)';/gm)) {
    if (clause.startsWith('type ')) continue;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (named && named[1].split(',').every((part) => part.trim() === '' || part.trim().startsWith('type '))) continue;
    found.push(specifier);
  }
  for (const [, specifier] of text.matchAll(/^export\s+(?!type\b)[^'";]*from\s+'([^']+)';/gm)) found.push(specifier);
  return found;
}

/** Every package the module graph from `entry` reaches statically, with the chain that reaches it. */
function reachedPackages(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.endsWith('.css')) continue;
      if (specifier.startsWith('.')) {
        const target = resolve(file, specifier);
        if (target) walk(target, [...chain, path.relative(SRC, target)]);
      } else if (!packages.has(specifier)) packages.set(specifier, chain);
    }
  };
  walk(entry, [path.relative(SRC, entry)]);
  return packages;
}

describe('the public product page', () => {
  it('imports no zod, antd or @ant-design/icons component up front', () => {
    const reached = reachedPackages(path.join(SRC, 'catalogue/PublicProductDetailsPage.tsx'));
    const offending = [...reached]
      .filter(([name]) => FORBIDDEN.some((pattern) => pattern.test(name)))
      .map(([name, chain]) => `${name} via ${chain.join(' → ')}`);
    expect(offending).toEqual([]);
    // The walk does follow the page's parts.
    expect(reached.has('react-router')).toBe(true);
  });
});
