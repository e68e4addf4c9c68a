import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Result, Table } from 'antd';
import { useId, useRef, useState } from 'react';
import { translateMessage, useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import './products.css';

export interface ImportProblem {
  row: number;
  field: string;
  message: string;
}

export type ImportOutcome =
  | { kind: 'imported'; created: number; updated: number; message: string }
  | { kind: 'problems'; message: string; problems: ImportProblem[] }
  | { kind: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function problemsOf(data: unknown): ImportProblem[] {
  const list = isRecord(data) && Array.isArray(data.problems) ? data.problems : [];
  return list.filter(isRecord).map((p) => ({ row: Number(p.row), field: String(p.field ?? ''), message: String(p.message ?? '') }));
}

/** Sends the CSV; a refused file's per-row report comes back in the 422 answer's `data`. */
export async function importProductsCsv(file: File): Promise<ImportOutcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await api.postForm<{ created?: number; updated?: number }>('products/import', body, { toast: false });
  if (result.success)
    return { kind: 'imported', created: Number(result.data?.created ?? 0), updated: Number(result.data?.updated ?? 0), message: result.message };
  if (result.status === 422) return { kind: 'problems', message: result.message, problems: problemsOf(result.details) };
  return { kind: 'failed', message: result.message };
}

/** The per-row report of a refused file: line, column and what to fix. */
export function ImportReport({ problems }: { problems: ImportProblem[] }) {
  const { t } = useTranslation();
  return (
    <Table<ImportProblem & { key: string }>
      className="import-report"
      size="small"
      pagination={problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      dataSource={problems.map((problem, index) => ({ ...problem, key: `${problem.row}-${problem.field}-${index}` }))}
      columns={[
        { key: 'row', dataIndex: 'row', title: t('products.importRow'), width: 72 },
        { key: 'field', dataIndex: 'field', title: t('products.importField'), render: (field: string) => <code>{field}</code> },
        { key: 'message', dataIndex: 'message', title: t('products.importProblem'), render: (message: string) => translateMessage(message) },
      ]}
    />
  );
}

export function ImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  const close = () => {
    if (busy) return;
    setFile(null);
    setOutcome(null);
    onClose();
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const result = await importProductsCsv(file);
    setBusy(false);
    setOutcome(result);
    if (result.kind === 'imported') await onImported();
  };

  const done = outcome?.kind === 'imported';
  return (
    <Modal
      open={open}
      title={t('products.importTitle')}
      onCancel={close}
      maskClosable={!busy}
      keyboard={!busy}
      closable={!busy}
      width={640}
      footer={
        done ? (
          <Button type="primary" onClick={close}>
            {t('resources.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              {t('resources.cancel')}
            </Button>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => void start()} loading={busy} disabled={!file}>
              {t('products.importStart')}
            </Button>
          </>
        )
      }
    >
      {done && outcome.kind === 'imported' ? (
        <Result
          status="success"
          title={t('products.importDone')}
          subTitle={t('products.importSummary', { created: outcome.created, updated: outcome.updated })}
        />
      ) : (
        <div className="import-body">
          <p>{t('products.importHelp')}</p>
          <p className="form-section-text">{t('products.importColumns')}</p>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input-hidden"
            tabIndex={-1}
            data-testid="product-import-input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              event.target.value = '';
            }}
          />
          <div className="import-file">
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
              {file ? t('products.importChangeFile') : t('products.importChooseFile')}
            </Button>
            {file && <span className="import-file-name">{file.name}</span>}
          </div>
          {busy && <Progress percent={100} status="active" showInfo={false} aria-label={t('products.importing')} />}
          {busy && <p className="form-section-text">{t('products.importing')}</p>}
          {outcome?.kind === 'failed' && <Alert type="error" showIcon message={translateMessage(outcome.message)} />}
          {outcome?.kind === 'problems' && (
            <div className="import-problems" role="alert">
              <Alert type="error" showIcon message={translateMessage(outcome.message)} description={t('products.importNothingChanged')} />
              <ImportReport problems={outcome.problems} />
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}

export default ImportDialog;
