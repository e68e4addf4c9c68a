// The back office's reference exchange rates (/v1/admin/exchange-rates): the declared staff CRUD (read by
// administrators and reviewers, written by administrators, every change audited) and the CSV import.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { exchangeRateMessages, RATE_CSV_COLUMNS, RATE_IMPORT_MAX_BYTES, rateImportResultSchema } from '../../../src/contract/exchange-rates';
import { ADMIN_AREA_ROLES } from '../../../src/contract/admin-constants';
import { AppError, badRequest } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { forgetCounts, registerScopedCrud } from '../../lib/scoped-crud';
import { staffActorOf, tags } from '../admin/common';
import { exchangeRateResource, importRates, readRateCsv } from './exchange-rates-repository';

export async function exchangeRateRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerScopedCrud(app, exchangeRateResource);

  app.post(
    '/v1/admin/exchange-rates/import',
    {
      preValidation: app.requireStaff(...ADMIN_AREA_ROLES.exchangeRatesWrite),
      schema: {
        tags,
        summary: 'Import reference exchange rates from a CSV file (multipart field "file"); every row or none (administrators)',
        description: `Columns ${RATE_CSV_COLUMNS.join(', ')}, one rate per line: one unit of base_currency in quote_currency on rate_date (YYYY-MM-DD). A file with any bad row, or a pair and day already stored, changes nothing and answers 422 with every problem by line (the header is line 1).`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(rateImportResultSchema), 422: envelopeOf(rateImportResultSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(exchangeRateMessages.file, { file: exchangeRateMessages.file });
      const part = await request.file();
      if (!part) throw badRequest(exchangeRateMessages.file, { file: exchangeRateMessages.file });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > RATE_IMPORT_MAX_BYTES)
        throw new AppError(413, exchangeRateMessages.fileTooLarge, { file: exchangeRateMessages.fileTooLarge });
      const read = readRateCsv(data.toString('utf8'));
      const result = read.problems.length > 0 ? { imported: 0, problems: read.problems } : await importRates(app.db, staffActorOf(request), read.rows);
      if (result.problems.length > 0)
        return reply.code(422).send({ success: false, message: exchangeRateMessages.nothingImported(result.problems.length), data: result });
      forgetCounts(app.db, exchangeRateResource.path, null);
      return ok(result, exchangeRateMessages.imported(result.imported));
    },
  );
}
