// 'Export CSV': the entries the filters select, oldest first, through the authenticated download.
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Button } from '../../components/Button';
import type { ToolbarProps } from '../../engine/types';
import { useTranslation } from '../../i18n';
import { listQuery } from '../../providers/data-provider';
import { api } from '../../providers/http';

export function ledgerCsvToolbar(path: string) {
  return function LedgerToolbar({ filters }: ToolbarProps) {
    const { t } = useTranslation('finance');
    const [busy, setBusy] = useState(false);
    const exportCsv = async () => {
      setBusy(true);
      try {
        await api.download(path, `ledger-${new Date().toISOString().slice(0, 10)}.csv`, { query: listQuery({ mode: 'off' }, undefined, filters) });
      } finally {
        setBusy(false);
      }
    };
    return (
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void exportCsv()}>
        {t('finance.exportCsv')}
      </Button>
    );
  };
}
