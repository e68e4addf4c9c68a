import type { BaseRecord } from '@refinedev/core';
import { Component, useState, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { StatusTag } from '../components/StatusTag';
import { Tooltip } from '../components/Tooltip';
import { reportClientError } from '../providers/client-errors';
import { useTranslation } from '../i18n';
import { countryName } from '../components/countries';
import { dateText, exactTimeText, relativeTimeText } from '../components/dates';
import { formatMoney, formatNumber, intlLocale } from '../components/money';
import type { IntUnit } from '../contract/entity';
import type { CellKind, ValueSet } from './types';
import './cells.css';

const EMPTY = <span className="cell-empty">—</span>;

/**
 * A long free text (a reason, a note) cut to `rows` lines with an ellipsis (in CSS); pointing at it
 * shows the whole text when it is cut.
 */
export function ClampedText({ text, rows = 2, className }: { text: string | null | undefined; rows?: number; className?: string }) {
  const [cut, setCut] = useState(false);
  if (!text) return EMPTY;
  return (
    <Tooltip title={cut ? text : undefined}>
      <span
        className={className ? `text-cell ${className}` : 'text-cell'}
        style={{ '--clamp-rows': rows } as CSSProperties}
        onMouseEnter={(event) => setCut(event.currentTarget.scrollHeight > event.currentTarget.clientHeight + 1)}
        onFocus={(event) => setCut(event.currentTarget.scrollHeight > event.currentTarget.clientHeight + 1)}
      >
        {text}
      </span>
    </Tooltip>
  );
}

export function EnumTag({ values, value }: { values: ValueSet; value: unknown }) {
  const { t } = useTranslation();
  if (typeof value !== 'string' || value === '') return <span className="cell-empty">—</span>;
  return (
    <StatusTag color={values.tones?.[value] ?? 'default'} className="status-tag">
      {t(`${values.labelPrefix}.${value}`)}
    </StatusTag>
  );
}

/** "3 hours ago", the exact time on hover and for screen readers through <time>. */
export function RelativeTime({ iso }: { iso: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (!iso || Number.isNaN(Date.parse(iso))) return EMPTY;
  const language = i18n.resolvedLanguage ?? 'en';
  const exact = exactTimeText(iso, language);
  return (
    <Tooltip title={exact}>
      <time dateTime={iso} title={exact} className="relative-time">
        {relativeTimeText(iso, language)}
      </time>
    </Tooltip>
  );
}

export function Money({ minor, currency }: { minor: number | null | undefined; currency: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (minor === null || minor === undefined || !currency) return <span className="cell-empty">—</span>;
  return <span className="money">{formatMoney(minor, currency, i18n.resolvedLanguage ?? 'en')}</span>;
}

/** "5 days", "5 दिन", "5天": Intl spells the unit in the reader's language. */
export function unitNumberText(value: number, unit: IntUnit, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * A cell that fails on a record it did not expect (a field missing from an older API, say) shows
 * "—" and is reported, instead of taking the whole table, and the page, down with it.
 */
class CellBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    return this.state.failed ? EMPTY : this.props.children;
  }
}

/** A record field rendered by its cell kind; shared by list columns and show-page facts. */
export function Cell<T extends BaseRecord>({ record, field, cell }: { record: T; field?: string; cell?: CellKind<T> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const value: unknown = field ? record[field] : undefined;
  const kind = cell ?? { kind: 'text' };
  switch (kind.kind) {
    case 'custom': {
      const Custom = kind.cell;
      return (
        <CellBoundary>
          <Custom record={record} />
        </CellBoundary>
      );
    }
    case 'enum':
      return <EnumTag values={kind.values} value={value} />;
    case 'relativeTime':
      return <RelativeTime iso={typeof value === 'string' ? value : null} />;
    case 'dateTime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? (
        <time dateTime={value}>{exactTimeText(value, language)}</time>
      ) : (
        <span className="cell-empty">—</span>
      );
    case 'money': {
      const currency = record[kind.currencyField];
      return <Money minor={typeof value === 'number' ? value : null} currency={typeof currency === 'string' ? currency : null} />;
    }
    case 'number':
      if (typeof value !== 'number') return EMPTY;
      return <span className="cell-number">{kind.unit ? unitNumberText(value, kind.unit, language) : formatNumber(value, language)}</span>;
    case 'boolean':
      return typeof value === 'boolean' ? <>{t(value ? 'yesNo.true' : 'yesNo.false')}</> : EMPTY;
    case 'date':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? <time dateTime={value}>{dateText(value, language)}</time> : EMPTY;
    case 'country':
      return typeof value === 'string' && value !== '' ? <>{countryName(value, language) ?? value}</> : EMPTY;
    case 'list':
      return Array.isArray(value) && value.length > 0 ? <>{value.map(String).join(', ')}</> : EMPTY;
    case 'text':
      if (value === null || value === undefined || value === '') return <span className="cell-empty">—</span>;
      return <>{String(value)}</>;
  }
}
