// The dialog every CSV import uses: choose a file, send it, then either the server's success or its
// per-row report of a refused file (line, column, what to fix), after which nothing has changed.
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Table } from 'antd';
import { Button } from './Button';
import { useId, useRef, useState, type ReactNode } from 'react';
import { translateMessage, useTranslation } from '../i18n';
import { api } from '../providers/http';
import './csv-import-dialog.css';

export interface CsvImportProblem {
  row: number;
  field: string;
  message: string;
}

export type CsvImportOutcome<Done> =
  { kind: 'imported'; done: Done } | { kind: 'problems'; message: string; problems: CsvImportProblem[] } | { kind: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The problems a 422 answer lists in its `data.problems`. */
function csvProblemsOf(data: unknown): CsvImportProblem[] {
  const list = isRecord(data) && Array.isArray(data.problems) ? data.problems : [];
  return list.filter(isRecord).map((p) => ({ row: Number(p.row), field: String(p.field ?? ''), message: String(p.message ?? '') }));
}

/**
 * Every import's `send`: posts the file as the form field `file` to `path`, then reads the answer: the
 * success's `data` through `toDone`, a refused file's per-row report (422), or why it failed.
 */
export async function sendCsv<Data, Done>(path: string, file: File, toDone: (data: Partial<Data> | undefined) => Done): Promise<CsvImportOutcome<Done>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await api.postForm<Partial<Data>>(path, body, { toast: false });
  if (result.success) return { kind: 'imported', done: toDone(result.data) };
  if (result.status === 422) return { kind: 'problems', message: result.message, problems: csvProblemsOf(result.details) };
  return { kind: 'failed', message: result.message };
}

/** What the dialog says, translated by the caller (each import has its own words for them). */
export interface CsvImportTexts {
  title: string;
  help: ReactNode;
  start: string;
  chooseFile: string;
  changeFile: string;
  importing: string;
  nothingChanged: string;
  row: string;
  field: string;
  problem: string;
}

/** The per-row report of a refused file: line, column and what to fix. */
function CsvImportReport({ problems, texts }: { problems: CsvImportProblem[]; texts: Pick<CsvImportTexts, 'row' | 'field' | 'problem'> }) {
  return (
    <Table<CsvImportProblem & { key: string }>
      className="import-report"
      size="small"
      pagination={problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
      scroll={{ x: 'max-content' }}
      dataSource={problems.map((problem, index) => ({ ...problem, key: `${problem.row}-${problem.field}-${index}` }))}
      columns={[
        { key: 'row', dataIndex: 'row', title: texts.row, width: 72 },
        { key: 'field', dataIndex: 'field', title: texts.field, render: (field: string) => <code>{field}</code> },
        { key: 'message', dataIndex: 'message', title: texts.problem, render: (message: string) => translateMessage(message) },
      ]}
    />
  );
}

export interface CsvImportDialogProps<Done> {
  open: boolean;
  onClose: () => void;
  onImported: () => Promise<void>;
  texts: CsvImportTexts;
  /** Sends the file; a refused file's report comes back as `problems`. */
  send: (file: File) => Promise<CsvImportOutcome<Done>>;
  /** What the dialog shows once the file is in. */
  success: (done: Done) => ReactNode;
  'data-testid'?: string;
}

export function CsvImportDialog<Done>({ open, onClose, onImported, texts, send, success, 'data-testid': testId }: CsvImportDialogProps<Done>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CsvImportOutcome<Done> | null>(null);

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
    const result = await send(file);
    setBusy(false);
    setOutcome(result);
    if (result.kind === 'imported') await onImported();
  };

  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={close}
      maskClosable={!busy}
      keyboard={!busy}
      closable={!busy}
      width={640}
      footer={
        outcome?.kind === 'imported' ? (
          <Button type="primary" onClick={close}>
            {t('resources.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              {t('resources.cancel')}
            </Button>
            <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => void start()} loading={busy} disabled={!file}>
              {texts.start}
            </Button>
          </>
        )
      }
    >
      {outcome?.kind === 'imported' ? (
        success(outcome.done)
      ) : (
        <div className="import-body">
          {texts.help}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input-hidden"
            tabIndex={-1}
            data-testid={testId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              event.target.value = '';
            }}
          />
          <div className="import-file">
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
              {file ? texts.changeFile : texts.chooseFile}
            </Button>
            {file && <span className="import-file-name">{file.name}</span>}
          </div>
          {busy && <Progress percent={100} status="active" showInfo={false} aria-label={texts.importing} />}
          {busy && <p className="form-section-text">{texts.importing}</p>}
          {outcome?.kind === 'failed' && <Alert type="error" showIcon message={translateMessage(outcome.message)} />}
          {outcome?.kind === 'problems' && (
            <div className="import-problems" role="alert">
              <Alert type="error" showIcon message={translateMessage(outcome.message)} description={texts.nothingChanged} />
              <CsvImportReport problems={outcome.problems} texts={texts} />
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
