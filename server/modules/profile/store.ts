import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  sectionProblems,
  STORE_SECTIONS,
  storeImageSchema,
  storeMessages,
  storeProfileSchema,
  storeSectionRecordSchema,
  storeSectionSchemas,
} from '../../../src/contract/store';
import { AppError, badRequest, fieldError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { IMAGE_TYPES, sniffContentType } from '../../lib/file-types';
import { actorRoleOf } from '../../lib/audit';
import { authOf, type AuthContext } from '../../plugins/auth';
import { mediaUrl } from '../catalog/products';
import { insertStoreImage, saveSection, sectionRows, toRecord } from './store-repository';

const tags = ['store'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function registerStore(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/store',
    {
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

    app.get(path, { schema: { tags, summary: `Your store's ${section}`, response: { 200: envelopeOf(storeSectionRecordSchema) } } }, async (request) => {
      const rows = await sectionRows(app.db, authOf(request).userId);
      return ok(toRecord(section, rows.get(section)));
    });

    /** Both saves: `complete` checks everything and refuses what is missing; a draft keeps what is there. */
    const save = async (
      userId: string,
      passwordHash: string | null,
      input: Record<string, unknown>,
      mode: 'complete' | 'draft',
      audit: { auth: AuthContext; ip: string },
    ) => {
      const problems = mode === 'complete' ? sectionProblems(section, input) : {};
      if (Object.keys(problems).length > 0) throw badRequest(Object.values(problems)[0], problems);
      const saved = await saveSection(app.db, {
        userId,
        passwordHash,
        section,
        input,
        mode,
        actorRole: actorRoleOf(audit.auth),
        ip: audit.ip,
      });
      if (saved.kind === 'invalid') throw fieldError(saved.field, saved.message);
      return saved.record;
    };

    app.put(
      path,
      {
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
      const fileId = await insertStoreImage(app.db, userId, data, contentType);
      return reply.code(201).send(ok({ id: fileId, url: mediaUrl(fileId) }, 'Image uploaded'));
    },
  );
}
