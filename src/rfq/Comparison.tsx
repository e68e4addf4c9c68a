// The buyer's comparison of the quotes on one request, side by side: the price of each item at the
// quantity asked for, the items' total plus shipping and that total in the request's currency (the
// server's conversion: approximate, at the reference rate of a named day, or said to be missing), the
// Incoterm, payment terms, longest lead time, whether every minimum order is met, validity, the verified
// badge, the supplier's country and its performance facts in one line. Complete quotes (every item) and
// partial ones are listed apart, complete first, each sorted; "Lowest total" is the server's ranking in
// the request's currency. Each row shortlists, declines, accepts or opens the quote's conversation, and
// unfolds into the quote's versions. Phones get one card per quote with a sort picker.
import { CheckOutlined, CloseOutlined, MessageOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { VerifiedBadge } from '../components/VerifiedBadge';
import { useCountryName } from '../components/countries';
import { CARDS_QUERY, useMediaQuery } from '../components/useMediaQuery';
import { compareQuote, isLiveQuote, type BuyerQuote, type QuoteComparison, type RfqLine } from '../contract/rfq';
import type { QuoteCoverage } from '../contract/quote-ranking';
import { useTranslation } from '../i18n';
import { PerformanceFacts } from '../performance/PerformanceFacts';
import { DatePhrase, DateText, DeclineReason, Money, QuoteStatusTag } from './rfq-display';
import { VersionHistory, VersionTable } from './Versions';

export interface ComparedQuote {
  quote: BuyerQuote;
  comparison: QuoteComparison;
}

export const COMPARISON_SORTS = ['total', 'lead_time', 'valid_until', 'supplier'] as const;
export type ComparisonSort = (typeof COMPARISON_SORTS)[number];

/**
 * Each quote with its figures at the requested quantities, complete quotes before partial ones and each
 * group in the chosen order: "Lowest total" is the server's rank (totals in the request's currency, those
 * without a rate after the comparable ones), never a comparison of amounts in different currencies.
 */
export function compareQuotes(lines: RfqLine[], quotes: BuyerQuote[], sort: ComparisonSort = 'total'): ComparedQuote[] {
  const rows = quotes.map((quote) => ({ quote, comparison: compareQuote(lines, quote.latest) }));
  const by: Record<ComparisonSort, (a: ComparedQuote, b: ComparedQuote) => number> = {
    total: (a, b) => a.quote.ranking.rank - b.quote.ranking.rank,
    lead_time: (a, b) => a.comparison.lead_time_days - b.comparison.lead_time_days,
    valid_until: (a, b) => a.quote.latest.valid_until.localeCompare(b.quote.latest.valid_until),
    supplier: (a, b) => a.quote.supplier.name.localeCompare(b.quote.supplier.name),
  };
  const group = (row: ComparedQuote) => (row.quote.ranking.coverage === 'complete' ? 0 : 1);
  return [...rows].sort((a, b) => group(a) - group(b) || by[sort](a, b) || a.quote.ranking.rank - b.quote.ranking.rank);
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

/** The total in the request's currency: approximate with its rate's day, or why it cannot be compared. */
function InRfqCurrency({ quote, rfqCurrency }: { quote: BuyerQuote; rfqCurrency: string }) {
  const { t } = useTranslation('rfq');
  const converted = quote.ranking.in_rfq_currency;
  if (converted === null) return <span className="rfq-compare-norate">{t('rfqCompare.noRate', { from: quote.ranking.currency, to: rfqCurrency })}</span>;
  if (!converted.approximate || converted.rate_date === null) return null;
  return (
    <span className="rfq-stack rfq-compare-converted">
      <span>
        <span aria-hidden>≈ </span>
        <span className="visually-hidden">{t('rfqCompare.approximately')} </span>
        <Money minor={converted.amount_minor} currency={converted.currency} />
      </span>
      <span className="rfq-muted">
        <DatePhrase iso={converted.rate_date} text={(date) => t('rfqCompare.atRateOf', { date })} />
      </span>
    </span>
  );
}

function Totals({ row, rfqCurrency }: { row: ComparedQuote; rfqCurrency: string }) {
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
      <InRfqCurrency quote={row.quote} rfqCurrency={rfqCurrency} />
      {!row.comparison.all_lines_quoted && (
        <Tag color="warning">{t('rfqCompare.partial', { count: row.comparison.quoted_lines, total: Object.keys(row.comparison.unit_prices).length })}</Tag>
      )}
    </span>
  );
}

/** The quote's trade terms: Incoterm, payment terms, lead time, MOQ against the quantities asked for, validity. */
function Terms({ row }: { row: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  return (
    <dl className="rfq-compare-terms">
      <dt>{t('rfqCompare.incoterm')}</dt>
      <dd>{row.quote.latest.incoterm}</dd>
      <dt>{t('rfqCompare.paymentTerms')}</dt>
      <dd>{row.quote.latest.payment_terms.trim() || '—'}</dd>
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
  );
}

function MoqMet({ row }: { row: ComparedQuote }) {
  const { t } = useTranslation('rfq');
  return row.quote.ranking.moq_met ? (
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

const COVERAGES: readonly QuoteCoverage[] = ['complete', 'partial'];

export function Comparison({
  lines,
  quotes,
  actions,
  decisionsOpen,
  rfqCurrency,
}: {
  lines: RfqLine[];
  quotes: BuyerQuote[];
  actions: ComparisonActions;
  decisionsOpen: boolean;
  /** The request's currency: the one quotes are ranked in. */
  rfqCurrency: string;
}) {
  const { t } = useTranslation('rfq');
  const phone = useMediaQuery(CARDS_QUERY);
  const [sort, setSort] = useState<ComparisonSort>('total');
  const rows = useMemo(() => compareQuotes(lines, quotes, sort), [lines, quotes, sort]);
  const groups = COVERAGES.map((coverage) => ({ coverage, rows: rows.filter((row) => row.quote.ranking.coverage === coverage) })).filter(
    (group) => group.rows.length > 0,
  );
  const sortPicker = (
    <Select<ComparisonSort>
      aria-label={t('rfqCompare.sortBy')}
      value={sort}
      onChange={setSort}
      options={COMPARISON_SORTS.map((value) => ({ value, label: t(`rfqCompare.sort_${value}`) }))}
      className="rfq-compare-sort"
    />
  );
  const heading = (coverage: QuoteCoverage, count: number) => (
    <h3 className="rfq-compare-group" id={`compare-${coverage}`}>
      {t(coverage === 'complete' ? 'rfqCompare.completeQuotes' : 'rfqCompare.partialQuotes', { count })}
      <span className="rfq-muted"> · {t(coverage === 'complete' ? 'rfqCompare.completeHint' : 'rfqCompare.partialHint')}</span>
    </h3>
  );
  const rankedIn = <p className="rfq-muted rfq-compare-ranked">{t('rfqCompare.rankedIn', { currency: rfqCurrency })}</p>;

  if (phone) {
    return (
      <>
        <div className="rfq-cta">
          <span>{t('rfqCompare.sortBy')}</span>
          {sortPicker}
        </div>
        {rankedIn}
        {groups.map((group) => (
          <section key={group.coverage} aria-labelledby={`compare-${group.coverage}`}>
            {heading(group.coverage, group.rows.length)}
            <ul className="rfq-compare-cards" aria-labelledby={`compare-${group.coverage}`}>
              {group.rows.map((row) => (
                <li key={row.quote.id} className="rfq-compare-card">
                  <div className="rfq-compare-card-head">
                    <Supplier quote={row.quote} />
                    <Totals row={row} rfqCurrency={rfqCurrency} />
                  </div>
                  <Prices row={row} lines={lines} />
                  <Terms row={row} />
                  <Actions quote={row.quote} actions={actions} decisionsOpen={decisionsOpen} />
                </li>
              ))}
            </ul>
          </section>
        ))}
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
      render: (_, row) => <Totals row={row} rfqCurrency={rfqCurrency} />,
      sorter: true,
      sortOrder: sortOrder('total'),
      sortDirections: ['ascend'],
    },
    {
      key: 'lead_time',
      title: t('rfqCompare.terms'),
      render: (_, row) => <Terms row={row} />,
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
      {rankedIn}
      {groups.map((group) => (
        <section key={group.coverage} aria-labelledby={`compare-${group.coverage}`}>
          {heading(group.coverage, group.rows.length)}
          <Table<ComparedQuote>
            className="rfq-compare"
            rowKey={(row) => row.quote.id}
            columns={columns}
            dataSource={group.rows}
            pagination={false}
            showSorterTooltip={false}
            onChange={(_pagination, _filters, sorter) => {
              const key = Array.isArray(sorter) ? sorter[0]?.columnKey : sorter.columnKey;
              if (typeof key === 'string' && (COMPARISON_SORTS as readonly string[]).includes(key)) setSort(key as ComparisonSort);
            }}
            expandable={{ expandedRowRender: (row) => <Versions quote={row.quote} lines={lines} /> }}
            aria-labelledby={`compare-${group.coverage}`}
          />
        </section>
      ))}
    </>
  );
}
