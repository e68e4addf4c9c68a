// The buyer's RFQ pages in the buyer shell: My RFQs (/rfq/mine), the buyer's requests with their status
// and quotes, searched and filtered by status.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Pagination, Select, Table } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useRemote } from '../ssr/useRemote';
import { SearchInput } from '../components/SearchInput';
import { RFQ_STATUSES, type BuyerRfqSummary, type RfqStatus } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { formatNumber } from '../components/money';
import { ErrorState, PageHeader } from '../engine/states';
import { listMyRfqs } from './api';
import { DateText, RfqStatusTag, useLanguage } from './rfq-display';
import LinesHead from './LinesHead';

const PAGE_SIZE = 20;

export function MyRfqsPage() {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const status = (RFQ_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as RfqStatus) : undefined;
  const query = { page, limit: PAGE_SIZE, q: q || undefined, status };
  const { result, retry } = useRemote(`rfqs?${JSON.stringify(query)}`, (signal) => listMyRfqs(query, signal));
  const set = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  const rows = result?.success ? result.data : [];
  return (
    <div className="resource-page rfq-page">
      <PageHeader
        title={t('rfqNav.mine')}
        extra={
          <Link to="/rfq/new">
            <Button type="primary" icon={<PlusOutlined aria-hidden />}>
              {t('rfqNav.post')}
            </Button>
          </Link>
        }
      />
      <div className="rfq-board-filters">
        <SearchInput value={q} placeholder={t('rfq.searchMine')} label={t('resources.search')} onChange={(value) => set({ q: value })} />
        <Select<string>
          allowClear
          aria-label={t('rfq.status')}
          placeholder={t('rfq.status')}
          value={status}
          onChange={(value) => set({ status: value })}
          options={RFQ_STATUSES.map((value) => ({ value, label: t(`rfqStatus.${value}`) }))}
        />
      </div>
      {result && !result.success ? (
        <ErrorState error={{ message: result.message, statusCode: result.status }} onRetry={retry} />
      ) : (
        <Table<BuyerRfqSummary>
          rowKey="id"
          loading={!result}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t('rfq.mineEmpty') }}
          columns={[
            {
              key: 'rfq',
              title: t('rfq.request'),
              render: (_, rfq) => (
                <span className="rfq-stack">
                  <Link to={`/rfq/mine/${rfq.id}`}>
                    <strong>{rfq.title}</strong>
                  </Link>
                  <span className="rfq-muted rfq-wrap">
                    {rfq.number} · <LinesHead head={rfq.lines_head} count={rfq.line_count} />
                  </span>
                </span>
              ),
            },
            { key: 'status', title: t('rfq.status'), render: (_, rfq) => <RfqStatusTag status={rfq.status} /> },
            {
              key: 'quotes',
              title: t('rfq.quotes'),
              align: 'right',
              render: (_, rfq) => t('rfq.quotesOf', { count: rfq.quote_count, wanted: formatNumber(rfq.quotes_wanted, language) }),
            },
            { key: 'valid', title: t('rfq.validUntil'), render: (_, rfq) => <DateText iso={rfq.valid_until} /> },
          ]}
        />
      )}
      {result?.success && (result.total ?? 0) > PAGE_SIZE && (
        <Pagination current={page} pageSize={PAGE_SIZE} total={result.total} showSizeChanger={false} onChange={(next) => set({ page: String(next) })} />
      )}
    </div>
  );
}
