// The checks the upload dialog runs before sending, with the contract's rules and messages: the same file
// the server would refuse is refused here, by its size and its first bytes (never its name). The lists'
// file sizes live in file-size.ts, which loads up front with the declarations; these load with the dialog.
import { readDocumentHead } from './document-head';
import { documentMessages, MAX_DOCUMENT_BYTES, sniffDocumentType } from '../contract/documents-constants';

/** The contract message the server would answer for this file, or undefined when it would take it. */
export async function checkDocumentFile(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return documentMessages.fileEmpty;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.fileTooLarge;
  try {
    return sniffDocumentType(await readDocumentHead(file)) ? undefined : documentMessages.fileType;
  } catch {
    return documentMessages.fileType;
  }
}

/**
 * How far a bar should be after `elapsedMs` of an upload of `bytes`. fetch reports no upload
 * progress, so the bar moves at a modest expected speed and slows as it nears 90%; the answer
 * takes it to 100%.
 */
export function expectedProgress(elapsedMs: number, bytes: number): number {
  const expectedMs = 400 + bytes / 1000; // about 1 MB a second, plus the round trip
  return Math.min(90, Math.round(90 * (1 - Math.exp(-elapsedMs / expectedMs))));
}
