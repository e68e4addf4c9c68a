// The seller's business documents (/documents): the kinds, the file rules, the messages, the fields
// of an upload and of an edit, and the record the API answers. Shared by the upload dialog and the API.
import { z } from 'zod';

export const DOCUMENT_TYPES = ['registration_certificate', 'tax_certificate', 'owner_id', 'bank_letter', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

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

const typeField = z.enum(DOCUMENT_TYPES, { error: documentMessages.typeRequired });
/** Optional: blank means none (stored as null). */
const titleField = z
  .string({ error: documentMessages.titleTooLong })
  .trim()
  .max(DOCUMENT_TITLE_MAX, documentMessages.titleTooLong)
  .transform((title) => (title === '' ? null : title))
  .nullable()
  .optional();

/** The text fields of an upload (multipart fields `type` and `title`, beside the `file`). */
export const documentFieldsSchema = z.strictObject({
  type: typeField,
  title: titleField,
});
export type DocumentFieldsInput = z.input<typeof documentFieldsSchema>;

/** PATCH /v1/documents/:id while pending: the kind or the title. */
export const documentUpdateSchema = z.strictObject({
  type: typeField.optional(),
  title: titleField,
});
export type DocumentUpdateInput = z.infer<typeof documentUpdateSchema>;

/** A document as the API answers it. */
export const documentRecordSchema = z.object({
  id: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  title: z.string().nullable(),
  /** The uploaded file's name, cleaned: shown only, never used to store or serve the file. */
  original_name: z.string(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  review_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

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
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const cleaned = last.normalize('NFC').replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const short = cleaned.length > 200 ? cleaned.slice(cleaned.length - 200) : cleaned;
  return short.replace(/^\.+/, '') || 'document';
}
