// The checks the upload dialog runs before sending, with the contract's rules and messages: the same
// file the server would refuse is refused here, by its size and its first bytes (never its name).
import { DOCUMENT_SNIFF_BYTES, documentMessages, MAX_DOCUMENT_BYTES, sniffDocumentType } from '../../contract/documents';
import { intlLocale } from '../_generic/format';

/** What the file picker offers; a file chosen anyway is still judged by its bytes. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, DOCUMENT_SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines (and jsdom) without Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

/** The contract message the server would answer for this file, or undefined when it would take it. */
export async function checkDocumentFile(file: Blob): Promise<string | undefined> {
  if (file.size === 0) return documentMessages.fileEmpty;
  if (file.size > MAX_DOCUMENT_BYTES) return documentMessages.fileTooLarge;
  try {
    return sniffDocumentType(await readHead(file)) ? undefined : documentMessages.fileType;
  } catch {
    return documentMessages.fileType;
  }
}

/** "820 B", "14 KB", "2.4 MB": the number in the user's language, the unit as every language writes it. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] = bytes < 1024 ? [bytes, 'B'] : bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  const number = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: value < 10 && unit !== 'B' ? 1 : 0 }).format(value);
  return `${number} ${unit}`;
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
