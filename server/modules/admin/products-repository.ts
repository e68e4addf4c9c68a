// Products as moderation reads them (with the seller, the category and the images), what waits for staff,
// and the decisions on a product (approve, unpublish), each audited in one transaction with the row locked.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { adminMessages, adminNotificationTitles, type AdminProductDetails, type AdminProductSummary } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { categories, productImages, products, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import type { ScopedResource } from '../../lib/scoped-crud';
import { mediaUrl } from '../catalog/products';
import { companyOf, iso, recordStaffAction, type StaffActor } from './common';
import { inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';

const selection = {
  product: products,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerCompany: companyOf(users),
  categoryPath: categories.path,
};

/** A product with its seller and category; typed as `selection` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
const rowsWhere = (db: Database, where: SQL | undefined) => withJoins(db, selection).where(where);

type Image = { id: string; fileId: string; position: number; productId: string };
/** A row of the queue, with its images once a page has read them (`hydrate`). */
export type ProductRow = Awaited<ReturnType<typeof withJoins>>[number] & { images?: Image[] };

async function imagesOf(db: Database, ids: string[]): Promise<Map<string, Image[]>> {
  const map = new Map<string, Image[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ id: productImages.id, fileId: productImages.fileId, position: productImages.position, productId: productImages.productId })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

function toSummary(row: ProductRow, images: Image[]): AdminProductSummary {
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    seller: { id: p.sellerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
    category_id: p.categoryId,
    category_path: row.categoryPath,
    status: p.status,
    moderation_status: p.moderationStatus,
    moderation_note: p.moderationNote,
    moderated_at: iso(p.moderatedAt),
    currency: p.currency,
    price_minor: p.priceMinor,
    image_url: images[0] ? mediaUrl(images[0].fileId) : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    published_at: iso(p.publishedAt),
  };
}

type ModerationResource = ScopedResource<ProductRow, AdminProductSummary, never, never>;

/** How the moderation queue (server/lib/scoped-crud/) reads its rows: every product, with its first image. */
export const moderationQueueRows: Pick<ModerationResource, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto' | 'hydrate'> = {
  table: products,
  idColumn: products.id,
  selection,
  query: withJoins,
  toDto: (row) => toSummary(row, row.images ?? []),
  async hydrate(db, rows) {
    const images = await imagesOf(
      db,
      rows.map((row) => row.product.id),
    );
    for (const row of rows) row.images = images.get(row.product.id) ?? [];
  },
};

/** One product in full, with its images, or null. */
export async function findAdminProduct(db: Database, id: string): Promise<AdminProductDetails | null> {
  const [row] = await rowsWhere(db, eq(products.id, id)).limit(1);
  if (!row) return null;
  const images = (await imagesOf(db, [id])).get(id) ?? [];
  const p = row.product;
  return {
    ...toSummary(row, images),
    description: p.description,
    unit: p.unit,
    moq: p.moq,
    price_tiers: p.priceTiers,
    lead_time_days: p.leadTimeDays,
    specifications: p.specifications,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.fileId), position: image.position })),
  };
}

/** What waits for staff: published products not reviewed since they changed, and requests to publish again. */
export const awaitingStaff = or(and(eq(products.moderationStatus, 'pending'), eq(products.status, 'published')), eq(products.moderationStatus, 'resubmitted'));

/** The product, locked for a decision: published, or a draft whose seller asked to publish it again. */
async function lockReviewable(db: Database, id: string): Promise<Outcome<{ current: typeof products.$inferSelect }>> {
  const [current] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) return missing(adminMessages.productNotFound);
  if (current.status !== 'published' && current.moderationStatus !== 'resubmitted') return refused(adminMessages.productNotPublished);
  return { kind: 'ok', current };
}

const moderationSnapshot = (p: typeof products.$inferSelect) => ({
  status: p.status,
  moderation_status: p.moderationStatus,
  moderation_note: p.moderationNote,
});

/** Approves a product as it is now; `republishedSellerId` is its seller's when a resubmitted product went back on sale. */
export async function approveProduct(
  db: Database,
  actor: StaffActor,
  id: string,
  note: string | null,
): Promise<Outcome<{ republishedSellerId: string | null }>> {
  return inTransaction(db, async (tx) => {
    const found = await lockReviewable(tx, id);
    if (found.kind !== 'ok') return found;
    const { current } = found;
    // A product staff had unpublished goes back on sale only now, when staff approve it.
    const publish = current.moderationStatus === 'resubmitted';
    // updated_at stays: approving is not a change of the product.
    await tx
      .update(products)
      .set({
        moderationStatus: 'approved',
        moderationNote: note,
        moderatedAt: new Date(),
        ...(publish ? { status: 'published' as const, publishedAt: current.publishedAt ?? new Date() } : {}),
      })
      .where(eq(products.id, id));
    await recordStaffAction(tx, actor, {
      action: 'product.approved',
      subjectType: 'product',
      subjectId: id,
      before: moderationSnapshot(current),
      after: { status: 'published', moderation_status: 'approved', moderation_note: note },
      note,
    });
    return { kind: 'ok', republishedSellerId: publish ? current.sellerId : null };
  });
}

/** Unpublishes a product (back to draft) with a reason the seller is told; the answer names the seller. */
export async function unpublishProduct(db: Database, actor: StaffActor, id: string, reason: string): Promise<Outcome<{ sellerId: string }>> {
  return inTransaction(db, async (tx) => {
    // A resubmitted product (a draft) is turned down the same way: unpublished again, with the new reason.
    const found = await lockReviewable(tx, id);
    if (found.kind !== 'ok') return found;
    const { current } = found;
    await tx
      .update(products)
      .set({ status: 'draft', moderationStatus: 'unpublished', moderationNote: reason, moderatedAt: new Date(), updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await recordStaffAction(tx, actor, {
      action: 'product.unpublished',
      subjectType: 'product',
      subjectId: id,
      before: moderationSnapshot(current),
      after: { status: 'draft', moderation_status: 'unpublished', moderation_note: reason },
      note: reason,
    });
    await notify(tx, current.sellerId, {
      kind: 'product.unpublished',
      title: adminNotificationTitles['product.unpublished'],
      body: `${current.name}: ${reason}`,
      link: `/ProductDetails/${current.id}`,
    });
    return { kind: 'ok', sellerId: current.sellerId };
  });
}
