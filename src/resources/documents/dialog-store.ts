// Which upload the documents page has open: a new document, or a new file for a pending one. A row
// action (outside React) opens it; the dialog, mounted once by the list's toolbar, follows it.
import { useSyncExternalStore } from 'react';
import type { DocumentRecord } from '../../contract/documents';

export type UploadRequest = { mode: 'create' } | { mode: 'replace'; document: DocumentRecord };

let current: UploadRequest | null = null;
const listeners = new Set<() => void>();

function set(next: UploadRequest | null): void {
  current = next;
  for (const listener of [...listeners]) listener();
}

export const uploadDialog = {
  openCreate: () => set({ mode: 'create' }),
  openReplace: (document: DocumentRecord) => set({ mode: 'replace', document }),
  close: () => set(null),
  get: (): UploadRequest | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useUploadRequest(): UploadRequest | null {
  return useSyncExternalStore(uploadDialog.subscribe, uploadDialog.get, uploadDialog.get);
}
