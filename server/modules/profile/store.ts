import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  maskAccountNumber,
  sectionProblems,
  STORE_SECTIONS,
  storeImageSchema,
  storeMessages,
  storeProfileSchema,
  storeSectionRecordSchema,
  storeSectionSchemas,
  type StoreSection,
  type StoreSectionRecord,
} from '../../../src/contract/store';
import type { Database } from '../../db/client';
import { files, storeSections } from '../../db/schema';
import { AppError, badRequest, fieldError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { IMAGE_TYPES, sniffContentType } from '../../lib/file-types';
import { verifyPassword } from '../../lib/passwords';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { authOf, type AuthContext } from '../../plugins/auth';
import { mediaUrl } from '../catalog/products';

const tags = ['store'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Fields of basic info that hold uploaded images; an image stays public while a store shows it. */
export const STORE_IMAGE_FIELDS = ['logo_file_id', 'banner_file_id'] as const;

type SectionRow = typeof storeSections.$inferSelect;

/** Whether saved values make a complete section: its full schema and its cross-field checks pass. */
function isComplete(section: StoreSection, data: Record<string, unknown>): boolean {
  return storeSectionSchemas[section].safeParse(data).success && Object.keys(sectionProblems(section, data)).length === 0;
}

/** What leaves the server: bank details carry only the mask of the account number. */
function toRecord(section: StoreSection, row: SectionRow | undefined): StoreSectionRecord {
  const data = { ...(row?.data ?? {}) };
  if (section === 'bank-details' && typeof data.account_number === 'string') {
    data.account_number_masked = maskAccountNumber(data.account_number);
    delete data.account_number;
  }
  return { section, data, complete: Boolean(row?.completedAt), updated_at: row ? row.updatedAt.toISOString() : null };
}

async function sectionRows(db: Database, userId: string): Promise<Map<string, SectionRow>> {
  const rows = await db.select().from(storeSections).where(eq(storeSections.userId, userId));
  return new Map(rows.map((row) => [row.section, row]));
}

/**
 * Bank details, once saved, change only with the account password, and a missing account number
 * keeps the saved one (the page shows it masked and never has it).
 */
async function prepareBankDetails(
  input: Record<string, unknown>,
  existing: SectionRow | undefined,
  passwordHash: string | null,
): Promise<Record<string, unknown>> {
  const { current_password: password, ...values } = input;
  const saved = typeof existing?.data.account_number === 'string' ? existing.data.account_number : undefined;
  if (saved) {
    if (typeof password !== 'string' || password === '') throw fieldError('current_password', storeMessages.passwordForBank);
    if (!passwordHash || !(await verifyPassword(passwordHash, password))) throw fieldError('current_password', storeMessages.passwordWrong);
    if (values.account_number === undefined) values.account_number = saved;
  }
  return values;
}

/** Images a seller owns that the new basic info points at; anything else is refused. */
async function checkImages(db: Database, userId: string, data: Record<string, unknown>) {
  for (const field of STORE_IMAGE_FIELDS) {
    const id = data[field];
    if (typeof id !== 'string') continue;
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, userId)));
    if (!file) throw fieldError(field, storeMessages.imageMissing);
  }
}

/** Images the previous basic info showed and the new one does not: nothing refers to them any more. */
function droppedImages(previous: Record<string, unknown> | undefined, next: Record<string, unknown>): string[] {
  return STORE_IMAGE_FIELDS.map((field) => previous?.[field]).filter(
    (id): id is string => typeof id === 'string' && !STORE_IMAGE_FIELDS.some((field) => next[field] === id),
  );
}

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const seller = app.requireOnboardedSeller;

  app.get(
    '/v1/store',
    {
      preValidation: seller,
      schema: {
        tags,
        summary: 'Every section of your store profile and where the wizard resumes',
        response: { 200: envelopeOf(storeProfileSchema) },
      },
    },
    async (request) => {
      const rows = await sectionRows(app.db, authOf(request).userId);
      const sections = STORE_SECTIONS.map((section) => toRecord(section, rows.get(section)));
      return ok({ sections, next_section: sections.find((s) => !s.complete)?.section ?? null });
    },
  );

  for (const section of STORE_SECTIONS) {
    const schema = storeSectionSchemas[section];
    const path = `/v1/store/${section}`;

    app.get(
      path,
      { preValidation: seller, schema: { tags, summary: `Your store's ${section}`, response: { 200: envelopeOf(storeSectionRecordSchema) } } },
      async (request) => {
        const rows = await sectionRows(app.db, authOf(request).userId);
        return ok(toRecord(section, rows.get(section)));
      },
    );

    /** Both saves: `complete` checks everything and refuses what is missing; a draft keeps what is there. */
    const save = async (
      userId: string,
      passwordHash: string | null,
      input: Record<string, unknown>,
      mode: 'complete' | 'draft',
      audit?: { auth: AuthContext; ip: string },
    ) => {
      const problems = mode === 'complete' ? sectionProblems(section, input) : {};
      if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0], problems);
      return app.db.transaction(async (tx) => {
        // One writer per seller and section at a time: the password check and the image clean-up see the row they replace.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store:${userId}:${section}`}))`);
        const [existing] = await tx
          .select()
          .from(storeSections)
          .where(and(eq(storeSections.userId, userId), eq(storeSections.section, section)));
        const data = section === 'bank-details' ? await prepareBankDetails(input, existing, passwordHash) : input;
        if (section === 'basic-info') await checkImages(tx, userId, data);
        if (mode === 'complete' && section === 'bank-details' && data.account_number === undefined) {
          throw fieldError('account_number', storeMessages.accountNumberRequired);
        }
        const completedAt = isComplete(section, data) ? new Date() : null;
        const now = new Date();
        const [row] = await tx
          .insert(storeSections)
          .values({ userId, section, data, completedAt, updatedAt: now })
          .onConflictDoUpdate({ target: [storeSections.userId, storeSections.section], set: { data, completedAt, updatedAt: now } })
          .returning();
        // Bank details are sensitive: every change is in the audit log, with the account number masked.
        if (section === 'bank-details' && audit && JSON.stringify(existing?.data ?? null) !== JSON.stringify(data)) {
          await recordAudit(tx, {
            actorId: userId,
            actorRole: actorRoleOf(audit.auth),
            action: 'bank_details.changed',
            subjectType: 'store_section',
            subjectId: userId,
            before: existing ? toRecord(section, existing).data : null,
            after: toRecord(section, row).data,
            ip: audit.ip,
          });
        }
        if (section === 'basic-info') {
          const dropped = droppedImages(existing?.data, data);
          if (dropped.length > 0) await tx.delete(files).where(and(eq(files.ownerId, userId), inArray(files.id, dropped)));
        }
        return toRecord(section, row);
      });
    };

    app.put(
      path,
      {
        preValidation: seller,
        schema: {
          tags,
          summary: `Save your store's ${section}: checks every field and marks it complete`,
          body: schema,
          response: { 200: envelopeOf(storeSectionRecordSchema) },
        },
      },
      async (request) => {
        const { userId, user } = authOf(request);
        return ok(
          await save(userId, user.passwordHash, request.body as Record<string, unknown>, 'complete', { auth: authOf(request), ip: request.ip }),
          storeMessages.saved,
        );
      },
    );

    app.put(
      `${path}/draft`,
      {
        preValidation: seller,
        schema: {
          tags,
          summary: `Save your store's ${section} as a draft: blanks allowed, what is given must be valid`,
          body: schema.partial(),
          response: { 200: envelopeOf(storeSectionRecordSchema) },
        },
      },
      async (request) => {
        const { userId, user } = authOf(request);
        return ok(
          await save(userId, user.passwordHash, request.body as Record<string, unknown>, 'draft', { auth: authOf(request), ip: request.ip }),
          storeMessages.draftSaved,
        );
      },
    );
  }

  app.post(
    '/v1/store/images',
    {
      preValidation: seller,
      schema: {
        tags,
        summary: 'Upload a logo or banner (multipart field "file"; PNG, JPEG or WebP up to 5 MB); save it in basic info to show it',
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(storeImageSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      if (!request.isMultipart()) throw fieldError('file', storeMessages.imageType);
      const part = await request.file();
      if (!part) throw fieldError('file', storeMessages.imageType);
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MAX_IMAGE_BYTES) throw new AppError(413, storeMessages.imageTooLarge, { file: storeMessages.imageTooLarge });
      const contentType = sniffContentType(data);
      if (data.length === 0 || !contentType || !IMAGE_TYPES.includes(contentType)) throw fieldError('file', storeMessages.imageType);
      const [file] = await app.db
        .insert(files)
        .values({ ownerId: userId, contentType, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data })
        .returning({ id: files.id });
      return reply.code(201).send(ok({ id: file.id, url: mediaUrl(file.id) }, 'Image uploaded'));
    },
  );
};

export default storeRoutes;
