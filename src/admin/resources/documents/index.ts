// Back office: the documents queue (/admin/documents). Pending documents oldest first by default;
// each can be downloaded, verified (optional note) or rejected (a note the seller reads).
import { CheckOutlined, CloseOutlined, DownloadOutlined, FileProtectOutlined } from '@ant-design/icons';
import type { AdminDocument } from '../../../contract/admin';
import { DOCUMENT_QUEUE_STATUS } from '../../common/values';
import { ReviewerNoteCell, SellerPartyCell } from '../../common/cells';
import { DOCUMENT_STATUS, DOCUMENT_TYPE } from '../../../resources/documents';
import { defineResource } from '../../../engine/types';
import { DocumentCell, downloadDocument, openDocumentReview } from './review';

const pending = (document: AdminDocument) => document.status === 'pending';
/** A verified document may still be rejected later (found expired or forged); a rejected one stays rejected. */
const rejectable = (document: AdminDocument) => document.status !== 'rejected';

export const adminDocuments = defineResource<AdminDocument>({
  name: 'admin/documents',
  labelKey: 'adminDocuments.title',
  singularKey: 'adminDocuments.one',
  texts: ['documents'],
  icon: FileProtectOutlined,
  routes: { list: '/admin/documents' },
  menu: { labelKey: 'adminNav.documents', icon: FileProtectOutlined },
  access: { area: 'documents' },

  list: {
    columns: [
      { key: 'document', titleKey: 'adminDocuments.document', field: 'original_name', cell: { kind: 'custom', cell: DocumentCell }, card: 'title' },
      { key: 'seller', titleKey: 'adminDocuments.seller', cell: { kind: 'custom', cell: SellerPartyCell }, width: 260 },
      { key: 'status', titleKey: 'adminDocuments.status', field: 'status', cell: { kind: 'enum', values: DOCUMENT_STATUS }, sortKey: 'status' },
      { key: 'note', titleKey: 'adminDocuments.note', cell: { kind: 'custom', cell: ReviewerNoteCell }, width: 200 },
      { key: 'submitted', titleKey: 'adminDocuments.submitted', field: 'created_at', cell: { kind: 'relativeTime' }, sortKey: 'created_at' },
    ],
    filters: [
      { kind: 'search', placeholderKey: 'adminDocuments.searchPlaceholder' },
      { kind: 'select', field: 'status', labelKey: 'adminDocuments.queueStatus', values: DOCUMENT_QUEUE_STATUS },
      { kind: 'select', field: 'type', labelKey: 'adminDocuments.type', values: DOCUMENT_TYPE },
    ],
    defaultSort: { field: 'created_at', order: 'asc' },
    rowActions: [
      {
        key: 'verify',
        kind: 'run',
        labelKey: 'adminDocuments.verify',
        icon: CheckOutlined,
        visible: pending,
        run: (document, context) => openDocumentReview('verify', document, context.refresh),
      },
      {
        key: 'reject',
        kind: 'run',
        labelKey: 'adminDocuments.reject',
        icon: CloseOutlined,
        danger: true,
        visible: rejectable,
        run: (document, context) => openDocumentReview('reject', document, context.refresh),
      },
      { key: 'download', kind: 'run', labelKey: 'adminDocuments.download', icon: DownloadOutlined, run: (document) => downloadDocument(document) },
    ],
    emptyKey: 'adminDocuments.empty',
  },
});
