// The buyer's pro-forma invoice (GET /v1/orders/:id/proforma.pdf): the order's lines and totals, both
// parties, and the payment instructions (the marketplace's bank account in collect mode, the amount
// still to pay, the order number as the reference, the due date from the payment terms). pdfkit is a
// server-only library: nothing in src/ imports this. The document, its fonts and `write` are the statements' (pdf-document.ts).
import type { OrderLine } from '../../../src/contract/operations';
import type { OrderPaymentSummary } from '../../../src/contract/payments';
import type { PdfWeight } from '../../lib/pdf-fonts';
import { createPdf, formatMinor, MUTED } from '../statements/pdf-document';

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
}

const TERMS_TEXT: Record<OrderPaymentSummary['terms'], string> = {
  advance: 'Payment in advance by bank transfer',
  net30: 'Net 30 (agreed terms)',
};
const STATE_TEXT: Record<OrderPaymentSummary['state'], string> = {
  unpaid: 'Unpaid',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
};

const money = formatMinor;

const ADDRESS_ORDER = ['name', 'company', 'line1', 'line2', 'city', 'state', 'postal_code', 'country', 'phone'];

/** Writes the document and answers its bytes. */
export function renderProforma(input: ProformaInput): Promise<Buffer> {
  const { doc, write, rule, finish, left, width } = createPdf({ title: `Pro-forma invoice ${input.order.number}`, subject: 'Pro-forma invoice' });
  const muted = MUTED;

  // Header
  write('Pro-forma invoice', left, 50, { size: 20, weight: 700 });
  write(input.order.number, left, 76, { size: 12, color: muted });
  write(`Issued ${input.issuedOn}`, left, 50, { align: 'right', size: 10, color: muted });
  write(`Order placed ${input.order.placedOn}`, left, 64, { align: 'right', size: 10, color: muted });
  write(`Payment due ${input.payment.due_on}`, left, 78, { align: 'right', size: 10, weight: 700 });
  rule(100, '#d1d5db');

  // Parties
  const column = (width - 20) / 2;
  write('Seller', left, 114, { size: 9, color: muted, weight: 700 });
  write(input.seller.name, left, 128, { width: column, size: 11, weight: 700 });
  write([input.seller.email, input.seller.country].filter(Boolean).join(' · '), left, doc.y + 2, { width: column, color: muted });
  const sellerBottom = doc.y;
  const buyerX = left + column + 20;
  write('Bill to', buyerX, 114, { size: 9, color: muted, weight: 700 });
  write(input.buyer.company ? `${input.buyer.name}, ${input.buyer.company}` : input.buyer.name, buyerX, 128, { width: column, size: 11, weight: 700 });
  write(input.buyer.email, buyerX, doc.y + 2, { width: column, color: muted });
  const address = ADDRESS_ORDER.map((key) => input.buyer.address[key]).filter((value): value is string => Boolean(value) && value !== input.buyer.name);
  if (address.length > 0) write(address.join(', '), buyerX, doc.y + 2, { width: column });
  let y = Math.max(sellerBottom, doc.y) + 24;

  // Lines
  const cols = [
    { key: 'product', title: 'Product', x: left, width: width * 0.42 },
    { key: 'sku', title: 'SKU', x: left + width * 0.42, width: width * 0.16 },
    { key: 'qty', title: 'Quantity', x: left + width * 0.58, width: width * 0.12, right: true },
    { key: 'price', title: 'Unit price', x: left + width * 0.7, width: width * 0.15, right: true },
    { key: 'total', title: 'Line total', x: left + width * 0.85, width: width * 0.15, right: true },
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
    write(`${line.quantity}${line.unit ? ` ${line.unit}` : ''}`, cols[2].x, y, { width: cols[2].width - 4, align: 'right' });
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
    totalRow('Subtotal', input.order.subtotalMinor);
    totalRow('Shipping', input.order.shippingMinor);
  }
  totalRow('Total', input.order.totalMinor, 700);
  if (input.payment.received_minor > 0) totalRow('Received', input.payment.received_minor);
  totalRow('Amount due', input.payment.outstanding_minor, 700);
  write(`Payment status: ${STATE_TEXT[input.payment.state]}`, labelX, y, { width: width * 0.45, color: muted });
  y += 28;

  // Payment instructions
  const boxTop = y;
  const instructions = input.payment.instructions;
  const rows: Array<[string, string]> = instructions
    ? [
        ['Account name', instructions.account_name],
        ['Bank', instructions.bank_name],
        ['IBAN / account number', instructions.account],
        ['SWIFT / IFSC', instructions.swift],
        ['Amount', money(instructions.amount_minor, instructions.currency)],
        ['Payment reference', instructions.reference],
        ['Due date', input.payment.due_on],
        ['Terms', TERMS_TEXT[input.payment.terms]],
      ]
    : [
        ['Terms', TERMS_TEXT[input.payment.terms]],
        ['Due date', input.payment.due_on],
      ];
  const boxHeight = 34 + rows.length * 16 + (instructions ? 18 : 0);
  doc.roundedRect(left, boxTop, width, boxHeight, 6).fillAndStroke('#f9fafb', '#d1d5db');
  write(instructions ? 'How to pay' : 'Payment', left + 14, boxTop + 12, { size: 12, weight: 700 });
  y = boxTop + 32;
  for (const [label, value] of rows) {
    write(label, left + 14, y, { width: 150, color: muted });
    write(value, left + 170, y, { width: width - 184, weight: label === 'Payment reference' || label === 'Amount' ? 700 : 400 });
    y += 16;
  }
  if (instructions)
    write('Write the order number as the payment reference, so that your payment is matched to this order.', left + 14, y + 2, {
      width: width - 28,
      size: 9,
      color: muted,
    });

  if (input.order.note) write(`Note: ${input.order.note}`, left, boxTop + boxHeight + 16, { width, color: muted });
  write('This pro-forma invoice is a request for payment, not a tax invoice.', left, doc.page.height - 70, { width, size: 8, color: muted });

  return finish();
}
