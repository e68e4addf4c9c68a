// The checks the composer runs on an attachment before it is queued: the rules the API applies
// (size, and the type read from the first bytes), with the contract's messages.
import { chatMessages, MAX_CHAT_ATTACHMENT_BYTES, type ChatAttachmentType } from '../contract/chat';
import { sniffDocumentType } from '../contract/documents';
import { readDocumentHead } from '../components/document-head';

/** The real type of an acceptable attachment, or the message the API would answer. */
export async function checkAttachment(file: Blob): Promise<{ type: ChatAttachmentType } | { error: string }> {
  if (file.size === 0) return { error: chatMessages.fileEmpty };
  if (file.size > MAX_CHAT_ATTACHMENT_BYTES) return { error: chatMessages.fileTooLarge };
  try {
    const type = sniffDocumentType(await readDocumentHead(file));
    return type ? { type } : { error: chatMessages.fileType };
  } catch {
    return { error: chatMessages.fileType };
  }
}
