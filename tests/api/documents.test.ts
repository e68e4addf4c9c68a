import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_SELLER } from '../../src/contract/documents';
import { demoPdf, seedDemoDocuments } from '../../server/db/seed-documents';
import { documents, files } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp, multipart, type MultipartPart, PNG } from './helpers';

const t = await createTestApp();
const seller = async () => (await onboardedSeller(t)).token;

// Real headers of each kind; the server reads bytes, never names or declared types.
const PDF = demoPdf('Certificate of incorporation');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0x00, 0x03, 0x00]),
  Buffer.alloc(120, 0),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/v1/auth/status")</script></body></html>');

const filePart = (data: Buffer, name = 'licence.pdf', type = 'application/pdf'): MultipartPart => ({ field: 'file', file: { name, type, data } });

interface Doc {
  id: string;
  type: string;
  title: string | null;
  original_name: string;
  content_type: string;
  size: number;
  status: string;
  review_note: string | null;
  created_at: string;
}

function upload(token: string | undefined, parts: MultipartPart[]) {
  return t.request({ method: 'POST', url: '/v1/documents', token, ...multipart(parts) });
}

async function uploaded(token: string, type = 'registration_certificate', file: MultipartPart = filePart(PDF), title?: string): Promise<Doc> {
  const response = await upload(token, [{ field: 'type', value: type }, ...(title !== undefined ? [{ field: 'title', value: title }] : []), file]);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return envelope<Doc>(response).data;
}

async function setStatus(id: string, status: 'verified' | 'rejected', reviewNote: string | null = null) {
  await t.db.update(documents).set({ status, reviewNote, reviewedAt: new Date() }).where(eq(documents.id, id));
}

const filesOf = async (id: string) => t.db.select({ id: files.id }).from(files).where(eq(files.id, id));
const fileIdOf = async (documentId: string) => (await t.db.select({ fileId: documents.fileId }).from(documents).where(eq(documents.id, documentId)))[0].fileId;

describe('POST /v1/documents', () => {
  it('stores a PDF under a generated id, pending, with the cleaned name and the sniffed type', async () => {
    const token = await seller();
    const response = await upload(token, [
      { field: 'type', value: 'tax_certificate' },
      { field: 'title', value: '  VAT certificate  ' },
      filePart(PDF, 'C:\\scans\\vat.pdf'),
    ]);
    expect(response.statusCode).toBe(201);
    const body = envelope<Doc>(response);
    expect(body.message).toBe('Document uploaded');
    expect(body.data).toMatchObject({
      type: 'tax_certificate',
      title: 'VAT certificate',
      original_name: 'vat.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
      status: 'pending',
      review_note: null,
    });
    const [stored] = await t.db
      .select({ fileId: documents.fileId, originalName: documents.originalName })
      .from(documents)
      .where(eq(documents.id, body.data.id));
    expect(stored.fileId).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.fileId).not.toContain('vat');
    const one = await t.request({ method: 'GET', url: `/v1/documents/${body.data.id}`, token });
    expect(envelope<Doc>(one).data).toEqual(body.data);
  });

  it('judges the type by the bytes: a PNG named .pdf is a PNG, a JPEG is accepted, a blank title is none', async () => {
    const token = await seller();
    const png = await uploaded(token, 'owner_id', filePart(PNG, 'passport.pdf', 'application/pdf'), '   ');
    expect(png).toMatchObject({ content_type: 'image/png', title: null, original_name: 'passport.pdf' });
    const jpeg = await uploaded(token, 'other', filePart(JPEG, 'photo', 'application/octet-stream'));
    expect(jpeg.content_type).toBe('image/jpeg');
  });

  it.each([
    ['a renamed executable', EXE, 'licence.pdf', 'application/pdf'],
    ['an HTML file named .pdf', HTML, 'licence.pdf', 'application/pdf'],
    ['an HTML file', HTML, 'page.html', 'text/html'],
    ['a WebP image (not accepted for documents)', WEBP, 'scan.webp', 'image/webp'],
  ])('refuses %s with a message on the file field', async (_label, data, name, type) => {
    const token = await seller();
    const response = await upload(token, [{ field: 'type', value: 'other' }, filePart(data, name, type)]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, message: 'Upload a PDF, PNG or JPEG file', errors: { file: 'Upload a PDF, PNG or JPEG file' } });
    const list = envelope<Doc[]>(await t.request({ method: 'GET', url: '/v1/documents', token }));
    expect(list.total).toBe(0);
  });

  it('refuses an empty file', async () => {
    const token = await seller();
    const response = await upload(token, [{ field: 'type', value: 'other' }, filePart(Buffer.alloc(0))]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ file: 'The file is empty' });
  });

  it('takes exactly 10 MB and refuses one byte more with 413 naming the file field', async () => {
    const token = await seller();
    const limit = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES - PDF.length, 0x20)]);
    expect(limit.length).toBe(MAX_DOCUMENT_BYTES);
    const fits = await uploaded(token, 'bank_letter', filePart(limit));
    expect(fits.size).toBe(MAX_DOCUMENT_BYTES);

    const response = await upload(token, [{ field: 'type', value: 'bank_letter' }, filePart(Buffer.concat([limit, Buffer.from(' ')]))]);
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toMatchObject({ success: false, message: 'The file is larger than 10 MB', errors: { file: 'The file is larger than 10 MB' } });
    expect(envelope<Doc[]>(await t.request({ method: 'GET', url: '/v1/documents', token })).total).toBe(1);
  });

  it('names every bad field together: type missing, title too long, file missing', async () => {
    const token = await seller();
    const response = await upload(token, [{ field: 'title', value: 'x'.repeat(121) }]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      type: 'Choose the kind of document',
      title: 'Keep the title to at most 120 characters',
      file: 'Choose a file to upload',
    });
    const badType = await upload(token, [{ field: 'type', value: 'passport' }, filePart(PDF)]);
    expect(envelope(badType)).toMatchObject({ message: 'Choose the kind of document', errors: { type: 'Choose the kind of document' } });
  });

  it('refuses owner, status and other unknown fields, a second file and a JSON body', async () => {
    const token = await seller();
    const other = await onboardedSeller(t);
    const smuggled = await upload(token, [
      { field: 'type', value: 'other' },
      { field: 'status', value: 'verified' },
      { field: 'owner_id', value: other.user.id },
      filePart(PDF),
    ]);
    expect(smuggled.statusCode).toBe(400);
    expect(envelope(smuggled).errors).toEqual({ status: 'This field is not allowed', owner_id: 'This field is not allowed' });

    const twoFiles = await upload(token, [{ field: 'type', value: 'other' }, filePart(PDF), filePart(PNG, 'b.png', 'image/png')]);
    expect(twoFiles.statusCode).toBe(400);
    expect(envelope(twoFiles).errors).toEqual({ file: 'Upload one file at a time' });

    const json = await t.request({ method: 'POST', url: '/v1/documents', token, payload: { type: 'other' } });
    expect(json.statusCode).toBe(400);
    expect(envelope(json)).toMatchObject({ message: 'Send the document as multipart form data', errors: { file: 'Choose a file to upload' } });
    expect(envelope<Doc[]>(await t.request({ method: 'GET', url: '/v1/documents', token })).total).toBe(0);
  });

  it(`keeps at most ${MAX_DOCUMENTS_PER_SELLER} documents per seller`, async () => {
    const { token, user } = await onboardedSeller(t);
    const [file] = await t.db
      .insert(files)
      .values({ ownerId: user.id, contentType: 'application/pdf', size: PDF.length, sha256: 'x', data: PDF })
      .returning({ id: files.id });
    await t.db
      .insert(documents)
      .values(Array.from({ length: MAX_DOCUMENTS_PER_SELLER }, () => ({ ownerId: user.id, type: 'other' as const, fileId: file.id, originalName: 'a.pdf' })));
    const response = await upload(token, [{ field: 'type', value: 'other' }, filePart(PDF)]);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(`You can keep at most ${MAX_DOCUMENTS_PER_SELLER} documents. Delete one you no longer need first`);
  });
});

describe('GET /v1/documents/:id/file', () => {
  it('answers the bytes as an attachment with the sniffed type, a safe name, nosniff and no caching', async () => {
    const token = await seller();
    const doc = await uploaded(token, 'registration_certificate', filePart(PDF, '营业执照 2024 (final).pdf'));
    const response = await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="____ 2024 (final).pdf"; filename*=UTF-8''${encodeURIComponent('营业执照 2024 ')}%28final%29.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('never lets the name break the header and gives the extension of the real type', async () => {
    const token = await seller();
    const doc = await uploaded(token, 'other', filePart(PNG, 'evil.html; filename=x.html', 'text/html'));
    const response = await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token });
    expect(response.headers['content-type']).toBe('image/png');
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toBe(`attachment; filename="evil.html_ filename=x.png"; filename*=UTF-8''evil.html%3B%20filename%3Dx.png`);
    expect(disposition.startsWith('attachment;')).toBe(true);
  });
});

describe('changing a document', () => {
  it('replaces the file while pending and removes the old bytes', async () => {
    const token = await seller();
    const doc = await uploaded(token);
    const oldFile = await fileIdOf(doc.id);
    const response = await t.request({ method: 'POST', url: `/v1/documents/${doc.id}/file`, token, ...multipart([filePart(PNG, 'rescan.png', 'image/png')]) });
    expect(response.statusCode).toBe(200);
    expect(envelope<Doc>(response)).toMatchObject({
      message: 'File replaced',
      data: { id: doc.id, original_name: 'rescan.png', content_type: 'image/png', size: PNG.length, status: 'pending' },
    });
    expect(await filesOf(oldFile)).toEqual([]);
    const download = await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token });
    expect(download.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the old file when the replacement is refused', async () => {
    const token = await seller();
    const doc = await uploaded(token);
    for (const [data, status, message] of [
      [EXE, 400, 'Upload a PDF, PNG or JPEG file'],
      [Buffer.alloc(0), 400, 'The file is empty'],
      [Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x25), 413, 'The file is larger than 10 MB'],
    ] as const) {
      const response = await t.request({ method: 'POST', url: `/v1/documents/${doc.id}/file`, token, ...multipart([filePart(data)]) });
      expect(response.statusCode).toBe(status);
      expect(envelope(response).errors).toEqual({ file: message });
    }
    const missing = await t.request({ method: 'POST', url: `/v1/documents/${doc.id}/file`, token, ...multipart([{ field: 'type', value: 'other' }]) });
    expect(envelope(missing).errors).toEqual({ type: 'This field is not allowed', file: 'Choose a file to upload' });
    const download = await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('edits the kind and title while pending, clears the title with null, refuses status and owner', async () => {
    const token = await seller();
    const doc = await uploaded(token, 'other', filePart(PDF), 'Draft');
    const edited = await t.request({ method: 'PATCH', url: `/v1/documents/${doc.id}`, token, payload: { type: 'bank_letter', title: 'HSBC letter' } });
    expect(edited.statusCode).toBe(200);
    expect(envelope<Doc>(edited).data).toMatchObject({ type: 'bank_letter', title: 'HSBC letter' });
    const cleared = await t.request({ method: 'PATCH', url: `/v1/documents/${doc.id}`, token, payload: { title: null } });
    expect(envelope<Doc>(cleared).data.title).toBeNull();
    const bad = await t.request({
      method: 'PATCH',
      url: `/v1/documents/${doc.id}`,
      token,
      payload: { type: 'passport', status: 'verified', owner_id: doc.id },
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ type: 'Choose the kind of document', status: 'This field is not allowed', owner_id: 'This field is not allowed' });
  });

  it('deletes a pending document together with its file', async () => {
    const token = await seller();
    const doc = await uploaded(token);
    const fileId = await fileIdOf(doc.id);
    const deleted = await t.request({ method: 'DELETE', url: `/v1/documents/${doc.id}`, token });
    expect(deleted.statusCode).toBe(200);
    expect(envelope(deleted).data).toEqual({ id: doc.id });
    expect(await filesOf(fileId)).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/v1/documents/${doc.id}`, token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token })).statusCode).toBe(404);
  });

  it.each([
    ['verified', 'This document is verified, so it can no longer be changed or deleted'],
    ['rejected', 'This document was rejected, so it can no longer be changed or deleted. Upload a new one instead'],
  ] as const)('answers 409 for every change to a %s document, and still serves it', async (status, message) => {
    const token = await seller();
    const doc = await uploaded(token);
    await setStatus(doc.id, status, status === 'rejected' ? 'The stamp is not readable' : null);
    const attempts = [
      await t.request({ method: 'PATCH', url: `/v1/documents/${doc.id}`, token, payload: { title: 'New' } }),
      await t.request({ method: 'DELETE', url: `/v1/documents/${doc.id}`, token }),
      await t.request({ method: 'POST', url: `/v1/documents/${doc.id}/file`, token, ...multipart([filePart(PNG, 'b.png')]) }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(409);
      expect(envelope(response).message).toBe(message);
    }
    const one = envelope<Doc>(await t.request({ method: 'GET', url: `/v1/documents/${doc.id}`, token })).data;
    expect(one).toMatchObject({ status, title: null, review_note: status === 'rejected' ? 'The stamp is not readable' : null });
    expect((await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token })).statusCode).toBe(200);
  });
});

describe('GET /v1/documents', () => {
  it('filters by type and status, searches title and file name, sorts and paginates', async () => {
    const token = await seller();
    const licence = await uploaded(token, 'registration_certificate', filePart(PDF, 'licence-2024.pdf'), 'Business licence');
    const tax = await uploaded(token, 'tax_certificate', filePart(PDF, 'gst.pdf'), '50% rebate form');
    const passport = await uploaded(token, 'owner_id', filePart(PNG, 'passport-scan.png'));
    await setStatus(tax.id, 'rejected', 'Expired');

    const list = (query: string) => t.request({ method: 'GET', url: `/v1/documents${query}`, token }).then((r) => envelope<Doc[]>(r));
    expect((await list('')).data.map((d) => d.id)).toEqual([passport.id, tax.id, licence.id]);
    expect((await list('?type=owner_id')).data.map((d) => d.id)).toEqual([passport.id]);
    expect((await list('?status=rejected')).data).toEqual([expect.objectContaining({ id: tax.id, review_note: 'Expired' })]);
    expect((await list('?q=LICENCE')).data.map((d) => d.id)).toEqual([licence.id]);
    expect((await list('?q=scan')).data.map((d) => d.id)).toEqual([passport.id]);
    // % is a literal in a search, not a wildcard.
    expect((await list('?q=50%25')).data.map((d) => d.id)).toEqual([tax.id]);
    expect((await list('?sort=type&order=asc')).data.map((d) => d.type)).toEqual(['owner_id', 'registration_certificate', 'tax_certificate']);
    const page2 = await list('?limit=2&page=2');
    expect(page2).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
    expect(page2.data.map((d) => d.id)).toEqual([licence.id]);
  });

  it('refuses unknown filter values and sorts', async () => {
    const token = await seller();
    const badType = await t.request({ method: 'GET', url: '/v1/documents?type=passport', token });
    expect(badType.statusCode).toBe(400);
    expect(envelope(badType).errors).toHaveProperty('type');
    expect((await t.request({ method: 'GET', url: '/v1/documents?status=approved', token })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/documents?sort=original_name', token })).statusCode).toBe(400);
  });
});

describe('ownership and access', () => {
  it('hides one seller’s documents from another for every verb', async () => {
    const owner = await seller();
    const doc = await uploaded(owner, 'bank_letter', filePart(PDF), 'Mine');
    const intruder = await seller();
    const attempts = [
      await t.request({ method: 'GET', url: `/v1/documents/${doc.id}`, token: intruder }),
      await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token: intruder }),
      await t.request({ method: 'PATCH', url: `/v1/documents/${doc.id}`, token: intruder, payload: { title: 'Theirs' } }),
      await t.request({ method: 'POST', url: `/v1/documents/${doc.id}/file`, token: intruder, ...multipart([filePart(PNG, 'x.png')]) }),
      await t.request({ method: 'DELETE', url: `/v1/documents/${doc.id}`, token: intruder }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    expect(envelope<Doc[]>(await t.request({ method: 'GET', url: '/v1/documents', token: intruder })).total).toBe(0);
    expect(envelope<Doc[]>(await t.request({ method: 'GET', url: `/v1/documents?q=${encodeURIComponent('Mine')}`, token: intruder })).data).toEqual([]);
    const still = envelope<Doc>(await t.request({ method: 'GET', url: `/v1/documents/${doc.id}`, token: owner })).data;
    expect(still).toMatchObject({ title: 'Mine', original_name: 'licence.pdf' });
    expect((await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token: owner })).rawPayload.equals(PDF)).toBe(true);
  });

  it('needs a signed-in seller past onboarding', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/documents' })).statusCode).toBe(401);
    expect((await upload(undefined, [{ field: 'type', value: 'other' }, filePart(PDF)])).statusCode).toBe(401);
    const buyer = (await signUp(t, { role: 'buyer' })).token;
    expect((await t.request({ method: 'GET', url: '/v1/documents', token: buyer })).statusCode).toBe(403);
    const newSeller = (await signUp(t, { role: 'seller' })).token;
    expect((await upload(newSeller, [{ field: 'type', value: 'other' }, filePart(PDF)])).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/documents/not-a-uuid', token: await seller() })).statusCode).toBe(400);
  });
});

describe('demo documents', () => {
  it('gives a seller one document in each state, each downloadable', async () => {
    const { token, user } = await onboardedSeller(t);
    await t.db.transaction((tx) => seedDemoDocuments(tx, user.id));
    const list = envelope<Doc[]>(await t.request({ method: 'GET', url: '/v1/documents?limit=100', token })).data;
    expect(new Set(list.map((d) => d.status))).toEqual(new Set(['pending', 'verified', 'rejected']));
    expect(list.find((d) => d.status === 'rejected')?.review_note).toBeTruthy();
    for (const doc of list) {
      const download = await t.request({ method: 'GET', url: `/v1/documents/${doc.id}/file`, token });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe(doc.content_type);
    }
  });
});
