// The seller's business documents: kinds, statuses, file rules and messages, and how a file's type is
// read from its first bytes. No zod here: the upload dialog and the list use these without loading the
// API's schemas (documents.ts re-exports all of it, with the schemas).
export const DOCUMENT_TYPES = ['registration_certificate', 'tax_certificate', 'owner_id', 'bank_letter', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/**
 * The kinds staff must have approved before a seller may show "Verified": the business's registration
 * (its business licence) and its tax registration. The owner's ID and a bank letter are welcome but
 * optional (the bank account is part of the store profile, which the checklist also asks for).
 */
export const REQUIRED_DOCUMENT_TYPES = ['registration_certificate', 'tax_certificate'] as const satisfies readonly DocumentType[];

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a document file may really be (read from its first bytes, never from its name). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The file extension a download gets for each type, whatever the uploaded name said. */
export const DOCUMENT_EXTENSIONS: Readonly<Record<DocumentContentType, string>> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 120;
/** Documents one seller may keep: every file lives in the database. */
export const MAX_DOCUMENTS_PER_SELLER = 50;

export const documentMessages = {
  typeRequired: 'Choose the kind of document',
  titleTooLong: `Keep the title to at most ${DOCUMENT_TITLE_MAX} characters`,
  fileRequired: 'Choose a file to upload',
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than 10 MB',
  fileType: 'Upload a PDF, PNG or JPEG file',
  oneFile: 'Upload one file at a time',
  multipartRequired: 'Send the document as multipart form data',
  verifiedLocked: 'This document is verified, so it can no longer be changed or deleted',
  rejectedLocked: 'This document was rejected, so it can no longer be changed or deleted. Upload a new one instead',
  tooMany: `You can keep at most ${MAX_DOCUMENTS_PER_SELLER} documents. Delete one you no longer need first`,
  uploaded: 'Document uploaded',
  replaced: 'File replaced',
} as const;
/**
 * The type of a document file from its first bytes (PDF, PNG or JPEG), or undefined. The server and
 * the upload dialog use this same rule, so a file refused in the browser would be refused by the API.
 */
export function sniffDocumentType(head: Uint8Array): DocumentContentType | undefined {
  const starts = (...bytes: number[]) => head.length >= bytes.length && bytes.every((b, i) => head[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return undefined;
}

/** Bytes a sniff needs to read. */
export const DOCUMENT_SNIFF_BYTES = 8;

/**
 * The name shown for an uploaded file: the last path segment, without control or bidi-override
 * characters, at most 200 characters; 'document' when nothing is left.
 */
export function cleanFileName(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Stripping control characters is the point.
  // eslint-disable-next-line no-control-regex
  const invisible = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
  const cleaned = last.normalize('NFC').replace(invisible, '').trim();
  const short = cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
  return short.replace(/^\.+/, '') || 'document';
}
