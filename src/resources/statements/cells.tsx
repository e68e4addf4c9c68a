// The statements' cells: the month in the reader's language, and the PDF and CSV downloads.
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import type { StatementMonth } from '../../contract/statements';
import { Button } from '../../components/Button';
import type { BaseRecord } from '@refinedev/core';
import type { CellProps } from '../../engine/types';
import { useTranslation } from '../../i18n';
import { api } from '../../providers/http';
import './statements.css';

/** "September 2026" in the reader's language. */
export function monthName(month: string, language: string): string {
  return new Date(`${month}-01T00:00:00Z`).toLocaleDateString(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A record's `month` (YYYY-MM) by its name. */
export function MonthCell<T extends BaseRecord & { month: string }>({ record }: CellProps<T>) {
  const { i18n } = useTranslation();
  return <span>{monthName(record.month, i18n.resolvedLanguage ?? 'en')}</span>;
}

/** A button that downloads one file through the authenticated client. */
export function DownloadButton({ path, filename, label, primary }: { path: string; filename: string; label: string; primary?: boolean }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await api.download(path, filename);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" type={primary ? 'primary' : 'default'} icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}

/** The statement's files; `base` is the API path of the seller's statements (the seller's own, or staff's route for one seller). */
export function statementFilesCell(base: string) {
  return function StatementFilesCell({ record }: CellProps<StatementMonth>) {
    const { t, i18n } = useTranslation();
    const month = monthName(record.month, i18n.resolvedLanguage ?? 'en');
    return (
      <span className="statement-files">
        <DownloadButton primary path={`${base}/${record.month}.pdf`} filename={`statement-${record.month}.pdf`} label="PDF" />
        <DownloadButton path={`${base}/${record.month}.csv`} filename={`statement-${record.month}.csv`} label="CSV" />
        <span className="visually-hidden">{t('resources.statements.filesOf', { month })}</span>
      </span>
    );
  };
}
