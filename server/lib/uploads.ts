// Uploaded files (documents, chat attachments): reading one file from a multipart request (size,
// emptiness and real type checked on the bytes), storing it in `files`, and sending it back as a
// download with headers that keep a browser from running it.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { cleanFileName, DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES, sniffDocumentType, type DocumentContentType } from '../../src/contract/documents';
import { authMessages } from '../../src/contract/messages';
import { unstorableTextMessage } from '../../src/contract/text';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { AppError, badRequest } from './errors';

export interface UploadedFile {
  data: Buffer;
  contentType: DocumentContentType;
  /** The cleaned client name, for display only. */
  originalName: string;
}

export interface ReadUpload {
  /** Text fields by name, as sent. */
  fields: Record<string, string>;
  /** The `file` part, checked; undefined when it is missing or refused (then `errors.file` says why, if required). */
  file?: UploadedFile;
  /** Problems by field name: the file's and unknown parts'. */
  errors: Record<string, string>;
}

/** The messages an upload answers with: each area words them for its own page. */
export interface UploadMessages {
  multipartRequired: string;
  fileRequired: string;
  fileEmpty: string;
  fileTooLarge: string;
  fileType: string;
  oneFile: string;
}

export interface UploadRules {
  messages: UploadMessages;
  /** False when the form may come without a file (a chat message with text only). */
  required?: boolean;
}

const FILE_FIELD = 'file';

/** Error codes of @fastify/multipart's limits. */
const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;

/**
 * Reads a multipart request holding one `file` (PDF, PNG or JPEG by its bytes) and the text fields in
 * `fieldNames`. A file over 10 MB stops the read at once with 413; every other problem comes back in
 * `errors`, so that a response can name all of them together.
 */
export async function readFileUpload(request: FastifyRequest, fieldNames: readonly string[], rules: UploadRules): Promise<ReadUpload> {
  const { messages } = rules;
  const required = rules.required ?? true;
  if (!request.isMultipart()) throw badRequest(messages.multipartRequired, { [FILE_FIELD]: messages.fileRequired });
  const fields: Record<string, string> = {};
  const errors: Record<string, string> = {};
  let file: UploadedFile | undefined;
  let files = 0;
  try {
    // Two files allowed through the parser so that a second one is refused with a message, not a limit error.
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 10, parts: 12 } })) {
      if (part.type === 'field') {
        if (!fieldNames.includes(part.fieldname)) errors[part.fieldname] = authMessages.unknownField;
        else {
          const value = typeof part.value === 'string' ? part.value : String(part.value);
          // Multipart fields skip the route's validator, so they get its text check here.
          const unstorable = unstorableTextMessage(value);
          if (unstorable) errors[part.fieldname] = unstorable;
          else fields[part.fieldname] = value;
        }
        continue;
      }
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        errors[part.fieldname] = authMessages.unknownField;
        continue;
      }
      files += 1;
      const data = await part.toBuffer();
      if (files > 1) {
        errors[FILE_FIELD] = messages.oneFile;
        continue;
      }
      if (data.length === 0) {
        errors[FILE_FIELD] = messages.fileEmpty;
        continue;
      }
      const contentType = sniffDocumentType(data.subarray(0, 16));
      if (!contentType) {
        errors[FILE_FIELD] = messages.fileType;
        continue;
      }
      file = { data, contentType, originalName: cleanFileName(part.filename) };
    }
  } catch (error) {
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.fileTooLarge, { [FILE_FIELD]: messages.fileTooLarge });
    if (code === 'FST_FILES_LIMIT') throw badRequest(messages.oneFile, { [FILE_FIELD]: messages.oneFile });
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest(authMessages.validationFailed, { body: authMessages.validationFailed });
    throw error;
  }
  if (files > 1) file = undefined;
  if (required && !file && !errors[FILE_FIELD]) errors[FILE_FIELD] = messages.fileRequired;
  return { fields, file, errors };
}

/** `{field: message}` of a failed zod parse; unknown keys get the API's usual message. */
export function zodFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] ??= authMessages.unknownField;
      continue;
    }
    errors[issue.path.join('.') || 'body'] ??= issue.message;
  }
  return errors;
}

/** Throws the envelope's 400 when there is any problem: one message when one field fails. */
export function throwIfProblems(errors: Record<string, string>): void {
  const messages = Object.values(errors);
  if (messages.length === 0) return;
  throw badRequest(messages.length === 1 ? messages[0] : authMessages.validationFailed, errors);
}

/** Stores the bytes under a generated id; the uploaded name is never used to store or serve them. */
export async function insertFile(db: Database, ownerId: string, upload: UploadedFile): Promise<string> {
  const [file] = await db
    .insert(files)
    .values({
      ownerId,
      contentType: upload.contentType,
      size: upload.data.length,
      sha256: createHash('sha256').update(upload.data).digest('hex'),
      data: upload.data,
    })
    .returning({ id: files.id });
  return file.id;
}

const KNOWN_EXTENSIONS: Readonly<Record<DocumentContentType, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

/** The name a download is saved under: the shown name, with an extension that matches the real type. */
export function downloadName(originalName: string, contentType: DocumentContentType): string {
  const name = cleanFileName(originalName);
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (KNOWN_EXTENSIONS[contentType].includes(extension)) return name;
  const base = dot > 0 && /^\.[a-z0-9]{1,5}$/i.test(extension) ? name.slice(0, dot) : name;
  return `${base}${DOCUMENT_EXTENSIONS[contentType]}`;
}

/**
 * `attachment` with a plain-ASCII `filename` for old clients and the exact name as RFC 5987
 * `filename*`, so no character of an uploaded file name can break out of the header.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends stored bytes as a download that the browser saves and never renders or runs. */
export function sendAttachment(reply: FastifyReply, file: { data: Buffer | Uint8Array; contentType: DocumentContentType; name: string }): FastifyReply {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentDisposition(downloadName(file.name, file.contentType)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Opened directly anyway, the file runs nothing and reaches nothing.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.data)
  );
}
