import { useTranslation } from '../../../i18n';
import type { AdminDocument } from '../../../contract/admin';
import { adminMessages } from '../../../contract/admin';
import { adminPath, decide } from '../../common/api';
import { adminDialog } from '../../common/dialog-store';
import { api } from '../../../providers/http';
import { EnumTag } from '../../../engine/cells';
import type { CellProps } from '../../../engine/types';
import { DOCUMENT_TYPE } from '../../../resources/documents';
import { formatFileSize } from '../../../components/file-size';

/** The document's title (else its file name), the file name and size under it. */
export function DocumentCell({ record }: CellProps<AdminDocument>) {
  const { i18n } = useTranslation();
  return (
    <span className="admin-party">
      <span className="admin-party-title">{record.title ?? record.original_name}</span>
      <span className="cell-sub">
        {record.original_name} · {formatFileSize(record.size, i18n.resolvedLanguage ?? 'en')}
      </span>
      <span>
        <EnumTag values={DOCUMENT_TYPE} value={record.type} />
      </span>
    </span>
  );
}

/** Saves the file through the authenticated blob call (the API answers it as an attachment). */
export async function downloadDocument(document: Pick<AdminDocument, 'id' | 'original_name'>): Promise<void> {
  await api.download(adminPath('documents', document.id, 'file'), document.original_name);
}

/** Verify (the note is optional) or reject (the seller reads the note, so it is required). */
export function openDocumentReview(
  decision: 'verify' | 'reject',
  document: Pick<AdminDocument, 'id' | 'title' | 'original_name' | 'rejecting_removes_badge'>,
  after: () => Promise<void>,
): Promise<void> {
  const name = document.title ?? document.original_name;
  adminDialog.open({
    kind: 'note',
    titleKey: decision === 'verify' ? 'adminDocuments.verifyTitle' : 'adminDocuments.rejectTitle',
    textKey: decision === 'verify' ? 'adminDocuments.verifyText' : 'adminDocuments.rejectText',
    warningKey: decision === 'reject' && document.rejecting_removes_badge ? 'adminDocuments.rejectRemovesBadge' : undefined,
    values: { name },
    noteLabelKey: decision === 'verify' ? 'adminDocuments.noteOptional' : 'adminDocuments.noteForSeller',
    requiredMessage: decision === 'reject' ? adminMessages.noteRequired : undefined,
    confirmKey: decision === 'verify' ? 'adminDocuments.verifyConfirm' : 'adminDocuments.rejectConfirm',
    danger: decision === 'reject',
    submit: (note) => decide(adminPath('documents', document.id, decision), note ? { note } : {}),
    after,
  });
  return Promise.resolve();
}
