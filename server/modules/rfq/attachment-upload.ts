// One RFQ attachment read from a multipart request and checked (PDF, PNG or JPEG by its bytes, up to
// 10 MB): the buyer's files and the supplier's quote files alike.
import type { FastifyRequest } from 'fastify';
import { rfqMessages } from '../../../src/contract/rfq';
import { readFileUpload, throwIfProblems } from '../../lib/uploads';

const uploadMessages = {
  multipartRequired: rfqMessages.multipartRequired,
  fileRequired: rfqMessages.fileRequired,
  fileEmpty: rfqMessages.fileEmpty,
  fileTooLarge: rfqMessages.fileTooLarge,
  fileType: rfqMessages.fileType,
  oneFile: rfqMessages.oneFile,
};

/** Reads one checked file (PDF, PNG or JPEG by its bytes, up to 10 MB) from a multipart request. */
export async function readAttachment(request: FastifyRequest) {
  const upload = await readFileUpload(request, [], { messages: uploadMessages, required: true });
  throwIfProblems(upload.errors);
  if (!upload.file) throw new Error('unreachable: a missing file was thrown above');
  return upload.file;
}
