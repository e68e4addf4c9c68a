// A quote's versions as both sides read them: each quoted item at its price (and tiers), minimum
// order, lead time and sample, with the whole quote's terms; earlier versions folded below.
import { Collapse, Table } from 'antd';
import { compareQuote, type QuoteVersion, type RfqLine } from '../contract/rfq';
import { useTranslation } from '../i18n';
import { dateText } from '../components/dates';
import { formatNumber } from '../components/money';
import { DateText, Money, useLanguage } from './rfq-display';

/** One version of a quote: each quoted item at its price, MOQ, lead time and sample. */
export function VersionTable({ version, lines }: { version: QuoteVersion; lines: RfqLine[] }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  const byId = new Map(lines.map((line) => [line.id, line]));
  const comparison = compareQuote(lines, version);
  return (
    <>
      <Table
        size="small"
        rowKey="rfq_line_id"
        pagination={false}
        dataSource={version.lines}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'item', title: t('rfq.item'), render: (_, line) => byId.get(line.rfq_line_id)?.name ?? '—' },
          {
            key: 'price',
            title: t('rfqQuote.unitPriceShort'),
            align: 'right',
            render: (_, line) => (
              <span className="rfq-stack">
                <Money minor={line.unit_price_minor} currency={version.currency} />
                {line.price_tiers.map((tier) => (
                  <span key={tier.min_quantity} className="rfq-muted">
                    {t('rfqQuote.tierText', { quantity: formatNumber(tier.min_quantity, language) })}{' '}
                    <Money minor={tier.price_minor} currency={version.currency} />
                  </span>
                ))}
              </span>
            ),
          },
          { key: 'moq', title: t('rfqQuote.moq'), align: 'right', render: (_, line) => formatNumber(line.moq, language) },
          { key: 'lead', title: t('rfqCompare.leadTime'), align: 'right', render: (_, line) => t('rfq.days', { count: line.lead_time_days }) },
          {
            key: 'sample',
            title: t('rfqQuote.sample'),
            render: (_, line) =>
              line.sample_available ? (
                line.sample_price_minor === null ? (
                  t('rfqQuote.sampleYes')
                ) : (
                  <Money minor={line.sample_price_minor} currency={version.currency} />
                )
              ) : (
                t('rfqQuote.sampleNo')
              ),
          },
        ]}
      />
      <dl className="rfq-version-terms">
        <dt>{t('rfq.incoterm')}</dt>
        <dd>{version.incoterm}</dd>
        <dt>{t('rfqCompare.shipping')}</dt>
        <dd>
          <Money minor={version.shipping_cost_minor} currency={version.currency} />
        </dd>
        <dt>{t('rfqCompare.total')}</dt>
        <dd>
          <Money minor={comparison.total_minor} currency={version.currency} />
        </dd>
        <dt>{t('rfq.validUntil')}</dt>
        <dd>
          <DateText iso={version.valid_until} />
        </dd>
        {version.payment_terms && (
          <>
            <dt>{t('rfq.paymentTerms')}</dt>
            <dd>{version.payment_terms}</dd>
          </>
        )}
        {version.note && (
          <>
            <dt>{t('rfq.note')}</dt>
            <dd className="rfq-prewrap">{version.note}</dd>
          </>
        )}
      </dl>
    </>
  );
}

/** Earlier versions, newest first, folded. */
export function VersionHistory({ history, lines }: { history: QuoteVersion[]; lines: RfqLine[] }) {
  const { t } = useTranslation('rfq');
  const language = useLanguage();
  if (history.length === 0) return null;
  return (
    <Collapse
      className="rfq-history"
      items={history.map((version) => ({
        key: String(version.version),
        label: t('rfqQuote.versionLabel', { version: version.version, date: dateText(version.created_at, language) }),
        children: <VersionTable version={version} lines={lines} />,
      }))}
    />
  );
}
