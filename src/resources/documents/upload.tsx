// The upload dialog of the documents page: a new document (kind, optional title, file) or a new file
// for a pending one. The file is checked here with the contract's rules before anything is sent.
import { CloseOutlined, FileImageOutlined, FilePdfOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Progress, Select } from 'antd';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { DOCUMENT_TITLE_MAX, DOCUMENT_TYPES, documentFieldsSchema, documentMessages, type DocumentRecord, type DocumentType } from '../../contract/documents';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import { toast } from '../../providers/toast';
import { useRefresh } from '../../engine/actions';
import { zodRule } from '../../engine/rules';
import { uploadDialog, useUploadRequest, type UploadRequest } from './dialog-store';
import { DOCUMENT_ACCEPT } from '../../components/document-head';
import { formatFileSize } from '../../components/file-size';
import { checkDocumentFile, expectedProgress } from '../../components/files';
import './documents.css';

interface FieldValues {
  type?: DocumentType;
  title?: string;
}

const PROGRESS_TICK_MS = 150;

/** The FormData the API takes: type and title (create only, a blank title left out), then the file. */
export function uploadBody(request: UploadRequest, values: FieldValues, file: File): FormData {
  const body = new FormData();
  if (request.mode === 'create') {
    if (values.type) body.append('type', values.type);
    const title = values.title?.trim();
    if (title) body.append('title', title);
  }
  body.append('file', file, file.name);
  return body;
}

function ChosenFile({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  const Icon = pdf ? FilePdfOutlined : FileImageOutlined;
  return (
    <div className="document-chosen">
      <Icon aria-hidden className={pdf ? 'document-icon is-pdf' : 'document-icon is-image'} />
      <span className="document-cell-text">
        <span className="document-cell-title">{file.name}</span>
        <span className="document-cell-file">{formatFileSize(file.size, i18n.resolvedLanguage ?? 'en')}</span>
      </span>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('documentsPage.removeFile', { name: file.name })}
        onClick={onRemove}
        disabled={disabled}
      />
    </div>
  );
}

function UploadForm({ request, onBusy }: { request: UploadRequest; onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh('documents');
  const [form] = Form.useForm<FieldValues>();
  const input = useRef<HTMLInputElement>(null);
  const chooseId = useId();
  const [file, setFile] = useState<File | null>(null);
  /** A contract message (English), translated when shown. */
  const [fileError, setFileError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [sending, setSending] = useState<{ startedAt: number; bytes: number } | null>(null);
  const [progress, setProgress] = useState(0);
  const [dropActive, setDropActive] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const pickCount = useRef(0);

  useEffect(() => onBusy(sending !== null), [sending, onBusy]);
  useEffect(() => {
    if (!sending) return undefined;
    const timer = setInterval(() => setProgress(expectedProgress(Date.now() - sending.startedAt, sending.bytes)), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [sending]);
  // Closing the dialog mid-upload stops the request.
  useEffect(() => () => controller.current?.abort(), []);

  const pick = async (files: readonly File[]) => {
    const pickNumber = ++pickCount.current;
    if (files.length > 1) {
      setFile(null);
      setFileError(documentMessages.oneFile);
      return;
    }
    const chosen = files[0];
    if (!chosen) return;
    setFile(chosen);
    setFileError(null);
    setChecking(true);
    const problem = await checkDocumentFile(chosen);
    // A later pick wins over a slower check of an earlier one.
    if (pickNumber !== pickCount.current) return;
    setChecking(false);
    setFileError(problem ?? null);
  };

  const submit = async () => {
    // Every field's problem at once: the kind, the title and the file.
    if (!file) setFileError(documentMessages.fileRequired);
    let values: FieldValues = {};
    if (request.mode === 'create') {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    if (!file || fileError || checking) return;

    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    setSending({ startedAt: Date.now(), bytes: file.size });
    const path = request.mode === 'create' ? 'documents' : `documents/${encodeURIComponent(request.document.id)}/file`;
    const result = await api.postForm<DocumentRecord>(path, uploadBody(request, values, file), { toast: false, signal: abort.signal });
    controller.current = null;
    setSending(null);
    if (result.success) {
      setProgress(100);
      toast.success(translateMessage(result.message));
      uploadDialog.close();
      await refresh();
      return;
    }
    setProgress(0);
    if (abort.signal.aborted) return;
    const errors = result.errors ?? {};
    form.setFields((['type', 'title'] as const).filter((name) => errors[name]).map((name) => ({ name, errors: [translateMessage(errors[name])] })));
    if (errors.file) setFileError(errors.file);
    toast.error(translateMessage(result.message));
  };

  const busy = sending !== null;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    if (!busy) void pick([...event.dataTransfer.files]);
  };

  return (
    <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()} disabled={busy} className="document-upload-form">
      <p className="document-upload-intro">
        {request.mode === 'create'
          ? t('documentsPage.uploadIntro')
          : t('documentsPage.replaceIntro', { name: request.document.title ?? request.document.original_name })}
      </p>
      {request.mode === 'create' && (
        <>
          <Form.Item name="type" label={t('documentsPage.typeLabel')} required rules={[zodRule(documentFieldsSchema.shape.type)]}>
            <Select<DocumentType> placeholder={t('resources.choose')} options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentType.${value}`) }))} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('documentsPage.titleLabel')}
            extra={t('documentsPage.titleHelp')}
            rules={[zodRule(documentFieldsSchema.shape.title)]}
          >
            <Input maxLength={DOCUMENT_TITLE_MAX} showCount autoComplete="off" />
          </Form.Item>
        </>
      )}
      <Form.Item
        label={t('documentsPage.fileLabel')}
        htmlFor={chooseId}
        required
        validateStatus={fileError ? 'error' : checking ? 'validating' : undefined}
        help={fileError ? translateMessage(fileError) : undefined}
        extra={t('documentsPage.fileHint')}
      >
        <div
          className={['document-drop', dropActive ? 'is-active' : '', fileError ? 'has-error' : ''].filter(Boolean).join(' ')}
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDropActive(true);
          }}
          onDragLeave={() => setDropActive(false)}
          onDrop={onDrop}
        >
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            className="file-input-hidden"
            tabIndex={-1}
            aria-hidden
            data-testid="document-file-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void pick(files);
            }}
          />
          {file ? (
            <ChosenFile
              file={file}
              disabled={busy}
              onRemove={() => {
                pickCount.current++;
                setFile(null);
                setFileError(null);
                setChecking(false);
              }}
            />
          ) : (
            <InboxOutlined aria-hidden className="document-icon is-image" />
          )}
          <Button id={chooseId} icon={<UploadOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
            {file ? t('documentsPage.changeFile') : t('documentsPage.chooseFile')}
          </Button>
          {!file && <span className="document-drop-hint">{t('documentsPage.dropHint')}</span>}
        </div>
      </Form.Item>
      {(busy || progress === 100) && file && (
        <div className="document-progress" role="status">
          <p className="document-progress-text">{t('documentsPage.uploading', { name: file.name })}</p>
          <Progress percent={progress} status={busy ? 'active' : 'success'} aria-label={t('documentsPage.uploadProgress')} />
        </div>
      )}
      <div className="document-upload-footer">
        {busy ? (
          <Button danger onClick={() => controller.current?.abort()} disabled={false}>
            {t('documentsPage.stopUpload')}
          </Button>
        ) : (
          <Button onClick={() => uploadDialog.close()}>{t('resources.cancel')}</Button>
        )}
        <Button type="primary" htmlType="submit" loading={busy || checking}>
          {request.mode === 'create' ? t('documentsPage.submitUpload') : t('documentsPage.submitReplace')}
        </Button>
      </div>
    </Form>
  );
}

/** Mounted once by the list's toolbar; opens for whatever `uploadDialog` asks. */
export default function UploadDialog() {
  const { t } = useTranslation();
  const request = useUploadRequest();
  const [busy, setBusy] = useState(false);
  // Kept while the dialog animates closed, so its body does not vanish mid-way.
  const [shown, setShown] = useState<UploadRequest | null>(request);
  if (request !== null && request !== shown) setShown(request);
  const title = shown?.mode === 'replace' ? t('documentsPage.replaceTitle') : t('documentsPage.uploadTitle');
  return (
    <Modal
      open={request !== null}
      title={title}
      onCancel={() => (busy ? undefined : uploadDialog.close())}
      closable={!busy}
      maskClosable={false}
      keyboard={!busy}
      footer={null}
      width={560}
      destroyOnHidden
      afterClose={() => setShown(null)}
    >
      {shown && <UploadForm key={shown.mode === 'replace' ? shown.document.id : 'new'} request={shown} onBusy={setBusy} />}
    </Modal>
  );
}
