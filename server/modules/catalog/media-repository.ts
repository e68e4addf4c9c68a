// Public images by id: a file is served only while a product, a store's basic info, an account's
// avatar or a company's logo shows it.
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, productImages, storeSections } from '../../db/schema';

/** The condition that the file `id` is shown publicly: by a product, a store's basic info or an avatar. */
const shownPublicly = (id: string) =>
  and(
    eq(files.id, id),
    or(
      sql`exists (select 1 from ${productImages} where ${productImages.fileId} = ${id})`,
      sql`exists (select 1 from ${storeSections} where ${storeSections.section} = 'basic-info' and ${storeSections.userId} = ${files.ownerId}
                    and (${storeSections.data}->>'logo_file_id' = ${id} or ${storeSections.data}->>'banner_file_id' = ${id}))`,
      // An account's avatar (the buyer shell's user menu), while it is the avatar.
      sql`exists (select 1 from users u where u.id = ${files.ownerId} and u.avatar_file_id = ${id})`,
      // A company's logo (its members' pages, the seller's order), while it is the logo.
      sql`exists (select 1 from companies c where c.logo_file_id = ${id})`,
    ),
  );

/** The file behind a public image id, or undefined when nothing shows it (documents, images not saved anywhere). */
export async function findPublicImage(db: Database, id: string) {
  const [file] = await db.select({ contentType: files.contentType, data: files.data, sha256: files.sha256 }).from(files).where(shownPublicly(id)).limit(1);
  return file;
}

/** Whether `id` is a public image, without reading its bytes (its resized copies are served by it). */
export async function isPublicImage(db: Database, id: string): Promise<boolean> {
  const [file] = await db.select({ id: files.id }).from(files).where(shownPublicly(id)).limit(1);
  return file !== undefined;
}
