// A PDF document for the statements and the commission invoices: pdfkit with the embedded Noto faces of
// server/lib/pdf-fonts.ts, a `write` that sets each run of text in the face holding its glyphs (so Hindi and
// Chinese names print), a table with page breaks, and the bytes at the end. Server-only.
import PDFDocument from 'pdfkit';
import { CURRENCIES, type Currency } from '../../../src/contract/catalog-constants';
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

export function createPdf(info: { title: string; subject: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Subject: info.subject, Author: 'Marketplace', Creator: 'Marketplace' } });
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

  /** Text in whatever scripts it holds, each run in the face that has its glyphs. */
  const write = (text: string, x: number, y: number, options: WriteOptions = {}) => {
    doc.fontSize(options.size ?? 10).fillColor(options.color ?? INK);
    const runs = runsOf(text, options.weight ?? 400);
    const boxWidth = options.width ?? width - (x - left);
    if (options.align === 'right') {
      // Right-aligned cells are figures (Latin): measured and written in one face.
      doc.font(runs[0].file);
      doc.text(text, x + boxWidth - doc.widthOfString(text), y, { lineBreak: false });
      return;
    }
    runs.forEach((run, index) => {
      doc.font(run.file);
      const continued = index < runs.length - 1;
      if (index === 0) doc.text(run.text, x, y, { width: boxWidth, continued });
      else doc.text(run.text, { continued });
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
