// What the chat composer and the document upload share before a file leaves the browser: the types the
// picker offers and the first bytes the contract's sniffer reads (the server judges the same bytes).
import { DOCUMENT_SNIFF_BYTES } from '../contract/documents-constants';

/** What a file picker offers; a file chosen anyway is still judged by its bytes. */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

/** The first DOCUMENT_SNIFF_BYTES of a file. */
export async function readDocumentHead(file: Blob): Promise<Uint8Array> {
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
