import FileImageOutlined from '@ant-design/icons-svg/es/asn/FileImageOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { Icon } from '../../components/Icon';
import { useTranslation } from '../../i18n';
import type { DocumentRecord } from '../../contract/documents';
import { ClampedText } from '../../engine/cells';
import type { CellProps } from '../../engine/types';
import { formatFileSize } from '../../components/file-size';
import './documents.css';

/** The title (or the kind, without one) over the file's name and size, with a PDF or image icon. */
export function DocumentCell({ record }: CellProps<DocumentRecord>) {
  const { t, i18n } = useTranslation();
  const size = formatFileSize(record.size, i18n.resolvedLanguage ?? 'en');
  return (
    <span className="document-cell">
      <Icon
        svg={record.content_type === 'application/pdf' ? FilePdfOutlined : FileImageOutlined}
        aria-hidden
        className={record.content_type === 'application/pdf' ? 'document-icon is-pdf' : 'document-icon is-image'}
      />
      <span className="document-cell-text">
        <span className="document-cell-title">{record.title ?? t(`documentType.${record.type}`)}</span>
        <span className="document-cell-file" title={record.original_name}>
          {t('documentsPage.fileSize', { name: record.original_name, size })}
        </span>
      </span>
    </span>
  );
}

/** The reviewer's note on a rejected document; while pending, that it waits for review. */
export function ReviewNoteCell({ record }: CellProps<DocumentRecord>) {
  const { t } = useTranslation();
  if (record.review_note) {
    return <ClampedText text={record.review_note} rows={3} className="document-note" />;
  }
  return <span className="cell-empty">{record.status === 'pending' ? t('documentsPage.awaitingReview') : '—'}</span>;
}
