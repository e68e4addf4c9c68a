// Figures the seller home and the analytics page share: percentages, figure cards with their change,
// tables that become cards on phones, a chart that can be read as a table.
import { Skeleton, Switch } from 'antd';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { intlLocale } from '../components/money';

export function percentText(value: number, language: string, digits = 1): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: digits }).format(value);
}

/**
 * A small rate such as a conversion: two significant digits below 10% ("0.07%", "0.1%", "2.4%"), so that
 * a change the arrow reports (0.07% to 0.1% is +43%) shows in the figures too; one decimal above.
 */
export function rateText(value: number, language: string): string {
  const digits = value !== 0 && Math.abs(value) < 0.1 ? { maximumSignificantDigits: 2 } : { maximumFractionDigits: 1 };
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', ...digits }).format(value);
}

/** "▲ 12% vs previous period", or that there is nothing to compare with. */
export function ChangeText({ change }: { change: number | null }) {
  const { t, i18n } = useTranslation('sellerAnalytics');
  const language = i18n.resolvedLanguage ?? 'en';
  if (change === null) return <span className="sa-change">{t('sellerAnalytics.noComparison')}</span>;
  if (change === 0) return <span className="sa-change">{t('sellerAnalytics.changeFlat')}</span>;
  const text = percentText(Math.abs(change), language, 0);
  return change > 0 ? (
    <span className="sa-change is-up">{t('sellerAnalytics.changeUp', { change: text })}</span>
  ) : (
    <span className="sa-change is-down">{t('sellerAnalytics.changeDown', { change: text })}</span>
  );
}

export function FigureCard({ label, children, change, previous }: { label: string; children: ReactNode; change?: number | null; previous?: string }) {
  const { t } = useTranslation('sellerAnalytics');
  return (
    <li className="figure-card">
      <span className="figure-card-label">{label}</span>
      <span className="figure-card-value">{children}</span>
      {change !== undefined && (
        <span className="figure-card-hint">
          <ChangeText change={change} />
          {previous !== undefined && <span className="sa-previous">{t('sellerAnalytics.previousValue', { value: previous })}</span>}
        </span>
      )}
    </li>
  );
}

export interface Column<Row> {
  key: string;
  title: string;
  align?: 'end';
  render: (row: Row) => ReactNode;
}

/** A plain table; below 576 px each row is a card with the column names beside the values. */
export function DataTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string }) {
  return (
    <div className="sa-table-wrap">
      <table className="sa-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === 'end' ? 'is-end' : undefined}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.title} className={column.align === 'end' ? 'is-end' : undefined}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A card with a title, its actions, and a chart that a switch turns into the same figures as a table. */
export function ChartCard({
  title,
  actions,
  chart,
  table,
  empty,
}: {
  title: string;
  actions?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  empty?: string | null;
}) {
  const { t } = useTranslation('sellerAnalytics');
  const [asTable, setAsTable] = useState(false);
  const switchId = useId();
  return (
    <section className="resource-card sa-card" aria-label={title}>
      <div className="sa-card-head">
        <h2 className="form-section-title">{title}</h2>
        <div className="sa-card-actions">
          {!empty && (
            <label htmlFor={switchId} className="sa-switch">
              <Switch id={switchId} size="small" checked={asTable} onChange={setAsTable} />
              {t('sellerAnalytics.showTable')}
            </label>
          )}
          {actions}
        </div>
      </div>
      {empty ? (
        <p className="form-section-text">{empty}</p>
      ) : asTable ? (
        table
      ) : (
        <div className="sa-chart" aria-hidden="true">
          <Suspense fallback={<Skeleton.Node active className="sa-chart-skeleton" />}>{chart}</Suspense>
        </div>
      )}
    </section>
  );
}
