import { and, desc, eq } from 'drizzle-orm';
import type { Database } from './client';
import { categories, categoryRequests, documents, products, users } from './schema';
import { storeDemoPdf } from './seed-documents';
import { SECOND_SUPPLIER_EMAIL } from './seed-supplier2';

/**
 * Work for the back office's queues: the demo catalogue counts as reviewed except two of the second
 * supplier's products (changed since), one more pending category request and document, and the new
 * seller waiting for verification. Runs last in the demo-data transaction.
 */
export async function seedBackOfficeQueues(db: Database): Promise<void> {
  const now = Date.now();
  const day = 86_400_000;
  await db.update(products).set({ moderationStatus: 'approved', moderatedAt: new Date(now - 30 * day) });

  const [weber] = await db.select({ id: users.id }).from(users).where(eq(users.email, SECOND_SUPPLIER_EMAIL));
  if (!weber) return;
  const changed = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, weber.id), eq(products.status, 'published')))
    .orderBy(desc(products.publishedAt), desc(products.id))
    .limit(2);
  for (const [index, product] of changed.entries()) {
    await db
      .update(products)
      .set({ moderationStatus: 'pending', updatedAt: new Date(now - (index + 1) * 3_600_000) })
      .where(eq(products.id, product.id));
  }

  const [workwear] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, 'Workwear & Uniforms')).limit(1);
  await db.insert(categoryRequests).values({
    sellerId: weber.id,
    name: 'Cut-resistant Gloves',
    parentId: workwear?.id ?? null,
    reason: 'Gloves rated to EN 388 cut levels B to F for glass, metal and recycling work.',
    createdAt: new Date(now - 2 * day),
    updatedAt: new Date(now - 2 * day),
  });

  const fileId = await storeDemoPdf(db, weber.id, 'Handelsregisterauszug - Weber Arbeitsschutz GmbH');
  await db.insert(documents).values({
    ownerId: weber.id,
    type: 'registration_certificate',
    title: 'Commercial register extract',
    fileId,
    originalName: 'handelsregister.pdf',
    createdAt: new Date(now - 4 * day),
    updatedAt: new Date(now - 4 * day),
  });

  await db.update(users).set({ verificationStatus: 'pending' }).where(eq(users.email, 'newseller@demo.test'));
}
