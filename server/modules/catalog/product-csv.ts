import { CURRENCY_CODES, productFieldsSchema, type Currency, type ProductFields } from '../../../src/contract/catalog';
import { findUnstorableText } from '../../../src/contract/text';
import { parseCsv } from '../../lib/csv';
import { parseMajor } from './products';

/** The columns of the product CSV, export and import alike. */
export const csvColumns = [
  'sku',
  'name',
  'category',
  'description',
  'unit',
  'currency',
  'price',
  'moq',
  'price_tiers',
  'lead_time_days',
  'specifications',
  'status',
  'stock_on_hand',
] as const;
const REQUIRED_COLUMNS = ['sku', 'name'] as const;
const MAX_ROWS = 5000;

export interface CsvProblem {
  /** The line in the file (the header is line 1). */
  row: number;
  field: string;
  message: string;
}

/**
 * Reads and checks every row of a product CSV against the contract. Nothing is written here; the
 * caller imports only when `problems` is empty. stock_on_hand is ignored: stock changes go through
 * the inventory ledger.
 */
export function readProductCsv(
  text: string,
  categoryIds: Map<string, string>,
): { rows: Array<{ line: number; fields: ProductFields }>; problems: CsvProblem[] } {
  const table = parseCsv(text);
  const problems: CsvProblem[] = [];
  const rows: Array<{ line: number; fields: ProductFields }> = [];
  if (table.length === 0) return { rows, problems: [{ row: 1, field: 'file', message: 'The file is empty' }] };
  const header = table[0].map((h) => h.trim().toLowerCase());
  for (const column of REQUIRED_COLUMNS) {
    if (!header.includes(column)) problems.push({ row: 1, field: column, message: `The header has no "${column}" column` });
  }
  const unknown = header.filter((h) => h && !(csvColumns as readonly string[]).includes(h));
  for (const column of unknown) problems.push({ row: 1, field: column, message: `Unknown column "${column}"` });
  if (table.length - 1 > MAX_ROWS) problems.push({ row: 1, field: 'file', message: `At most ${MAX_ROWS} products per file` });
  if (table.length === 1) problems.push({ row: 1, field: 'file', message: 'The file has no product rows' });
  if (problems.length > 0) return { rows, problems };

  const seenSkus = new Map<string, number>();
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const cell = (column: (typeof csvColumns)[number]) => {
      const at = header.indexOf(column);
      return at < 0 ? '' : (cells[at] ?? '').trim();
    };
    const add = (field: string, message: string) => problems.push({ row: line, field, message });
    const unstorable = findUnstorableText(cells);
    if (unstorable) {
      add(header[unstorable.path[0] as number] || 'row', unstorable.message);
      return;
    }
    const currencyText = cell('currency').toUpperCase() || 'USD';
    const currency = (CURRENCY_CODES as string[]).includes(currencyText) ? (currencyText as Currency) : undefined;
    if (!currency) add('currency', `Unknown currency "${currencyText}"`);
    const money = (text: string, field: string) => {
      if (!text) return undefined;
      const value = parseMajor(text, currency ?? 'USD');
      if (value === undefined) add(field, `"${text}" is not an amount`);
      return value;
    };
    const integer = (text: string, field: string) => {
      if (!text) return undefined;
      if (!/^\d+$/.test(text)) {
        add(field, `"${text}" is not a whole number`);
        return undefined;
      }
      return Number(text);
    };
    let categoryId: string | null = null;
    if (cell('category')) {
      categoryId = categoryIds.get(cell('category').toLowerCase()) ?? null;
      if (!categoryId) add('category', `Unknown category "${cell('category')}"; use a path such as "Home & Garden / Kitchenware"`);
    }
    const tiers = cell('price_tiers')
      ? cell('price_tiers')
          .split(';')
          .filter(Boolean)
          .map((pair) => {
            const [quantity, price] = pair.split(':');
            return { min_quantity: integer(quantity?.trim() ?? '', 'price_tiers') ?? 0, price_minor: money(price?.trim() ?? '', 'price_tiers') ?? 0 };
          })
      : undefined;
    const specifications = cell('specifications')
      ? cell('specifications')
          .split(';')
          .filter(Boolean)
          .map((pair) => {
            const at = pair.indexOf('=');
            return { key: at < 0 ? pair.trim() : pair.slice(0, at).trim(), value: at < 0 ? '' : pair.slice(at + 1).trim() };
          })
      : undefined;
    const candidate = {
      sku: cell('sku'),
      name: cell('name'),
      category_id: categoryId,
      description: cell('description') || undefined,
      unit: cell('unit') || undefined,
      currency,
      price_minor: money(cell('price'), 'price') ?? null,
      moq: integer(cell('moq'), 'moq') ?? 1,
      price_tiers: tiers,
      lead_time_days: integer(cell('lead_time_days'), 'lead_time_days') ?? null,
      specifications,
      status: cell('status') || 'draft',
    };
    const parsed = productFieldsSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) add(issue.path.join('.') || 'row', issue.message);
      return;
    }
    const sku = parsed.data.sku.toLowerCase();
    if (seenSkus.has(sku)) add('sku', `SKU "${parsed.data.sku}" is also on line ${seenSkus.get(sku)}`);
    seenSkus.set(sku, line);
    rows.push({ line, fields: parsed.data });
  });
  return { rows, problems };
}
