// The web app's folders form a one-way graph: no two folders under src/ import each other (a shell may
// use a feature, or the feature the shell, never both). The files at src/'s top (App, main, the
// signed-in app, the declared labels) compose everything and are left out. Static and lazy imports and
// Vite's import.meta.glob all count.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../../src');

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The folder right under src/ that holds a path, or undefined for src/'s own files and paths outside it. */
function folderOf(file: string): string | undefined {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..')) return undefined;
  const [first] = relative.split(path.sep);
  // '../i18n' names the folder itself (its index file).
  return fs.existsSync(path.join(SRC, first)) && fs.statSync(path.join(SRC, first)).isDirectory() ? first : undefined;
}

function importEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of codeFiles(SRC)) {
    const from = folderOf(file);
    if (!from) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\.meta\.glob(?:<[^>]*>)?\(\s*)'(\.[^']*)'/g)) {
      const to = folderOf(path.resolve(path.dirname(file), match[1]));
      if (to && to !== from) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  return edges;
}

describe('the folders under src/', () => {
  const edges = importEdges();

  it('never import each other', () => {
    const pairs = [...edges].flatMap(([from, targets]) => [...targets].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} <-> ${to}`));
    expect(pairs).toEqual([]);
  });

  it('are read as they are: the engine and the shells are seen importing other folders', () => {
    // A broken scan would find no edges and pass the check above vacuously.
    expect(edges.get('engine')?.has('i18n')).toBe(true);
    expect(edges.get('shells')?.size).toBeGreaterThan(2);
  });
});
