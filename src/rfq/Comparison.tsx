// The buyer's comparison of the quotes on one request, side by side: the price of each item at the
// quantity asked for, the items' total plus shipping, the longest lead time, whether every minimum
// order is met, validity, the verified badge, the supplier's country and its performance facts in one
// line. Sortable; each row shortlists, declines, accepts or opens the quote's conversation, and unfolds
// into the quote's versions. Phones get one card per quote with a sort picker.
import { CheckOutlined, CloseOutlined, MessageOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { useCountryName } from '../components/countries';
import { CARDS_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { compareQuote, isLiveQuote, type BuyerQuote, type QuoteComparison, type RfqLine } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { PerformanceFacts } from '../performance/PerformanceFacts';
import { DateText, DeclineReason, Money, QuoteStatusTag } from './rfq-display';
import { VersionHistory, VersionTable } from './Versions';

export interface ComparedQuote {
  quote: BuyerQuote;
  comparison: QuoteComparison;
}

export const COMPARISON_SORTS = ['total', 'lead_time', 'valid_until', 'supplier'] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

/** Each quote with its figures at the requested quantities, in the chosen order (cheapest first by default). */
export function compareQuotes(lines: RfqLine[], quotes: BuyerQuote[], sort: ComparisonSort = 'total'): ComparedQuote[] {
  const rows = quotes.map((quote) => ({ quote, comparison: compareQuote(lines, quote.latest) }));
  const by: Record<ComparisonSort, (a: ComparedQuote, b: ComparedQuote) => number> = {
    total: (a, b) => a.comparison.total_minor - b.comparison.total_minor,
    lead_time: (a, b) => a.comparison.lead_time_days - b.comparison.lead_time_days,
    valid_until: (a, b) => a.quote.latest.valid_until.localeCompare(b.quote.latest.valid_until),
    supplier: (a, b) => a.quote.supplier.name.localeCompare(b.quote.supplier.name),
  };
  return [...rows].sort(by[sort]);
}

export interface ComparisonActions {
  shortlist: (quote: BuyerQuote) => void;
  decline: (quote: BuyerQuote) => void;
  accept: (quote: BuyerQuote) => void;
  message: (quote: BuyerQuote) => void;
}

function Supplier({ quote }: { quote: BuyerQuote }) {
  const countryName = useCountryName();
  return (
    <span className="rfq-stack">
      <span>
        <strong>{quote.supplier.name}</strong> {quote.supplier.verified && <VerifiedBadge />}
      </span>
      <span className="rfq-muted">{countryName(quote.supplier.country) ?? '—'}</span>
      <PerformanceFacts performance={quote.supplier.performance} className="rfq-compare-facts" />
      <span>
        <QuoteStatusTag status={quote.status} />
      </span>
      <DeclineReason reason={quote.decline_reason} />
    </span>
  );
}

function Prices({ row, lines }: { row: ComparedQuote; lines: RfqLine[] }) {
  const { t } = useTranslation('rfq');
  return (
    <ul className="rfq-compare-prices">
      {lines.map((line) => {
        const price = row.comparison.unit_prices[line.id];
        return (
          <li key={line.id}>
            <span className="rfq-muted">{line.name}</span>
            {price === null ? <span className="rfq-muted">{t('rfqCompare.notQuoted')}</span> : <Money minor={price} currency={row.quote.latest.currency} />}
          </li>
        );
      })}
    </ul>
  );
}

function Totals({ row }: { row: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  const currency = row.quote.latest.currency;
  return (
    <span className="rfq-stack">
      <span>
        {t('rfqCompare.items')} <Money minor={row.comparison.lines_total_minor} currency={currency} />
      </span>
      <span className="rfq-muted">
        {t('rfqCompare.plusShipping')} <Money minor={row.comparison.shipping_minor} currency={currency} />
      </span>
      <strong>
        <Money minor={row.comparison.total_minor} currency={currency} />
      </strong>
      {!row.comparison.all_lines_quoted && (
        <Tag color="warning">{t('rfqCompare.partial', { count: row.comparison.quoted_lines, total: Object.keys(row.comparison.unit_prices).length })}</Tag>
      )}
    </span>
  );
}

function MoqMet({ row }: { row: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  return row.comparison.moq_met ? (
    <Tag color="success" icon={<CheckOutlined aria-hidden />}>
      {t('rfqCompare.moqMet')}
    </Tag>
  ) : (
    <Tag color="warning" icon={<CloseOutlined aria-hidden />}>
      {t('rfqCompare.moqNotMet')}
    </Tag>
  );
}

function Actions({ quote, actions, decisionsOpen }: { quote: BuyerQuote; actions: ComparisonActions; decisionsOpen: boolean }) {
  const { t } = useTranslation('rfq');
  const live = isLiveQuote(quote.status) && decisionsOpen;
  return (
    <Space wrap size={4}>
      {live && (
        <Button type="primary" size="small" onClick={() => actions.accept(quote)}>
          {t('rfqCompare.accept')}
        </Button>
      )}
      {live && quote.status !== 'shortlisted' && (
        <Button size="small" icon={<StarOutlined aria-hidden />} onClick={() => actions.shortlist(quote)}>
          {t('rfqCompare.shortlist')}
        </Button>
      )}
      {live && (
        <Button size="small" danger onClick={() => actions.decline(quote)}>
          {t('rfqCompare.decline')}
        </Button>
      )}
      <Button
        size="small"
        icon={<MessageOutlined aria-hidden />}
        onClick={() => actions.message(quote)}
        aria-label={t('rfqCompare.messageSupplier', { name: quote.supplier.name })}
      >
        {t('rfqCompare.message')}
      </Button>
    </Space>
  );
}

function Versions({ quote, lines }: { quote: BuyerQuote; lines: RfqLine[] }) {
  return (
    <>
      <VersionTable version={quote.latest} lines={lines} />
      <VersionHistory history={quote.history} lines={lines} />
    </>
  );
}

export function Comparison({
  lines,
  quotes,
  actions,
  decisionsOpen,
}: {
  lines: RfqLine[];
  quotes: BuyerQuote[];
  actions: ComparisonActions;
  decisionsOpen: boolean;
}) {
  const { t } = useTranslation('rfq');
  const phone = useMediaQuery(CARDS_QUERY);
  const [sort, setSort] = useState<ComparisonSort>('total');
  const rows = useMemo(() => compareQuotes(lines, quotes, sort), [lines, quotes, sort]);
  const sortPicker = (
    <Select<ComparisonSort>
      aria-label={t('rfqCompare.sortBy')}
      value={sort}
      onChange={setSort}
      options={COMPARISON_SORTS.map((value) => ({ value, label: t(`rfqCompare.sort_${value}`) }))}
      className="rfq-compare-sort"
    />
  );

  if (phone) {
    return (
      <>
        <div className="rfq-cta">
          <span>{t('rfqCompare.sortBy')}</span>
          {sortPicker}
        </div>
        <ul className="rfq-compare-cards" aria-label={t('rfqCompare.title')}>
          {rows.map((row) => (
            <li key={row.quote.id} className="rfq-compare-card">
              <div className="rfq-compare-card-head">
                <Supplier quote={row.quote} />
                <Totals row={row} />
              </div>
              <Prices row={row} lines={lines} />
              <dl>
                <dt>{t('rfqCompare.leadTime')}</dt>
                <dd>{t('rfq.days', { count: row.comparison.lead_time_days })}</dd>
                <dt>{t('rfqCompare.moq')}</dt>
                <dd>
                  <MoqMet row={row} />
                </dd>
                <dt>{t('rfq.validUntil')}</dt>
                <dd>
                  <DateText iso={row.quote.latest.valid_until} />
                </dd>
              </dl>
              <Actions quote={row.quote} actions={actions} decisionsOpen={decisionsOpen} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  // One order for the header arrows and the picker: a click on a sortable header picks its order.
  const sortOrder = (key: ComparisonSort) => (sort === key ? ('ascend' as const) : null);
  const columns: TableColumnsType<ComparedQuote> = [
    {
      key: 'supplier',
      title: t('rfqCompare.supplier'),
      render: (_, row) => <Supplier quote={row.quote} />,
      sorter: true,
      sortOrder: sortOrder('supplier'),
      sortDirections: ['ascend'],
    },
    { key: 'prices', title: t('rfqCompare.priceAtQuantity'), render: (_, row) => <Prices row={row} lines={lines} /> },
    {
      key: 'total',
      title: t('rfqCompare.total'),
      align: 'right',
      render: (_, row) => <Totals row={row} />,
      sorter: true,
      sortOrder: sortOrder('total'),
      sortDirections: ['ascend'],
    },
    {
      key: 'lead_time',
      title: t('rfqCompare.terms'),
      render: (_, row) => (
        <span className="rfq-stack">
          <span>
            {t('rfqCompare.leadTime')}: {t('rfq.days', { count: row.comparison.lead_time_days })}
          </span>
          <span>
            <MoqMet row={row} />
          </span>
          <span className="rfq-muted">
            {t('rfq.validUntil')} <DateText iso={row.quote.latest.valid_until} />
          </span>
        </span>
      ),
      sorter: true,
      sortOrder: sortOrder('lead_time'),
      sortDirections: ['ascend'],
    },
    {
      key: 'actions',
      title: t('rfqCompare.actions'),
      width: 200,
      render: (_, row) => <Actions quote={row.quote} actions={actions} decisionsOpen={decisionsOpen} />,
    },
  ];
  return (
    <>
      <div className="rfq-cta">
        <span className="rfq-muted">{t('rfqCompare.hint')}</span>
        {sortPicker}
      </div>
      <Table<ComparedQuote>
        className="rfq-compare"
        rowKey={(row) => row.quote.id}
        columns={columns}
        dataSource={rows}
        pagination={false}
        showSorterTooltip={false}
        onChange={(_pagination, _filters, sorter) => {
          const key = Array.isArray(sorter) ? sorter[0]?.columnKey : sorter.columnKey;
          if (typeof key === 'string' && (COMPARISON_SORTS as readonly string[]).includes(key)) setSort(key as ComparisonSort);
        }}
        expandable={{ expandedRowRender: (row) => <Versions quote={row.quote} lines={lines} /> }}
        aria-label={t('rfqCompare.title')}
      />
    </>
  );
}
