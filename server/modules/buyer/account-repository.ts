// The signed-in account's own row: its name and phone, its avatar (the file and the reference in one
// transaction) and the preferences object whose keys belong to different pages (payment, business profile).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountProfileSchema } from '../../../src/contract/buyer';
import type { Database } from '../../db/client';
import { files, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The stored preferences: a JSON object whose parts belong to different pages. */
export const preferencesOf = (user: Pick<UserRow, 'preferences'>): Record<string, unknown> =>
  typeof user.preferences === 'object' && user.preferences !== null && !Array.isArray(user.preferences) ? user.preferences : {};

/** Sets one key of the preferences in one statement, so two pages saving at once do not undo each other. */
async function setPreference(db: Database, userId: string, key: string, value: unknown): Promise<UserRow> {
  const [current] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  const [updated] = await db
    .update(users)
    .set({ preferences: { ...preferencesOf(current), [key]: value }, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return updated;
}

/** Saves one key of the user's preferences in a transaction of its own; the row as it now is. */
export function savePreference(db: Database, userId: string, key: string, value: unknown): Promise<UserRow> {
  return db.transaction((tx) => setPreference(tx, userId, key, value));
}

/** Changes the name and phone; the row as it now is. */
export async function updateProfile(db: Database, user: Pick<UserRow, 'id' | 'phone'>, input: z.output<typeof accountProfileSchema>): Promise<UserRow> {
  const { name, phone } = input;
  const phoneChanged = (phone ?? null) !== (user.phone ?? null);
  const [updated] = await db
    .update(users)
    // Recovery sign-in trusts a verified mobile number: a changed one must be verified again.
    .set({ name, phone: phone ?? null, ...(phoneChanged ? { isMobileVerified: false } : {}), updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated;
}

/** Stores the image as the user's avatar and deletes the previous one's bytes, in one transaction. */
export async function replaceAvatar(db: Database, user: Pick<UserRow, 'id' | 'avatarFileId'>, image: { contentType: string; data: Buffer }): Promise<UserRow> {
  const { contentType, data } = image;
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(files)
      .values({ ownerId: user.id, contentType, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data })
      .returning({ id: files.id });
    const [row] = await tx.update(users).set({ avatarFileId: file.id, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    if (user.avatarFileId) await tx.delete(files).where(and(eq(files.id, user.avatarFileId), eq(files.ownerId, user.id)));
    return row;
  });
}

/** Removes the avatar and deletes its bytes, in one transaction. */
export async function removeAvatar(db: Database, user: Pick<UserRow, 'id' | 'avatarFileId'>): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ avatarFileId: null, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    if (user.avatarFileId) await tx.delete(files).where(and(eq(files.id, user.avatarFileId), eq(files.ownerId, user.id)));
    return row;
  });
}
