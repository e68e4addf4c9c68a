// A seller's store profile: its sections as the pages read them (bank details masked), saving one
// section (one writer per seller and section, bank details audited, images no longer shown deleted),
// and storing an uploaded logo or banner.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditActorRole } from '../../../src/contract/admin';
import {
  maskAccountNumber,
  sectionProblems,
  storeMessages,
  storeSectionSchemas,
  type StoreSection,
  type StoreSectionRecord,
} from '../../../src/contract/store';
import type { Database } from '../../db/client';
import { files, storeSections } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/passwords';

/** Fields of basic info that hold uploaded images; an image stays public while a store shows it. */
export const STORE_IMAGE_FIELDS = ['logo_file_id', 'banner_file_id'] as const;

type SectionRow = typeof storeSections.$inferSelect;

/** Whether saved values make a complete section: its full schema and its cross-field checks pass. */
function isComplete(section: StoreSection, data: Record<string, unknown>): boolean {
  return storeSectionSchemas[section].safeParse(data).success && Object.keys(sectionProblems(section, data)).length === 0;
}

/** What leaves the server: bank details carry only the mask of the account number. */
export function toRecord(section: StoreSection, row: SectionRow | undefined): StoreSectionRecord {
  const data = { ...(row?.data ?? {}) };
  if (section === 'bank-details' && typeof data.account_number === 'string') {
    data.account_number_masked = maskAccountNumber(data.account_number);
    delete data.account_number;
  }
  return { section, data, complete: Boolean(row?.completedAt), updated_at: row ? row.updatedAt.toISOString() : null };
}

/** The seller's saved sections, by section. */
export async function sectionRows(db: Database, userId: string): Promise<Map<string, SectionRow>> {
  const rows = await db.select().from(storeSections).where(eq(storeSections.userId, userId));
  return new Map(rows.map((row) => [row.section, row]));
}

/** A field the save refuses, with why; nothing was written. */
export type InvalidField = { kind: 'invalid'; field: string; message: string };
const invalid = (field: string, message: string): InvalidField => ({ kind: 'invalid', field, message });

/**
 * Bank details, once saved, change only with the account password, and a missing account number
 * keeps the saved one (the page shows it masked and never has it).
 */
async function prepareBankDetails(
  input: Record<string, unknown>,
  existing: SectionRow | undefined,
  passwordHash: string | null,
): Promise<{ kind: 'ok'; data: Record<string, unknown> } | InvalidField> {
  const { current_password: password, ...values } = input;
  const saved = typeof existing?.data.account_number === 'string' ? existing.data.account_number : undefined;
  if (saved) {
    if (typeof password !== 'string' || password === '') return invalid('current_password', storeMessages.passwordForBank);
    if (!passwordHash || !(await verifyPassword(passwordHash, password))) return invalid('current_password', storeMessages.passwordWrong);
    if (values.account_number === undefined) values.account_number = saved;
  }
  return { kind: 'ok', data: values };
}

/** Images a seller owns that the new basic info points at; anything else is refused. */
async function checkImages(db: Database, userId: string, data: Record<string, unknown>): Promise<InvalidField | undefined> {
  for (const field of STORE_IMAGE_FIELDS) {
    const id = data[field];
    if (typeof id !== 'string') continue;
    const [file] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, id), eq(files.ownerId, userId)));
    if (!file) return invalid(field, storeMessages.imageMissing);
  }
  return undefined;
}

/** Images the previous basic info showed and the new one does not: nothing refers to them any more. */
function droppedImages(previous: Record<string, unknown> | undefined, next: Record<string, unknown>): string[] {
  return STORE_IMAGE_FIELDS.map((field) => previous?.[field]).filter(
    (id): id is string => typeof id === 'string' && !STORE_IMAGE_FIELDS.some((field) => next[field] === id),
  );
}

export interface SectionSave {
  userId: string;
  /** The account's password hash, for a change of saved bank details. */
  passwordHash: string | null;
  section: StoreSection;
  input: Record<string, unknown>;
  /** `complete` needs an account number in bank details; a draft keeps what is there. */
  mode: 'complete' | 'draft';
  /** Who saves, for the audit entry of a change of bank details. */
  actorRole: AuditActorRole;
  ip: string;
}

/**
 * Saves one section in one transaction and answers it as the page reads it; refuses a field (bank
 * details without the password, an image that is not the seller's) with nothing written.
 */
export async function saveSection(db: Database, save: SectionSave): Promise<{ kind: 'ok'; record: StoreSectionRecord } | InvalidField> {
  const { userId, section, input, mode } = save;
  return db.transaction(async (tx) => {
    // One writer per seller and section at a time: the password check and the image clean-up see the row they replace.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`store:${userId}:${section}`}))`);
    const [existing] = await tx
      .select()
      .from(storeSections)
      .where(and(eq(storeSections.userId, userId), eq(storeSections.section, section)));
    const prepared = section === 'bank-details' ? await prepareBankDetails(input, existing, save.passwordHash) : { kind: 'ok' as const, data: input };
    if (prepared.kind === 'invalid') return prepared;
    const { data } = prepared;
    if (section === 'basic-info') {
      const refused = await checkImages(tx, userId, data);
      if (refused) return refused;
    }
    if (mode === 'complete' && section === 'bank-details' && data.account_number === undefined) {
      return invalid('account_number', storeMessages.accountNumberRequired);
    }
    const completedAt = isComplete(section, data) ? new Date() : null;
    const now = new Date();
    const [row] = await tx
      .insert(storeSections)
      .values({ userId, section, data, completedAt, updatedAt: now })
      .onConflictDoUpdate({ target: [storeSections.userId, storeSections.section], set: { data, completedAt, updatedAt: now } })
      .returning();
    // Bank details are sensitive: every change is in the audit log, with the account number masked.
    if (section === 'bank-details' && JSON.stringify(existing?.data ?? null) !== JSON.stringify(data)) {
      await recordAudit(tx, {
        actorId: userId,
        actorRole: save.actorRole,
        action: 'bank_details.changed',
        subjectType: 'store_section',
        subjectId: userId,
        before: existing ? toRecord(section, existing).data : null,
        after: toRecord(section, row).data,
        ip: save.ip,
      });
    }
    if (section === 'basic-info') {
      const dropped = droppedImages(existing?.data, data);
      if (dropped.length > 0) await tx.delete(files).where(and(eq(files.ownerId, userId), inArray(files.id, dropped)));
    }
    return { kind: 'ok', record: toRecord(section, row) };
  });
}

/** Stores an uploaded logo or banner as the seller's file; it shows once basic info names it. */
export async function insertStoreImage(db: Database, userId: string, data: Buffer, contentType: string): Promise<string> {
  const [file] = await db
    .insert(files)
    .values({ ownerId: userId, contentType, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data })
    .returning({ id: files.id });
  return file.id;
}
