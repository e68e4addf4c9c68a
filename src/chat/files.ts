// The checks the composer runs on an attachment before it is queued: the rules the API applies
// (size, and the type read from the first bytes), with the contract's messages.
import { chatMessages, MAX_CHAT_ATTACHMENT_BYTES, type ChatAttachmentType } from '../contract/chat';
import { DOCUMENT_SNIFF_BYTES, sniffDocumentType } from '../contract/documents';

/** What the file picker offers; a file chosen anyway is still judged by its bytes. */
export const CHAT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

async function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, DOCUMENT_SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // jsdom's Blob has no arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(head);
  });
}

/** The real type of an acceptable attachment, or the message the API would answer. */
export async function checkAttachment(file: Blob): Promise<{ type: ChatAttachmentType } | { error: string }> {
  if (file.size === 0) return { error: chatMessages.fileEmpty };
  if (file.size > MAX_CHAT_ATTACHMENT_BYTES) return { error: chatMessages.fileTooLarge };
  try {
    const type = sniffDocumentType(await readHead(file));
    return type ? { type } : { error: chatMessages.fileType };
  } catch {
    return { error: chatMessages.fileType };
  }
}
