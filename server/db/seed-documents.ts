import { createHash } from 'node:crypto';
import type { Database } from './client';
import { demoProductImage } from './demo-images';
import { documents, files } from './schema';

/** Stores a one-page demo PDF owned by `ownerId` and returns its file's id. */
export async function storeDemoPdf(db: Database, ownerId: string, text: string): Promise<string> {
  const pdf = demoPdf(text);
  const [file] = await db
    .insert(files)
    .values({ ownerId, contentType: 'application/pdf', size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), data: pdf })
    .returning({ id: files.id });
  return file.id;
}

/** A one-page PDF with a line of text, valid enough for any viewer; byte offsets computed, not guessed. */
export function demoPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface DemoDocument {
  type: (typeof documents.$inferInsert)['type'];
  title: string | null;
  originalName: string;
  contentType: 'application/pdf' | 'image/png';
  data: Buffer;
  status: 'pending' | 'verified' | 'rejected';
  reviewNote?: string;
  daysAgo: number;
}

/**
 * The demo seller's business documents, one in each state: a verified registration certificate and tax
 * certificate (the two kinds "Verified" requires), a rejected bank letter with the reviewer's note, and a
 * renewed tax certificate and an owner ID waiting for review.
 */
export async function seedDemoDocuments(db: Database, sellerId: string): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const demo: DemoDocument[] = [
    {
      type: 'registration_certificate',
      title: 'Business licence 2024',
      originalName: 'business-licence-2024.pdf',
      contentType: 'application/pdf',
      data: demoPdf('Business licence - Shenzhen Brightway Electronics Co., Ltd.'),
      status: 'verified',
      daysAgo: 40,
    },
    {
      type: 'tax_certificate',
      title: 'VAT registration 2025',
      originalName: 'vat-certificate-2025.pdf',
      contentType: 'application/pdf',
      data: demoPdf('VAT registration certificate 2025 - Shenzhen Brightway Electronics Co., Ltd.'),
      status: 'verified',
      daysAgo: 38,
    },
    {
      type: 'bank_letter',
      title: null,
      originalName: 'bank-letter.pdf',
      contentType: 'application/pdf',
      data: demoPdf('Bank confirmation letter'),
      status: 'rejected',
      reviewNote: 'The letter is older than three months. Upload one issued in the last 90 days, with the bank stamp visible.',
      daysAgo: 21,
    },
    {
      type: 'tax_certificate',
      title: 'VAT registration',
      originalName: 'vat-certificate.pdf',
      contentType: 'application/pdf',
      data: demoPdf('VAT registration certificate GB123456789'),
      status: 'pending',
      daysAgo: 3,
    },
    {
      type: 'owner_id',
      title: 'Passport of Li Wei',
      originalName: 'owner-passport-scan.png',
      contentType: 'image/png',
      data: demoProductImage([40, 70, 120], [200, 210, 225], 64),
      status: 'pending',
      daysAgo: 1,
    },
  ];
  for (const document of demo) {
    const createdAt = new Date(now - document.daysAgo * day);
    const [file] = await db
      .insert(files)
      .values({
        ownerId: sellerId,
        contentType: document.contentType,
        size: document.data.length,
        sha256: createHash('sha256').update(document.data).digest('hex'),
        data: document.data,
        createdAt,
      })
      .returning({ id: files.id });
    const reviewed = document.status !== 'pending';
    await db.insert(documents).values({
      ownerId: sellerId,
      type: document.type,
      title: document.title,
      fileId: file.id,
      originalName: document.originalName,
      status: document.status,
      reviewNote: document.reviewNote ?? null,
      reviewedAt: reviewed ? new Date(createdAt.getTime() + 2 * day) : null,
      createdAt,
      updatedAt: reviewed ? new Date(createdAt.getTime() + 2 * day) : createdAt,
    });
  }
}
