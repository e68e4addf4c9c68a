// The web app's static module graph as the build sees it: value imports only (type imports are erased),
// followed from a file through src/. The structure tests read it to keep a first page's chunk lean.
import fs from 'node:fs';
import path from 'node:path';

export const SRC = path.resolve(__dirname, '../../../src');

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
export function reachedPackages(entry: string): Map<string, string[]> {
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

/** The files an eager import.meta.glob of `file` loads with it (a pattern with one star segment, as list.ts uses). */
function eagerGlobs(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, pattern] of text.matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'\s*,\s*\{[^}]*eager:\s*true/g)) {
    const [before, after] = pattern.split('*');
    const dir = path.resolve(path.dirname(file), before);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      const candidate = path.join(dir, `${name}${after}`);
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) found.push(path.relative(path.dirname(file), candidate).replace(/^(?!\.)/, './'));
    }
  }
  return found;
}

/** Every file of src/ the module graph from `entry` reaches statically (eager globs too), with the chain that reaches it. */
export function reachedFiles(entry: string): Map<string, string[]> {
  const files = new Map<string, string[]>();
  const walk = (file: string, chain: string[]) => {
    if (files.has(file)) return;
    files.set(file, chain);
    for (const specifier of [...valueImports(file), ...eagerGlobs(file)]) {
      if (specifier.endsWith('.css') || !specifier.startsWith('.')) continue;
      const target = resolve(file, specifier);
      if (target) walk(target, [...chain, path.relative(SRC, target)]);
    }
  };
  walk(entry, [path.relative(SRC, entry)]);
  return files;
}
