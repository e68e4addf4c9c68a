// The seller's business documents (/documents): the kinds, the file rules, the messages, the fields
// of an upload and of an edit, and the record the API answers. Shared by the upload dialog and the API.
import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_STATUSES, DOCUMENT_TITLE_MAX, DOCUMENT_TYPES, documentMessages } from './documents-constants';
export * from './documents-constants';

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
