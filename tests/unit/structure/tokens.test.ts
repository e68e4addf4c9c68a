// One source for the design tokens (src/tokens.ts): the CSS custom properties are written from it, antd's
// theme reads it, and no stylesheet repeats the brand's colours by hand.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propertyOf, tokensCss } from '../../../scripts/tokens';
import { buildTheme } from '../../../src/theme';
import { PAGE_BACKGROUND } from '../../../src/theme-mode';
import { DARK, LIGHT, SHAPE } from '../../../src/tokens';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

function stylesheets(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the design tokens', () => {
  it('are what src/tokens.css says (npm run tokens writes it)', async () => {
    expect(read('src/tokens.css')).toBe(await tokensCss());
    expect(read('src/tokens.css')).toContain(`${propertyOf('primary')}: ${LIGHT.primary};`);
  });

  it('are the colours and shape of antd’s theme, light and dark', () => {
    const light = buildTheme('light').token!;
    const dark = buildTheme('dark').token!;
    expect([light.colorPrimary, light.colorLink, light.colorError, light.colorBgLayout]).toEqual([LIGHT.antdPrimary, LIGHT.link, LIGHT.error, LIGHT.bg]);
    expect([dark.colorPrimary, dark.colorLink, dark.colorError, dark.colorBgLayout, dark.colorBgContainer]).toEqual([
      DARK.antdPrimary,
      DARK.link,
      DARK.error,
      DARK.bg,
      DARK.surface,
    ]);
    expect([light.borderRadius, light.controlHeight]).toEqual([SHAPE.radius, SHAPE.controlHeight]);
  });

  it('give the browser’s theme colour, in the page and after a switch', () => {
    expect(PAGE_BACKGROUND).toEqual({ light: LIGHT.bg, dark: DARK.bg });
    const html = read('index.html');
    expect(html).toContain(`<meta name="theme-color" content="${LIGHT.bg}" media="(prefers-color-scheme: light)" />`);
    expect(html).toContain(`<meta name="theme-color" content="${DARK.bg}" media="(prefers-color-scheme: dark)" />`);
  });

  it('are not written out by hand in any stylesheet: the brand’s colours come through var(--app-…)', () => {
    const brand = new Set(
      [LIGHT, DARK].flatMap((palette) => [palette.primary, palette.primaryHover, palette.link, palette.linkHover, palette.focus, palette.bg]),
    );
    const found = stylesheets('src')
      .filter((file) => file !== path.join('src', 'tokens.css'))
      .flatMap((file) =>
        read(file)
          .split('\n')
          .flatMap((line, index) =>
            [...brand].some((colour) => line.toLowerCase().includes(colour.toLowerCase())) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
