// Documents (/documents): the seller's business papers for review. A generic list with a toolbar that
// opens the upload dialog (multipart, which the generic form does not send); download any document,
// replace its file or delete it while it waits for review.
import { DownloadOutlined, FileTextOutlined, SwapOutlined } from '@ant-design/icons';
import { DOCUMENT_STATUSES, DOCUMENT_TYPES } from '../../contract/documents-constants';
import type { DocumentRecord } from '../../contract/documents';
import { api } from '../../providers/http';
import { defineResource, type ValueSet } from '../../engine/types';
import { DocumentCell, ReviewNoteCell } from './cells';
import { uploadDialog } from './dialog-store';
import { DocumentsToolbar } from './toolbar';

export const DOCUMENT_TYPE: ValueSet = {
  values: DOCUMENT_TYPES,
  labelPrefix: 'documentType',
  tones: { registration_certificate: 'blue', tax_certificate: 'purple', owner_id: 'cyan', bank_letter: 'magenta', other: 'default' },
};

export const DOCUMENT_STATUS: ValueSet = {
  values: DOCUMENT_STATUSES,
  labelPrefix: 'documentStatus',
  tones: { pending: 'gold', verified: 'success', rejected: 'error' },
};

const pending = (document: DocumentRecord) => document.status === 'pending';

/** Saved under the name the server gives (the uploaded name, with the real type's extension); the client shows the spec's toasts. */
export const downloadDocument = async (document: DocumentRecord): Promise<void> => {
  await api.download(`documents/${encodeURIComponent(document.id)}/file`);
};

export const documents = defineResource<DocumentRecord>({
  name: 'documents',
  labelKey: 'documentsPage.title',
  singularKey: 'documentsPage.one',
  texts: ['documents'],
  icon: FileTextOutlined,
  routes: { list: '/documents' },
  menu: { section: 'profile', labelKey: 'sellerNav.documents', icon: FileTextOutlined },

  list: {
    columns: [
      { key: 'document', titleKey: 'documentsPage.document', field: 'original_name', cell: { kind: 'custom', cell: DocumentCell }, card: 'title' },
      { key: 'type', titleKey: 'documentsPage.type', field: 'type', cell: { kind: 'enum', values: DOCUMENT_TYPE }, sortKey: 'type' },
      { key: 'status', titleKey: 'documentsPage.status', field: 'status', cell: { kind: 'enum', values: DOCUMENT_STATUS }, sortKey: 'status' },
      { key: 'note', titleKey: 'documentsPage.reviewNote', cell: { kind: 'custom', cell: ReviewNoteCell } },
      { key: 'created', titleKey: 'documentsPage.uploaded', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'documentsPage.searchPlaceholder' },
      { kind: 'select', field: 'type', labelKey: 'documentsPage.type', values: DOCUMENT_TYPE },
      { kind: 'select', field: 'status', labelKey: 'documentsPage.status', values: DOCUMENT_STATUS },
    ],
    rowActions: [
      { key: 'download', kind: 'run', labelKey: 'documentsPage.download', icon: DownloadOutlined, run: downloadDocument },
      {
        key: 'replace',
        kind: 'run',
        labelKey: 'documentsPage.replace',
        icon: SwapOutlined,
        visible: pending,
        run: async (document) => uploadDialog.openReplace(document),
      },
      {
        key: 'delete',
        kind: 'delete',
        labelKey: 'resources.delete',
        danger: true,
        visible: pending,
        confirm: { titleKey: 'documentsPage.deleteTitle', textKey: 'documentsPage.deleteText', confirmKey: 'documentsPage.deleteConfirm' },
      },
    ],
    toolbar: DocumentsToolbar,
    emptyKey: 'documentsPage.empty',
  },

  // No detail page: this only names a document in the delete confirmation and its toast.
  show: { titleField: 'original_name', facts: [] },
});
