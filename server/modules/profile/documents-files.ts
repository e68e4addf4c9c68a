// The file side of business documents: the shared upload reading (server/lib/uploads.ts) with the
// documents' own messages.
import type { FastifyRequest } from 'fastify';
import { documentMessages } from '../../../src/contract/documents';
import { readFileUpload, type ReadUpload } from '../../lib/uploads';

export {
  attachmentDisposition,
  downloadName,
  insertFile,
  sendAttachment,
  throwIfProblems,
  zodFieldErrors,
  type ReadUpload,
  type UploadedFile,
} from '../../lib/uploads';

/**
 * Reads a multipart request holding one `file` and the text fields in `fieldNames`. A file over
 * 10 MB stops the read at once with 413; every other problem comes back in `errors`.
 */
export function readDocumentUpload(request: FastifyRequest, fieldNames: readonly string[]): Promise<ReadUpload> {
  return readFileUpload(request, fieldNames, { messages: documentMessages, required: true });
}
