// A PDF document for the statements and the commission invoices: pdfkit with the embedded Noto faces of
// server/lib/pdf-fonts.ts, a `write` that sets each run of text in the face holding its glyphs (so Hindi and
// Chinese names print), a table with page breaks, and the bytes at the end. Server-only.
import PDFDocument from 'pdfkit';
import { CURRENCIES, type Currency } from '../../../src/contract/catalog-constants';
import type { DocumentLanguage } from '../../lib/document-language';
import { fontRuns, type PdfWeight } from '../../lib/pdf-fonts';

/** Minor units as a figure with its currency: 1234567 USD → "12,345.67 USD". */
export function formatMinor(minor: number, currency: string): string {
  const digits = CURRENCIES[currency as Currency] ?? 2;
  const sign = minor < 0 ? '-' : '';
  const [whole, fraction] = (Math.abs(minor) / 10 ** digits).toFixed(digits).split('.');
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''} ${currency}`;
}

export interface WriteOptions {
  width?: number;
  align?: 'left' | 'right';
  size?: number;
  weight?: PdfWeight;
  color?: string;
}

export interface TableColumn {
  title: string;
  /** Share of the page's width. */
  share: number;
  right?: boolean;
}

export const INK = '#1f2937';
export const MUTED = '#6b7280';

export function createPdf(info: { title: string; subject: string; language?: DocumentLanguage }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    // The document's language, for screen readers and text extraction.
    lang: info.language ?? 'en',
    info: { Title: info.title, Subject: info.subject, Author: 'Marketplace', Creator: 'Marketplace' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const registered = new Set<string>();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  const runsOf = (text: string, weight: PdfWeight) => {
    const runs = fontRuns(text || ' ', weight);
    for (const run of runs)
      if (!registered.has(run.file)) {
        doc.registerFont(run.file, run.file);
        registered.add(run.file);
      }
    return runs;
  };

  /** The width `text` takes at `size`, each run measured in its own face. */
  const measure = (text: string, size: number, weight: PdfWeight = 400) => {
    doc.fontSize(size);
    return runsOf(text, weight).reduce((sum, run) => sum + doc.font(run.file).widthOfString(run.text), 0);
  };

  /**
   * Where every face's letters sit: on the Latin face's baseline below `y`. Left to itself pdfkit puts each
   * run on its own face's ascent, so Chinese or Hindi beside Latin in one line (or one cell beside the
   * next) would sit a point or two higher or lower.
   */
  const latinAscent = new Map<PdfWeight, number>();
  const baselineAt = (size: number, weight: PdfWeight): number => {
    if (!latinAscent.has(weight)) {
      doc.font(runsOf('A', weight)[0].file);
      latinAscent.set(weight, (doc as unknown as { _font: { ascender: number } })._font.ascender);
    }
    return -((latinAscent.get(weight) ?? 0) / 1000) * size;
  };

  /** Text in whatever scripts it holds, each run in the face that has its glyphs. */
  const write = (text: string, x: number, y: number, options: WriteOptions = {}) => {
    const size = options.size ?? 10;
    const weight = options.weight ?? 400;
    const baseline = baselineAt(size, weight);
    doc.fontSize(size).fillColor(options.color ?? INK);
    const runs = runsOf(text, weight);
    const boxWidth = options.width ?? width - (x - left);
    if (options.align === 'right') {
      // One line ending at the box's right edge: each run measured and written in its own face (a
      // column title may be Hindi or Chinese, its figures Latin).
      let runX = x + boxWidth - measure(text, size, weight);
      doc.fontSize(size);
      for (const run of runs) {
        doc.font(run.file).text(run.text, runX, y, { lineBreak: false, baseline });
        runX += doc.widthOfString(run.text);
      }
      return;
    }
    runs.forEach((run, index) => {
      doc.font(run.file);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width: boxWidth, continued, baseline });
      else doc.text(run.text, { continued, baseline });
    });
  };

  const rule = (y: number, color = '#e5e7eb') => {
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor(color)
      .stroke();
  };

  /** A table from `y`: a shaded header (again on each new page), then rows of one line each. Answers the y below it. */
  const table = (columns: TableColumn[], rows: string[][], startY: number, size = 8.5): number => {
    const xs: number[] = [];
    let x = left;
    for (const column of columns) {
      xs.push(x);
      x += column.share * width;
    }
    const header = (y: number) => {
      doc.rect(left, y - 3, width, 16).fill('#f3f4f6');
      columns.forEach((column, i) =>
        write(column.title, xs[i] + 3, y + 1, { width: column.share * width - 6, size: size - 0.5, weight: 700, align: column.right ? 'right' : 'left' }),
      );
      return y + 17;
    };
    let y = header(startY);
    for (const row of rows) {
      if (y > bottom() - 30) {
        doc.addPage();
        y = header(doc.page.margins.top);
      }
      columns.forEach((column, i) => {
        const cellWidth = column.share * width - 6;
        // One line per row: a long cell is cut rather than wrapped into the next row.
        let text = row[i] ?? '';
        while (text.length > 1 && !column.right && measure(text, size) > cellWidth) text = text.slice(0, -2) + '…';
        write(text, xs[i] + 3, y, { width: cellWidth, size, align: column.right ? 'right' : 'left', color: INK });
      });
      y += 13;
      rule(y - 2, '#f0f1f3');
    }
    return y + 4;
  };

  const finish = (): Promise<Buffer> => {
    doc.end();
    return finished;
  };

  return { doc, write, rule, table, finish, left, width, bottom };
}
