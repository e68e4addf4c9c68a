// An RFQ as every answer starts from it: its number, the common columns and their record, the list rows'
// line preview and count, and the search over title and lines.
import { sql } from 'drizzle-orm';
import { LINES_HEAD_MAX, type Incoterm, type RfqLineBrief, type RfqStatus } from '../../../src/contract/rfq';
import { categories, rfqLines, rfqs } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { containsPattern } from '../../lib/like';
import { newOrderNumber } from '../catalog/order-placement-repository';
import { rfqStatusSql } from './status';

/** RFQ-<year>-<8 characters>, drawn like order numbers. */
export const newRfqNumber = (now = new Date()) => newOrderNumber(now).replace(/^ORD-/, 'RFQ-');

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
/** A date column read as 'YYYY-MM-DD'. */
export const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A short text of the lines, for list rows: "500 × Cotton tote bag, 200 × Paper bag". */
export const linesPreviewSql = sql<string>`coalesce((select string_agg(l.quantity || ' ' || l.unit || ' × ' || l.name, ', ' order by l.position) from ${rfqLines} l where l.rfq_id = ${outer(rfqs.id)}), '')`;
/** The first items in short, for list rows that write them in the reader's language ("500 pieces × Cotton tote bag"). */
export const linesHeadSql = sql<
  RfqLineBrief[]
>`coalesce((select json_agg(json_build_object('quantity', h.quantity, 'unit', h.unit, 'name', h.name) order by h.position) from (select l.quantity, l.unit, l.name, l.position from ${rfqLines} l where l.rfq_id = ${outer(rfqs.id)} order by l.position limit ${sql.raw(String(LINES_HEAD_MAX))}) h), '[]'::json)`;
export const lineCountSql = sql<number>`(select count(*) from ${rfqLines} l where l.rfq_id = ${outer(rfqs.id)})`.mapWith(Number);

/** The columns every RFQ answer starts from (rfqs joined with categories). */
export const rfqCommonColumns = {
  id: rfqs.id,
  number: rfqs.number,
  title: rfqs.title,
  categoryId: rfqs.categoryId,
  categoryPath: categories.path,
  status: rfqStatusSql,
  visibility: rfqs.visibility,
  deliveryCountry: rfqs.deliveryCountry,
  deliveryCity: rfqs.deliveryCity,
  incoterm: rfqs.incoterm,
  requiredBy: rfqs.requiredBy,
  validUntil: rfqs.validUntil,
  quotesWanted: rfqs.quotesWanted,
  quoteCount: rfqs.quoteCount,
  currency: rfqs.currency,
  openedAt: rfqs.openedAt,
  createdAt: rfqs.createdAt,
};
export type RfqCommonRow = {
  id: string;
  number: string;
  title: string;
  categoryId: string;
  categoryPath: string | null;
  status: RfqStatus;
  visibility: 'open' | 'invited';
  deliveryCountry: string;
  deliveryCity: string;
  incoterm: string;
  requiredBy: string;
  validUntil: Date;
  quotesWanted: number;
  quoteCount: number;
  currency: string;
  openedAt: Date | null;
  createdAt: Date;
};

export function rfqCommonDto(row: RfqCommonRow) {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    category: { id: row.categoryId, path: row.categoryPath ?? '' },
    status: row.status,
    visibility: row.visibility,
    delivery_country: row.deliveryCountry,
    delivery_city: row.deliveryCity,
    incoterm: row.incoterm as Incoterm,
    required_by: day(row.requiredBy),
    valid_until: row.validUntil.toISOString(),
    quotes_wanted: row.quotesWanted,
    quote_count: row.quoteCount,
    currency: row.currency,
    opened_at: iso(row.openedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** The search over title and lines (`search_text`), with ILIKE's wildcards taken literally. */
export const searchCondition = (q: string) => sql`${rfqs.searchText} ilike ${containsPattern(q)}`;

/** What the boards search: the title, then each line's name and specifications. */
export const searchTextOf = (input: { title: string; lines: Array<{ name: string; specifications?: string }> }) =>
  [input.title, ...input.lines.map((line) => `${line.name} ${line.specifications ?? ''}`.trim())].join('\n');
