// Fonts for the server's PDFs (pdfkit), embedded so that Latin, Hindi and Chinese names print. The Noto
// faces come from the @fontsource packages the web app already has: each package splits a font into
// WOFF files by Unicode range (Noto Sans SC into about a hundred), so the ranges are read from the
// package's CSS once and every run of text is written with the file that holds its characters. pdfkit
// (through fontkit) reads WOFF, shapes Devanagari and embeds only the glyphs used.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PdfWeight = 400 | 700;

interface Face {
  /** The WOFF file; also the name the document registers it under. */
  file: string;
  ranges: Array<[number, number]>;
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/** The faces of one @fontsource CSS file (`400.css`), with their unicode-range. */
function facesOf(pkg: string, weight: PdfWeight): Face[] {
  const dir = packageDir(pkg);
  const css = readFileSync(path.join(dir, `${weight}.css`), 'utf8');
  const faces: Face[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to ?? from, 16)];
    });
    faces.push({ file: path.join(dir, file), ranges });
  }
  return faces;
}

const cache = new Map<PdfWeight, Face[]>();
/** Latin and Devanagari first (Noto Sans Devanagari carries Latin too), then the Chinese faces. */
function facesFor(weight: PdfWeight): Face[] {
  let faces = cache.get(weight);
  if (!faces) {
    faces = [...facesOf('@fontsource/noto-sans-devanagari', weight), ...facesOf('@fontsource/noto-sans-sc', weight)];
    cache.set(weight, faces);
  }
  return faces;
}

const covers = (face: Face, codePoint: number) => face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/**
 * Splits `text` into runs, each with the face file that holds its characters. A character no face holds
 * stays with the run before it (the font's missing-glyph box), and spaces and joiners stay in their run,
 * so a Devanagari word is shaped whole.
 */
export function fontRuns(text: string, weight: PdfWeight = 400): Array<{ text: string; file: string }> {
  const faces = facesFor(weight);
  const runs: Array<{ text: string; file: string }> = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 32;
    const last = runs.at(-1);
    const neutral = /\s/.test(char) || codePoint === 0x200c || codePoint === 0x200d;
    if (last && (neutral || covers({ file: last.file, ranges: faceRanges(last.file, weight) }, codePoint))) {
      last.text += char;
      continue;
    }
    const face = faces.find((candidate) => covers(candidate, codePoint)) ?? faces[0];
    runs.push({ text: char, file: face.file });
  }
  return runs;
}

function faceRanges(file: string, weight: PdfWeight): Array<[number, number]> {
  return facesFor(weight).find((face) => face.file === file)?.ranges ?? [];
}

/** The face files for a weight, read once per process (tests check that each exists). */
export const pdfFaceFiles = (weight: PdfWeight = 400): string[] => facesFor(weight).map((face) => face.file);
