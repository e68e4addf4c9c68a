// One UI kit per control (docs/UI.md, "Which control a screen uses"): the app's light primitives in
// src/components draw buttons, tags, tooltips, skeletons, pagers, badges and row menus on every page, and
// antd keeps its heavy composites. The screens written before the rule that still import antd's version
// of a light control are listed in antd-light-controls.json; a file not on that list may not start to,
// and a file that stops comes off it, so the list only shrinks.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import listed from './antd-light-controls.json';

const SRC = path.resolve(__dirname, '../../../src');
/** antd's controls that have an app primitive, and the primitive a screen uses instead. */
const PRIMITIVES: Record<string, string> = {
  Button: 'components/Button.tsx',
  Tag: 'components/StatusTag.tsx',
  Tooltip: 'components/Tooltip.tsx',
  Skeleton: 'components/Skeleton.tsx',
  Pagination: 'components/Pager.tsx',
  Badge: 'components/CountBadge.tsx',
  Dropdown: 'components/Dropdown.tsx',
};

function codeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Each light control's antd import, by control: the files (relative to src/) that import it. */
function antdLightControls(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of codeFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, names] of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of names.split(',').map((part) =>
        part
          .replace(/^\s*type\s+/, '')
          .split(' as ')[0]
          .trim(),
      )) {
        if (name in PRIMITIVES) (found[name] ??= []).push(path.relative(SRC, file).split(path.sep).join('/'));
      }
    }
  }
  return Object.fromEntries(Object.entries(found).map(([name, files]) => [name, [...new Set(files)].sort()]));
}

describe('one UI kit per control', () => {
  const now = antdLightControls();
  const before = listed as Record<string, string[]>;

  it('has every primitive it names', () => {
    for (const primitive of Object.values(PRIMITIVES)) expect(fs.existsSync(path.join(SRC, primitive)), primitive).toBe(true);
  });

  it("lets no new screen import antd's version of a light control", () => {
    const added = Object.entries(now).flatMap(([name, files]) =>
      files.filter((file) => !(before[name] ?? []).includes(file)).map((file) => `${file}: use ${PRIMITIVES[name]} instead of antd's ${name}`),
    );
    expect(added).toEqual([]);
  });

  it('takes a screen off the list once it uses the primitive', () => {
    const stale = Object.entries(before).flatMap(([name, files]) =>
      files.filter((file) => !(now[name] ?? []).includes(file)).map((file) => `${name}: ${file}`),
    );
    expect(stale, 'remove these from antd-light-controls.json').toEqual([]);
  });

  it('keeps the primitives free of feature folders', () => {
    const allowed = new Set(['components', 'contract', 'i18n', 'providers']);
    const strays: string[] = [];
    for (const file of codeFiles(path.join(SRC, 'components'))) {
      for (const [, target] of fs.readFileSync(file, 'utf8').matchAll(/from\s+'(\.[^']*)'/g)) {
        const folder = path.relative(SRC, path.resolve(path.dirname(file), target)).split(path.sep)[0];
        if (!allowed.has(folder)) strays.push(`${path.relative(SRC, file)} imports ${target}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
