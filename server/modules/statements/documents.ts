// The statement and the commission invoice as PDF pages (pdf-document.ts: embedded Noto faces, so a
// seller's Hindi or Chinese name prints).
import type { InvoiceLine, InvoiceParty } from '../../db/schema';
import { createPdf, formatMinor, MUTED } from './pdf-document';
import type { Statement } from './statements';

const TYPE_TEXT: Record<string, string> = {
  sale: 'Sale',
  commission: 'Commission',
  commission_tax: 'Tax on commission',
  reversal: 'Reversal',
  adjustment: 'Adjustment',
  payout: 'Payout',
  payout_reversal: 'Payout returned',
  release: 'Released',
  reserve_hold: 'Reserve held',
  reserve_release: 'Reserve released',
};
const BUCKET_TEXT: Record<string, string> = { pending: 'Pending', payable: 'Payable', reserved: 'Reserved', paid: 'Paid' };

const monthTitle = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function renderStatementPdf(statement: Statement, seller: InvoiceParty, marketplace: InvoiceParty, issuedOn: string): Promise<Buffer> {
  const pdf = createPdf({ title: `Statement ${statement.month}`, subject: 'Seller statement' });
  const { doc, write, rule, table, left, width } = pdf;

  write('Seller statement', left, 50, { size: 20, weight: 700 });
  write(monthTitle(statement.month), left, 76, { size: 12, color: MUTED });
  write(`Issued ${issuedOn}`, left, 50, { align: 'right', color: MUTED });
  write(marketplace.legal_name, left, 64, { align: 'right', color: MUTED });
  rule(100, '#d1d5db');
  write('Seller', left, 112, { size: 9, color: MUTED, weight: 700 });
  write(seller.legal_name, left, 126, { size: 12, weight: 700 });
  const details = [seller.address, seller.country, seller.tax_id ? `Tax id ${seller.tax_id}` : null].filter(Boolean).join(' · ');
  if (details) write(details, left, doc.y + 2, { color: MUTED });
  let y = doc.y + 18;

  if (statement.currencies.length === 0) write('No ledger entries this month.', left, y, { color: MUTED });
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
      [{ title: '', share: 0.2 }, ...buckets.map((bucket) => ({ title: BUCKET_TEXT[bucket], share: 0.2, right: true }))],
      [
        ['Opening balance', ...buckets.map((bucket) => formatMinor(part.opening[`${bucket}_minor`], c))],
        ['Closing balance', ...buckets.map((bucket) => formatMinor(part.closing[`${bucket}_minor`], c))],
      ],
      y,
      9,
    );
    y += 4;
    const totals: Array<[string, number]> = [
      ['Sales', part.sales_minor],
      ['Commission', part.commission_minor],
      ['Tax on commission', part.commission_tax_minor],
      ['Paid out', part.payouts_minor],
    ];
    totals.forEach(([label, amount], i) => {
      const x = left + (i % 4) * (width / 4);
      write(label, x, y, { width: width / 4 - 8, size: 8.5, color: MUTED });
      write(formatMinor(amount, c), x, y + 11, { width: width / 4 - 8, size: 10, weight: 700 });
    });
    y += 34;
    write(`${part.entry_count} ${part.entry_count === 1 ? 'entry' : 'entries'}`, left, y, { size: 9, color: MUTED });
    y += 14;
    if (part.entries.length > 0)
      y = table(
        [
          { title: 'Date', share: 0.12 },
          { title: 'Entry', share: 0.18 },
          { title: 'Order', share: 0.16 },
          { title: 'State', share: 0.1 },
          { title: 'Amount', share: 0.16, right: true },
          { title: 'Payable after', share: 0.14, right: true },
          { title: 'Pending after', share: 0.14, right: true },
        ],
        part.entries.map((e) => [
          e.createdAt.toISOString().slice(0, 10),
          TYPE_TEXT[e.type] ?? e.type,
          e.orderNumber ?? e.reason ?? '',
          BUCKET_TEXT[e.bucket] ?? e.bucket,
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
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const pdf = createPdf({ title: `Commission invoice ${invoice.number}`, subject: 'Commission invoice' });
  const { doc, write, rule, table, left, width } = pdf;

  write('Commission invoice', left, 50, { size: 20, weight: 700 });
  write(invoice.number, left, 76, { size: 12, color: MUTED });
  write(`Issued ${invoice.issuedOn}`, left, 50, { align: 'right', color: MUTED });
  write(`Period ${monthTitle(invoice.month)}`, left, 64, { align: 'right', color: MUTED });
  rule(100, '#d1d5db');

  const column = (width - 20) / 2;
  const party = (title: string, p: InvoiceParty, x: number) => {
    write(title, x, 112, { size: 9, color: MUTED, weight: 700 });
    write(p.legal_name, x, 126, { width: column, size: 12, weight: 700 });
    if (p.address) write(p.address, x, doc.y + 2, { width: column });
    if (p.country) write(p.country, x, doc.y + 1, { width: column });
    write(`Tax id: ${p.tax_id ?? '—'}`, x, doc.y + 4, { width: column });
    if (p.registration_number) write(`Registration: ${p.registration_number}`, x, doc.y + 1, { width: column, color: MUTED });
    if (p.email) write(p.email, x, doc.y + 1, { width: column, color: MUTED });
    return doc.y;
  };
  const fromBottom = party('From', invoice.marketplace, left);
  const toBottom = party('Bill to', invoice.seller, left + column + 20);
  let y = Math.max(fromBottom, toBottom) + 28;

  y = table(
    [
      { title: 'Description', share: 0.4 },
      { title: 'Currency', share: 0.12 },
      { title: 'Commission', share: 0.16, right: true },
      { title: 'Tax', share: 0.16, right: true },
      { title: 'Total', share: 0.16, right: true },
    ],
    invoice.lines.map((line) => [
      `Commission, ${monthTitle(invoice.month)}`,
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
    write(`${invoice.settlementMode === 'direct' ? 'Total due' : 'Total'} (${line.currency})`, left + width * 0.5, y, { width: width * 0.25, weight: 700 });
    write(formatMinor(line.total_minor, line.currency), left + width * 0.75, y, { width: width * 0.25 - 3, align: 'right', weight: 700 });
    y += 16;
  }
  y += 16;
  const note =
    invoice.settlementMode === 'direct'
      ? 'Your buyers paid you directly: please pay the total due to the marketplace, with the invoice number as the reference.'
      : 'Already deducted from your payouts: the marketplace kept this commission and its tax from your sales. Nothing to pay.';
  write(note, left, y, { width, color: MUTED });
  write('Commission invoices are numbered without gaps per year.', left, doc.page.height - 70, { width, size: 8, color: MUTED });
  return pdf.finish();
}
