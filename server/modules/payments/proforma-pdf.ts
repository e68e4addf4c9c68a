// The buyer's pro-forma invoice (GET /v1/orders/:id/proforma.pdf): the order's lines and totals, both
// parties, and the payment instructions (the marketplace's bank account in collect mode, the amount
// still to pay, the order number as the reference, the due date from the payment terms). pdfkit is a
// server-only library: nothing in src/ imports this. The document, its fonts and `write` are the statements' (pdf-document.ts).
import type { OrderLine } from '../../../src/contract/operations';
import type { OrderPaymentSummary } from '../../../src/contract/payments';
import type { PdfWeight } from '../../lib/pdf-fonts';
import type { DocumentLanguage } from '../../lib/document-language';
import { countedUnit } from '../../lib/unit-words';
import { createPdf, formatMinor, MUTED } from '../statements/pdf-document';
import { PDF_TEXT } from '../statements/pdf-text';

export interface ProformaInput {
  issuedOn: string;
  order: {
    number: string;
    placedOn: string;
    status: string;
    currency: string;
    subtotalMinor: number;
    shippingMinor: number;
    totalMinor: number;
    note: string | null;
  };
  lines: OrderLine[];
  seller: { name: string; country: string | null; email: string };
  buyer: { name: string; company: string | null; email: string; address: Record<string, string> };
  payment: OrderPaymentSummary;
  language?: DocumentLanguage;
}

const money = formatMinor;

const ADDRESS_ORDER = ['name', 'company', 'line1', 'line2', 'city', 'state', 'postal_code', 'country', 'phone'];

/** Writes the document and answers its bytes. */
export function renderProforma(input: ProformaInput): Promise<Buffer> {
  const language = input.language ?? 'en';
  const text = PDF_TEXT[language];
  const { doc, write, rule, finish, left, width } = createPdf({ title: `${text.proformaTitle} ${input.order.number}`, subject: text.proformaTitle, language });
  const muted = MUTED;

  // Header
  write(text.proformaTitle, left, 50, { size: 20, weight: 700 });
  write(input.order.number, left, 76, { size: 12, color: muted });
  write(text.issued(input.issuedOn), left, 50, { align: 'right', size: 10, color: muted });
  write(text.orderPlaced(input.order.placedOn), left, 64, { align: 'right', size: 10, color: muted });
  write(text.paymentDue(input.payment.due_on), left, 78, { align: 'right', size: 10, weight: 700 });
  rule(100, '#d1d5db');

  // Parties
  const column = (width - 20) / 2;
  write(text.seller, left, 114, { size: 9, color: muted, weight: 700 });
  write(input.seller.name, left, 128, { width: column, size: 11, weight: 700 });
  write([input.seller.email, input.seller.country].filter(Boolean).join(' · '), left, doc.y + 2, { width: column, color: muted });
  const sellerBottom = doc.y;
  const buyerX = left + column + 20;
  write(text.billTo, buyerX, 114, { size: 9, color: muted, weight: 700 });
  write(input.buyer.company ? `${input.buyer.name}, ${input.buyer.company}` : input.buyer.name, buyerX, 128, { width: column, size: 11, weight: 700 });
  write(input.buyer.email, buyerX, doc.y + 2, { width: column, color: muted });
  const address = ADDRESS_ORDER.map((key) => input.buyer.address[key]).filter((value): value is string => Boolean(value) && value !== input.buyer.name);
  if (address.length > 0) write(address.join(', '), buyerX, doc.y + 2, { width: column });
  let y = Math.max(sellerBottom, doc.y) + 24;

  // Lines
  const cols = [
    { key: 'product', title: text.product, x: left, width: width * 0.42 },
    { key: 'sku', title: text.sku, x: left + width * 0.42, width: width * 0.16 },
    { key: 'qty', title: text.quantity, x: left + width * 0.58, width: width * 0.12, right: true },
    { key: 'price', title: text.unitPrice, x: left + width * 0.7, width: width * 0.15, right: true },
    { key: 'total', title: text.lineTotal, x: left + width * 0.85, width: width * 0.15, right: true },
  ];
  doc.rect(left, y - 4, width, 20).fill('#f3f4f6');
  for (const col of cols)
    write(col.title, col.x + (col.right ? 0 : 4), y + 1, { width: col.width - 4, size: 9, weight: 700, align: col.right ? 'right' : 'left' });
  y += 22;
  const currency = input.order.currency;
  for (const line of input.lines) {
    if (y > doc.page.height - 260) {
      doc.addPage();
      y = 50;
    }
    write(line.product_name, cols[0].x + 4, y, { width: cols[0].width - 8 });
    const rowBottom = doc.y;
    write(line.sku, cols[1].x + 4, y, { width: cols[1].width - 8, color: muted });
    write(countedUnit(language, line.quantity, line.unit), cols[2].x, y, { width: cols[2].width - 4, align: 'right' });
    write(money(line.unit_price_minor, currency), cols[3].x, y, { width: cols[3].width - 4, align: 'right' });
    write(money(line.line_total_minor, currency), cols[4].x, y, { width: cols[4].width - 4, align: 'right' });
    y = Math.max(rowBottom, y + 14) + 6;
    rule(y - 3);
  }

  // Totals
  y += 6;
  const labelX = left + width * 0.55;
  const labelWidth = width * 0.25;
  const figureX = left + width * 0.8;
  const figureWidth = width * 0.2 - 4;
  const totalRow = (label: string, minor: number, weight: PdfWeight = 400) => {
    write(label, labelX, y, { width: labelWidth, weight });
    write(money(minor, currency), figureX, y, { width: figureWidth, align: 'right', weight });
    y += 16;
  };
  if (input.order.shippingMinor > 0) {
    totalRow(text.subtotal, input.order.subtotalMinor);
    totalRow(text.shipping, input.order.shippingMinor);
  }
  totalRow(text.total, input.order.totalMinor, 700);
  if (input.payment.received_minor > 0) totalRow(text.received, input.payment.received_minor);
  totalRow(text.amountDue, input.payment.outstanding_minor, 700);
  write(text.paymentStatus(text.paymentStates[input.payment.state]), labelX, y, { width: width * 0.45, color: muted });
  y += 28;

  // Payment instructions
  const boxTop = y;
  const instructions = input.payment.instructions;
  const terms = text.terms[input.payment.terms];
  // [label, value, bold]: the amount and the reference are what the buyer must copy exactly.
  const rows: Array<[string, string, boolean?]> = instructions
    ? [
        [text.accountName, instructions.account_name],
        [text.bank, instructions.bank_name],
        [text.account, instructions.account],
        [text.swift, instructions.swift],
        [text.amount, money(instructions.amount_minor, instructions.currency), true],
        [text.reference, instructions.reference, true],
        [text.dueDate, input.payment.due_on],
        [text.termsLabel, terms],
      ]
    : [
        [text.termsLabel, terms],
        [text.dueDate, input.payment.due_on],
      ];
  const boxHeight = 34 + rows.length * 16 + (instructions ? 18 : 0);
  doc.roundedRect(left, boxTop, width, boxHeight, 6).fillAndStroke('#f9fafb', '#d1d5db');
  write(instructions ? text.howToPay : text.payment, left + 14, boxTop + 12, { size: 12, weight: 700 });
  y = boxTop + 32;
  for (const [label, value, bold] of rows) {
    write(label, left + 14, y, { width: 150, color: muted });
    write(value, left + 170, y, { width: width - 184, weight: bold ? 700 : 400 });
    y += 16;
  }
  if (instructions)
    write(text.referenceHint, left + 14, y + 2, {
      width: width - 28,
      size: 9,
      color: muted,
    });

  if (input.order.note) write(text.note(input.order.note), left, boxTop + boxHeight + 16, { width, color: muted });
  write(text.notTaxInvoice, left, doc.page.height - 70, { width, size: 8, color: muted });

  return finish();
}
