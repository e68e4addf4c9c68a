// Writes src/tokens.css, the CSS custom properties of the design tokens in src/tokens.ts: `npm run tokens`
// after changing a token. tests/unit/structure/tokens.test.ts fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { DARK, FONT_FAMILY, LIGHT, SHAPE, type Palette } from '../src/tokens';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property of a palette colour: --app-<kebab>, except the brand gradient's older name. */
export const propertyOf = (name: keyof Palette): string => (name === 'brandGradient' ? '--brand-gradient' : `--app-${kebab(name)}`);

const TOKENS_CSS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/tokens.css');

/** The text of src/tokens.css, in the project's formatting. */
export async function tokensCss(): Promise<string> {
  return format(unformattedCss(), { ...(await resolveConfig(TOKENS_CSS)), parser: 'css' });
}

function unformattedCss(): string {
  const colours = (palette: Palette, only?: (name: keyof Palette) => boolean) =>
    (Object.keys(palette) as Array<keyof Palette>).filter((name) => !only || only(name)).map((name) => `  ${propertyOf(name)}: ${palette[name]};`);
  return [
    '/* Written by `npm run tokens` from src/tokens.ts: change the tokens there, then run it. */',
    '',
    ':root {',
    ...colours(LIGHT),
    `  --app-radius: ${SHAPE.radius}px;`,
    `  --app-control-height: ${SHAPE.controlHeight}px;`,
    `  --topbar-height: ${SHAPE.topbarHeight}px;`,
    `  --container: ${SHAPE.container}px;`,
    `  --app-font: ${FONT_FAMILY.replaceAll('"', "'")};`,
    '  color-scheme: light;',
    '}',
    '',
    // Only what the dark theme changes: the rest cascades from the rule above.
    ":root[data-theme='dark'] {",
    ...colours(DARK, (name) => DARK[name] !== LIGHT[name]),
    '  color-scheme: dark;',
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TOKENS_CSS, await tokensCss());
  console.log(`wrote ${path.relative(process.cwd(), TOKENS_CSS)}`);
}
