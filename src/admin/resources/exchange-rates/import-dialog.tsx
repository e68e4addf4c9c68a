// Back office, exchange rates: importing a CSV file. Every row is checked; a file with any problem changes
// nothing, and the report lists each problem by line and column.
import { FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Modal, Progress, Result, Table } from 'antd';
import { Button } from '../../../components/Button';
import { useId, useRef, useState } from 'react';
import type { RateImportProblem } from '../../../contract/exchange-rates';
import { translateMessage, useTranslation } from '../../../i18n';
import { api } from '../../../providers/http';
import './exchange-rates.css';

type Outcome =
  { kind: 'imported'; imported: number } | { kind: 'problems'; message: string; problems: RateImportProblem[] } | { kind: 'failed'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const problemsOf = (data: unknown): RateImportProblem[] =>
  (isRecord(data) && Array.isArray(data.problems) ? data.problems : [])
    .filter(isRecord)
    .map((p) => ({ row: Number(p.row), field: String(p.field ?? ''), message: String(p.message ?? '') }));

async function importRatesCsv(file: File): Promise<Outcome> {
  const body = new FormData();
  body.append('file', file, file.name);
  const result = await api.postForm<{ imported?: number }>('admin/exchange-rates/import', body, { toast: false });
  if (result.success) return { kind: 'imported', imported: Number(result.data?.imported ?? 0) };
  if (result.status === 422) return { kind: 'problems', message: result.message, problems: problemsOf(result.details) };
  return { kind: 'failed', message: result.message };
}

export default function RateImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

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
    const result = await importRatesCsv(file);
    setBusy(false);
    setOutcome(result);
    if (result.kind === 'imported') await onImported();
  };

  return (
    <Modal
      open={open}
      title={t('adminRates.importTitle')}
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
              {t('adminRates.importStart')}
            </Button>
          </>
        )
      }
    >
      {outcome?.kind === 'imported' ? (
        <Result status="success" title={t('adminRates.importDone', { count: outcome.imported })} />
      ) : (
        <div className="admin-rates-import">
          <p>{t('adminRates.importHelp')}</p>
          <pre className="admin-rates-sample">{'base_currency,quote_currency,rate,rate_date\nEUR,USD,1.0825,2026-11-26'}</pre>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="file-input-hidden"
            tabIndex={-1}
            data-testid="rate-import-input"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setOutcome(null);
              event.target.value = '';
            }}
          />
          <div className="admin-rates-file">
            <Button icon={<FileTextOutlined aria-hidden />} onClick={() => input.current?.click()} disabled={busy}>
              {file ? t('adminRates.importChangeFile') : t('adminRates.importChooseFile')}
            </Button>
            {file && <span className="admin-rates-file-name">{file.name}</span>}
          </div>
          {busy && <Progress percent={100} status="active" showInfo={false} aria-label={t('adminRates.importing')} />}
          {outcome?.kind === 'failed' && <Alert type="error" showIcon message={translateMessage(outcome.message)} />}
          {outcome?.kind === 'problems' && (
            <div role="alert">
              <Alert type="error" showIcon message={translateMessage(outcome.message)} description={t('adminRates.importNothingChanged')} />
              <Table<RateImportProblem & { key: string }>
                size="small"
                pagination={outcome.problems.length > 10 ? { pageSize: 10, size: 'small' } : false}
                scroll={{ x: 'max-content' }}
                dataSource={outcome.problems.map((problem, index) => ({ ...problem, key: `${problem.row}-${problem.field}-${index}` }))}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('adminRates.importLine'), width: 72 },
                  { key: 'field', dataIndex: 'field', title: t('adminRates.importColumn'), render: (field: string) => <code>{field}</code> },
                  { key: 'message', dataIndex: 'message', title: t('adminRates.importProblem'), render: (message: string) => translateMessage(message) },
                ]}
              />
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
