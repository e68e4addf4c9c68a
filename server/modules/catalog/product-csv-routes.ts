// A seller's products as CSV: the filtered list exported (at most 10,000 rows), and a file imported,
// created or updated by SKU, all rows or none.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNITS } from '../../../src/contract/catalog';
import { csvColumns, readProductCsv } from './product-csv';
import { AppError, badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { toCsvLine } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { forgetCounts } from '../../lib/scoped-crud';
import { formatMajor, productListFilters } from './products';
import { importLookups, importProducts, productsForExport } from './product-csv-repository';

const MAX_CSV_BYTES = 2 * 1024 * 1024;
const EXPORT_LIMIT = 10_000;
const tags = ['products'];

/** The routes of the seller's product CSV: export and import. */
export function registerProductCsvRoutes(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/v1/products/export',
    {
      schema: {
        tags,
        summary: 'The filtered product list as CSV (same filters as the list; at most 10,000 rows)',
        querystring: productListFilters.schema.extend({ q: z.string().trim().max(200).optional() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const rows = await productsForExport(db, userId, request.query, EXPORT_LIMIT);
      const lines = [toCsvLine(csvColumns)];
      for (const row of rows) {
        lines.push(
          toCsvLine([
            row.sku,
            row.name,
            row.categoryPath,
            row.description,
            row.unit,
            row.currency,
            row.priceMinor === null ? '' : formatMajor(row.priceMinor, row.currency),
            row.moq,
            row.priceTiers.map((t) => `${t.min_quantity}:${formatMajor(t.price_minor, row.currency)}`).join(';'),
            row.leadTimeDays,
            row.specifications.map((s) => `${s.key}=${s.value}`).join(';'),
            row.status,
            row.onHand ?? 0,
          ]),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.post(
    '/v1/products/import',
    {
      schema: {
        tags,
        summary: 'Create or update products from a CSV file (multipart field "file"); all rows or none',
        description: `Columns as in the export. Rows are matched to existing products by SKU. Units: ${UNITS.join(', ')}. A file with any bad row changes nothing and answers 422 with every problem by row.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      if (!request.isMultipart()) throw badRequest('Upload the CSV file as multipart form data', { file: 'Choose a CSV file' });
      const part = await request.file();
      if (!part) throw badRequest('Choose a CSV file', { file: 'Choose a CSV file' });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MAX_CSV_BYTES)
        throw new AppError(413, 'The CSV file is larger than 2 MB', { file: 'The CSV file is larger than 2 MB' });

      const { categoryIds, existing } = await importLookups(db, userId);
      const { rows, problems } = readProductCsv(data.toString('utf8'), categoryIds);
      if (problems.length > 0) {
        return reply.code(422).send({
          success: false,
          message: `No products were imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to fix`,
          data: { created: 0, updated: 0, problems },
        });
      }
      const imported = await importProducts(db, { auth: authOf(request), ip: request.ip }, userId, rows, existing);
      if (imported.kind === 'line-refused') {
        const { line, cause } = imported;
        const problemsOfRow = Object.entries(cause.errors ?? { row: cause.message }).map(([field, message]) => ({ row: line, field, message }));
        return reply.code(422).send({
          success: false,
          message: `No products were imported: line ${line}: ${cause.message}`,
          data: { created: 0, updated: 0, problems: problemsOfRow },
        });
      }
      const { created, updated, sentForReview } = imported;
      forgetCounts(app.db, 'products', userId);
      return ok({ created, updated, problems: [] }, `${created} created, ${updated} updated${sentForReview > 0 ? `, ${sentForReview} sent for review` : ''}`);
    },
  );
}
