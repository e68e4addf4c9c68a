// The inventory record page's ledger: every change of the product's stock, a page at a time.
import { useList, type HttpError } from '@refinedev/core';
import { Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { InventoryItem, StockMovement } from '../../contract/operations';
import { useTranslation } from '../../i18n';
import { RelativeTime } from '../../engine/cells';
import { formatNumber } from '../../components/money';
import { keepPreviousRowsOf } from '../../engine/query-options';
import { ErrorState } from '../../engine/states';
import type { ShowSectionProps } from '../../engine/types';
import './inventory.css';

const REASON_TONES: Record<string, string> = { received: 'green', sold_offline: 'cyan', damaged: 'red', lost: 'orange', correction: 'blue', order: 'purple' };

/** Every change of the product's stock, newest first, with its reason, its author and the balance it left. */
export function Ledger({ record }: ShowSectionProps<InventoryItem>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [page, setPage] = useState(1);
  const movements = `inventory/${record.product_id}/movements`;
  const { query, result } = useList<StockMovement, HttpError>({
    resource: movements,
    pagination: { currentPage: page, pageSize: 20, mode: 'server' },
    queryOptions: { placeholderData: keepPreviousRowsOf(movements) },
    errorNotification: false,
  });
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Table<StockMovement>
      className="resource-table ledger"
      size="middle"
      rowKey="id"
      loading={query.isFetching}
      dataSource={result.data}
      scroll={{ x: 'max-content' }}
      pagination={{ current: page, pageSize: 20, total: result.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
      locale={{ emptyText: t('inventory.ledgerEmpty') }}
      columns={[
        { key: 'when', title: t('inventory.when'), render: (_: unknown, row) => <RelativeTime iso={row.created_at} /> },
        {
          key: 'reason',
          title: t('inventory.reason'),
          render: (_: unknown, row) => <Tag color={REASON_TONES[row.reason]}>{t(`adjustmentReasons.${row.reason}`)}</Tag>,
        },
        {
          key: 'delta',
          title: t('inventory.change'),
          align: 'right',
          render: (_: unknown, row) => (
            <span
              className={row.delta < 0 ? 'delta is-negative' : 'delta is-positive'}
            >{`${row.delta > 0 ? '+' : '−'}${formatNumber(Math.abs(row.delta), language)}`}</span>
          ),
        },
        {
          key: 'balance',
          title: t('inventory.balance'),
          align: 'right',
          render: (_: unknown, row) => <span className="cell-number">{formatNumber(row.balance_after, language)}</span>,
        },
        {
          key: 'note',
          title: t('inventory.note'),
          render: (_: unknown, row) =>
            row.order_id ? (
              <Link to={`/OrderDetails/${row.order_id}`}>{t('inventory.forOrder', { number: row.order_number ?? '' })}</Link>
            ) : (
              <span className="text-cell">{row.note || '—'}</span>
            ),
        },
        { key: 'by', title: t('inventory.by'), render: (_: unknown, row) => row.actor_name ?? '—' },
      ]}
    />
  );
}
