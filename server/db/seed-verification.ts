// What the demo's Verified badges say. Runs after every document is written: the demo seller passes the
// whole checklist; the second supplier's register extract still waits for review (a back-office queue
// item), so its badge is an override with a written reason, as staff would record it.
import { eq } from 'drizzle-orm';
import { grantOf, verificationChecklist } from '../modules/admin/verification-checklist';
import type { Database } from './client';
import { documents, users } from './schema';
import { storeDemoPdf } from './seed-documents';
import { SECOND_SUPPLIER_EMAIL } from './seed-supplier2';

export const SECOND_SUPPLIER_OVERRIDE_REASON =
  'Commercial register entry HRB 12345 checked on the public Handelsregister portal; the uploaded extract waits for its review.';

export async function seedVerificationGrants(db: Database): Promise<void> {
  const day = 86_400_000;
  const [weber] = await db.select().from(users).where(eq(users.email, SECOND_SUPPLIER_EMAIL));
  if (weber) {
    const checkedAt = new Date(Date.now() - 30 * day);
    const fileId = await storeDemoPdf(db, weber.id, 'Steuerliche Registrierung - Weber Arbeitsschutz GmbH, USt-IdNr. DE123456789');
    await db.insert(documents).values({
      ownerId: weber.id,
      type: 'tax_certificate',
      title: 'VAT registration',
      fileId,
      originalName: 'ust-registrierung.pdf',
      status: 'verified',
      reviewedAt: checkedAt,
      createdAt: new Date(checkedAt.getTime() - 2 * day),
      updatedAt: checkedAt,
    });
  }
  const verified = await db.select().from(users).where(eq(users.verificationStatus, 'verified'));
  for (const seller of verified) {
    const checklist = await verificationChecklist(db, seller);
    const reason = seller.email === SECOND_SUPPLIER_EMAIL ? SECOND_SUPPLIER_OVERRIDE_REASON : null;
    const grant = grantOf(checklist, reason, new Date(Date.now() - 20 * day));
    if (grant.granted_by_staff && !reason) throw new Error(`The demo seller ${seller.email} is verified without passing the checklist`);
    await db.update(users).set({ verificationGrant: grant }).where(eq(users.id, seller.id));
  }
}
