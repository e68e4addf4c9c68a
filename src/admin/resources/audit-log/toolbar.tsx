import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { listQuery } from '../../../providers/data-provider';
import { api } from '../../../providers/http';
import type { ToolbarProps } from '../../../engine/types';

/** 'Export CSV': the entries the filters select, through the authenticated blob call. */
export function AuditToolbar({ filters }: ToolbarProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await api.download('admin/audit-log.csv', `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, {
        query: listQuery({ mode: 'off' }, undefined, filters),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void exportCsv()}>
      {t('adminAudit.exportCsv')}
    </Button>
  );
}
