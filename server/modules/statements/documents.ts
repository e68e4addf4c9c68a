// The statement and the commission invoice as PDF pages (pdf-document.ts: embedded Noto faces, so a
// seller's Hindi or Chinese name prints).
import type { InvoiceLine, InvoiceParty } from '../../db/schema';
import { createPdf, formatMinor, MUTED } from './pdf-document';
import type { Statement } from './statements';
import { LOCALE_OF, type DocumentLanguage } from '../../lib/document-language';
import { PDF_TEXT } from './pdf-text';

/** "September 2026", "सितंबर 2026" or "2026年9月". */
const monthTitle = (month: string, language: DocumentLanguage) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(LOCALE_OF[language], { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function renderStatementPdf(
  statement: Statement,
  seller: InvoiceParty,
  marketplace: InvoiceParty,
  issuedOn: string,
  language: DocumentLanguage = 'en',
): Promise<Buffer> {
  const text = PDF_TEXT[language];
  const pdf = createPdf({ title: `${text.statementTitle} ${statement.month}`, subject: text.statementTitle, language });
  const { doc, write, rule, table, left, width } = pdf;

  write(text.statementTitle, left, 50, { size: 20, weight: 700 });
  write(monthTitle(statement.month, language), left, 76, { size: 12, color: MUTED });
  write(text.issued(issuedOn), left, 50, { align: 'right', color: MUTED });
  write(marketplace.legal_name, left, 64, { align: 'right', color: MUTED });
  rule(100, '#d1d5db');
  write(text.seller, left, 112, { size: 9, color: MUTED, weight: 700 });
  write(seller.legal_name, left, 126, { size: 12, weight: 700 });
  const details = [seller.address, seller.country, seller.tax_id ? text.taxIdInline(seller.tax_id) : null].filter(Boolean).join(' · ');
  if (details) write(details, left, doc.y + 2, { color: MUTED });
  let y = doc.y + 18;

  if (statement.currencies.length === 0) write(text.noEntries, left, y, { color: MUTED });
  for (const part of statement.currencies) {
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = 50;
    }
    const c = part.currency;
    write(c, left, y, { size: 14, weight: 700 });
    y += 22;
    // Balances before and after the month, by bucket.
    const buckets = ['pending', 'payable', 'reserved', 'paid'] as const;
    y = table(
      [{ title: '', share: 0.2 }, ...buckets.map((bucket) => ({ title: text.buckets[bucket], share: 0.2, right: true }))],
      [
        [text.openingBalance, ...buckets.map((bucket) => formatMinor(part.opening[`${bucket}_minor`], c))],
        [text.closingBalance, ...buckets.map((bucket) => formatMinor(part.closing[`${bucket}_minor`], c))],
      ],
      y,
      9,
    );
    y += 4;
    const totals: Array<[string, number]> = [
      [text.sales, part.sales_minor],
      [text.commission, part.commission_minor],
      [text.commissionTax, part.commission_tax_minor],
      [text.paidOut, part.payouts_minor],
    ];
    totals.forEach(([label, amount], i) => {
      const x = left + (i % 4) * (width / 4);
      write(label, x, y, { width: width / 4 - 8, size: 8.5, color: MUTED });
      write(formatMinor(amount, c), x, y + 11, { width: width / 4 - 8, size: 10, weight: 700 });
    });
    y += 34;
    write(text.entryCount(part.entry_count), left, y, { size: 9, color: MUTED });
    y += 14;
    if (part.entries.length > 0)
      y = table(
        [
          { title: text.date, share: 0.115 },
          { title: text.entry, share: 0.165 },
          // An order number is never cut.
          { title: text.order, share: 0.165 },
          { title: text.state, share: 0.115 },
          { title: text.amount, share: 0.15, right: true },
          { title: text.payableAfter, share: 0.145, right: true },
          { title: text.pendingAfter, share: 0.145, right: true },
        ],
        part.entries.map((e) => [
          e.createdAt.toISOString().slice(0, 10),
          text.entryTypes[e.type] ?? e.type,
          e.orderNumber ?? e.reason ?? '',
          text.buckets[e.bucket as keyof typeof text.buckets] ?? e.bucket,
          formatMinor(e.amountMinor, c),
          formatMinor(e.payableAfter, c),
          formatMinor(e.pendingAfter, c),
        ]),
        y,
      );
    y += 16;
  }
  return pdf.finish();
}

export interface InvoiceDocument {
  number: string;
  month: string;
  issuedOn: string;
  settlementMode: string;
  marketplace: InvoiceParty;
  seller: InvoiceParty;
  lines: InvoiceLine[];
  language?: DocumentLanguage;
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const language = invoice.language ?? 'en';
  const text = PDF_TEXT[language];
  const month = monthTitle(invoice.month, language);
  const pdf = createPdf({ title: `${text.invoiceTitle} ${invoice.number}`, subject: text.invoiceTitle, language });
  const { doc, write, rule, table, left, width } = pdf;

  write(text.invoiceTitle, left, 50, { size: 20, weight: 700 });
  write(invoice.number, left, 76, { size: 12, color: MUTED });
  write(text.issued(invoice.issuedOn), left, 50, { align: 'right', color: MUTED });
  write(text.period(month), left, 64, { align: 'right', color: MUTED });
  rule(100, '#d1d5db');

  const column = (width - 20) / 2;
  const party = (title: string, p: InvoiceParty, x: number) => {
    write(title, x, 112, { size: 9, color: MUTED, weight: 700 });
    write(p.legal_name, x, 126, { width: column, size: 12, weight: 700 });
    if (p.address) write(p.address, x, doc.y + 2, { width: column });
    if (p.country) write(p.country, x, doc.y + 1, { width: column });
    write(text.taxId(p.tax_id ?? '—'), x, doc.y + 4, { width: column });
    if (p.registration_number) write(text.registration(p.registration_number), x, doc.y + 1, { width: column, color: MUTED });
    if (p.email) write(p.email, x, doc.y + 1, { width: column, color: MUTED });
    return doc.y;
  };
  const fromBottom = party(text.from, invoice.marketplace, left);
  const toBottom = party(text.billTo, invoice.seller, left + column + 20);
  let y = Math.max(fromBottom, toBottom) + 28;

  y = table(
    [
      { title: text.description, share: 0.4 },
      { title: text.currency, share: 0.12 },
      { title: text.commission, share: 0.16, right: true },
      { title: text.tax, share: 0.16, right: true },
      { title: text.total, share: 0.16, right: true },
    ],
    invoice.lines.map((line) => [
      text.commissionFor(month),
      line.currency,
      formatMinor(line.commission_minor, line.currency),
      formatMinor(line.tax_minor, line.currency),
      formatMinor(line.total_minor, line.currency),
    ]),
    y,
    9.5,
  );
  y += 10;
  for (const line of invoice.lines) {
    write(text.totalIn(line.currency, invoice.settlementMode === 'direct'), left + width * 0.5, y, { width: width * 0.25, weight: 700 });
    write(formatMinor(line.total_minor, line.currency), left + width * 0.75, y, { width: width * 0.25 - 3, align: 'right', weight: 700 });
    y += 16;
  }
  y += 16;
  write(invoice.settlementMode === 'direct' ? text.invoiceNoteDirect : text.invoiceNoteCollect, left, y, { width, color: MUTED });
  write(text.invoiceNumbering, left, doc.page.height - 70, { width, size: 8, color: MUTED });
  return pdf.finish();
}
